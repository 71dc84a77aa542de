import { replyText } from '../../api/messages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import { ESTADOS_BENEFICIARIA, TODOS } from '@pb/contract/valores';
import { useSession } from '../../shell/session/store';
import { usePermission } from '../../shell/session/usePermission';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter } from '../../components/list/types';
import { formatMoney } from '../../components/money';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import type { PersonaCelular } from '../../shared/trabajadores/CelularDialog';
import { cambiarEstado } from '../../shared/trabajadores/api';
import { EstadoTrabajador } from '../../shared/trabajadores/EstadoTrabajador';
import { PerfilVendedor } from './PerfilVendedor';
import { FechasDialog } from './FechasDialog';
import { PasosPlanilla } from './PasosPlanilla';
import { PLANILLAS_KEY } from '../../shared/planillas/api';
import { PLANILLA_KEY, listarPendientes, porcentajeBono, type ErrorFecha, type FilaCsvPlanilla } from './api';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const CelularDialog = perezoso(() => import('../../shared/trabajadores/CelularDialog').then((m) => m.CelularDialog));

/** §2.4: a detail amount longer than one character (an aguinaldo was loaded) stands out. */
function MontoDetalle({ monto }: { monto: string | null }) {
  const { t } = useTranslation();
  const texto = formatMoney(monto);
  if (texto.length <= 1) return <>{texto}</>;
  return (
    <Box component="mark" title={t('csvPlanillas.conMonto')} sx={{ bgcolor: '#fff3c4', color: '#1a1a1a', fontWeight: 700, px: 0.5, borderRadius: 0.5 }}>
      {texto}
    </Box>
  );
}

/** The matrícula the list opens with: the user's own when it is one of the entity's, else the first. */
function matriculaInicial(matriculas: readonly string[], propia: string | null | undefined): string | null {
  if (matriculas.length < 2) return null;
  return propia && matriculas.includes(propia) ? propia : matriculas[0]!;
}

/**
 * `/csv_planillas` (spec part 2 §2.4, role 5): the employer's workers pending payroll. Fetch them
 * from OVT, download the CSV, fill in the aguinaldos, upload it (checked as a whole) and continue to
 * write the amounts; the payment code is the next step. An entity with several matrículas chooses
 * the one the list and the file to fill in show (the sync brings them all). Each row edits the worker's
 * mobile and switches an ACTIVO/INACTIVO bonus (`beneficiarias:update`), with the dialogs of
 * `/beneficiariasEditar` and the same calls.
 */
export default function CsvPlanillasPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const usuario = useSession()?.usuario;
  const puedeActualizar = usePermission('beneficiarias', 'update');
  const puedeGenerarCpt = usePermission('planillas', 'create');
  const porcentaje = useQuery({ queryKey: [...PLANILLA_KEY, 'porcentaje'], queryFn: porcentajeBono, staleTime: 300_000 });
  const [fechas, setFechas] = useState<ErrorFecha[] | null>(null);
  const [enCelular, setEnCelular] = useState<PersonaCelular | null>(null);
  const matriculas = usuario?.matriculas_comercio ?? [];
  const [matricula, setMatricula] = useState<string | null>(() => matriculaInicial(matriculas, usuario?.matricula_comercio));
  // Continuar creates payrolls: step 3 and the payroll screens count them again.
  const recargar = () => {
    void queryClient.invalidateQueries({ queryKey: PLANILLA_KEY });
    void queryClient.invalidateQueries({ queryKey: PLANILLAS_KEY });
  };

  /** ACTIVO/INACTIVO (spec part 2 §2.4 "change-status actions"): the server's answer said, the list reloaded. */
  const cambiar = async (f: FilaCsvPlanilla, activo: boolean) => {
    try {
      notify('success', replyText(await cambiarEstado(f.s_beneficiaria_persona_id, activo ? 'ACTIVO' : 'INACTIVO')));
      await queryClient.invalidateQueries({ queryKey: PLANILLA_KEY });
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };
  const nombreDe = (f: FilaCsvPlanilla) => f.s_beneficiaria_persona_nombre_completo ?? f.s_beneficiaria_persona_nro_documento ?? '';
  const acciones = (f: FilaCsvPlanilla) => {
    const texto = t('trabajadores.editarCelularDe', { nombre: nombreDe(f) });
    return (
      <Tooltip title={texto}>
        <IconButton size="small" aria-label={texto} onClick={() => setEnCelular({ idPersona: f.s_beneficiaria_persona_id, movil: f.s_beneficiaria_persona_movil, nombre: nombreDe(f) })}>
          <PhoneAndroidIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  };

  const columnas: ListColumn<FilaCsvPlanilla>[] = [
    ...(puedeActualizar ? [{ field: 'acciones', headerName: t('catalogo.acciones'), width: 90, render: acciones }] : []),
    { field: 'monto_detalle', headerName: t('csvPlanillas.montoDetalle'), sortable: true, width: 150, render: (f) => <MontoDetalle monto={f.monto_detalle} /> },
    { field: 'monto', headerName: t('csvPlanillas.monto', { porcentaje: porcentaje.data ?? '' }), sortable: true, width: 130, render: (f) => formatMoney(f.monto) },
    { field: 's_beneficiaria_persona_nombre_completo', headerName: t('csvPlanillas.nombreCompleto'), sortable: true, flex: 2, wrap: true },
    {
      field: 's_beneficiaria_persona_nro_documento',
      headerName: t('csvPlanillas.documento'),
      sortable: true,
      width: 150,
      render: (f) => [f.s_beneficiaria_persona_nro_documento, f.s_beneficiaria_persona_complemento].filter(Boolean).join('-'),
    },
    { field: 's_beneficiaria_persona_movil', headerName: t('csvPlanillas.celular'), width: 120 },
    {
      field: 's_beneficiaria_estado',
      headerName: t('csvPlanillas.estado'),
      sortable: true,
      width: 200,
      render: (f) => <EstadoTrabajador estado={f.s_beneficiaria_estado} nombre={nombreDe(f)} puedeCambiar={puedeActualizar} onCambiar={(activo) => cambiar(f, activo)} />,
    },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [
      { name: 's_beneficiaria_persona_nro_documento', label: t('csvPlanillas.documento'), maxLength: 20 },
      { name: 's_beneficiaria_estado', label: t('csvPlanillas.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_BENEFICIARIA) },
    ],
    [t],
  );

  const dato = (etiqueta: string, valor: string | null | undefined) => (
    <Box role="group" aria-label={etiqueta}>
      <Typography variant="caption" component="p" color="text.secondary">
        {etiqueta}
      </Typography>
      <Typography>{valor ?? ''}</Typography>
    </Box>
  );

  return (
    <ListPage<FilaCsvPlanilla>
      heading={t('csvPlanillas.titulo')}
      beforeList={
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
              {dato(t('csvPlanillas.nit'), usuario?.nit)}
              {dato(t('csvPlanillas.matricula'), matricula ?? usuario?.matricula_comercio)}
              {dato(t('csvPlanillas.razonSocial'), usuario?.entidad)}
              <Box sx={{ flexGrow: 1 }} />
              {matricula !== null && (
                <TextField select size="small" id="matricula-lista" label={t('csvPlanillas.matriculaElegir')} value={matricula} onChange={(e) => setMatricula(e.target.value)} sx={{ minWidth: 240 }}>
                  {matriculas.map((m) => (
                    <MenuItem key={m} value={m}>
                      {m}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <PerfilVendedor />
            </Stack>
          </Paper>
          {usuario?.id_entidad && (
            <PasosPlanilla idUsuario={usuario.id} idEntidad={usuario.id_entidad} matricula={matricula} puedeActualizar={puedeActualizar} puedeGenerarCpt={puedeGenerarCpt} onCambio={recargar} onFechas={setFechas} porcentaje={porcentaje.data} />
          )}
        </>
      }
      // Another matrícula is another list: it opens at its first page.
      listKey={matricula ?? ''}
      title={t('csvPlanillas.lista')}
      queryKey={[...PLANILLA_KEY, 'lista', matricula]}
      fetchPage={(q) => listarPendientes(q, matricula)}
      columns={columnas}
      filters={filtros}
      defaultOrder="s_beneficiaria_persona_nombre_completo"
    >
      {fechas && <FechasDialog errores={fechas} onClose={() => setFechas(null)} />}
      {enCelular && <CelularDialog persona={enCelular} queryKey={PLANILLA_KEY} onClose={() => setEnCelular(null)} />}
    </ListPage>
  );
}
