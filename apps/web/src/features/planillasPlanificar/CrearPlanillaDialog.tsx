import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import SearchIcon from '@mui/icons-material/Search';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import { planillaAddSchema } from '@pb/contract';
import { MAX_NOMBRE_PLANILLA, centavosADecimal } from '@pb/contract/valores';
import { graphql, sendGraphql, type VariablesOf } from '../../api/graphql';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { ListTable } from '../../components/list/ListTable';
import type { ListColumn } from '../../components/list/types';
import { formatCount, formatMoney } from '../../components/money';
import { useSession } from '../../shell/session/store';
import { PLANILLAS_KEY, sucursalesDePago } from '../../shared/planillas/api';
import { Accion } from '../../shared/planillas/columnas';
import { NINGUNA, TODAS, alternar, incluida, listarPendientes, pagable, resumen, seleccionParaGuardar, sumaPendientes, type Pendiente, type Seleccion } from './pendientes';

interface Valores {
  nombre: string;
  sucursalPago: string;
}
const CAMPOS = ['nombre', 'sucursalPago'];

const CREAR = graphql(`
  mutation PlanillaAdd($sucursalPago: ID!, $montoTotal: String!, $tipo: String, $nombre: String!, $lista: [PlanillaLineaInput!], $todas: Boolean, $excluir: [ID!]) {
    planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, tipo: $tipo, nombre: $nombre, lista: $lista, todas: $todas, excluir: $excluir) { id }
  }
`);

async function crearPlanilla(entrada: VariablesOf<typeof CREAR>) {
  await sendGraphql(CREAR, entrada);
}

const documento = (p: Pendiente) => [p.s_beneficiaria_persona_nro_documento, p.s_beneficiaria_persona_complemento].filter(Boolean).join('-');

/**
 * The create modal of spec part 2 §2.1 (width 800): name, paying branch, and the entity's pending
 * beneficiaries, every one in the payroll unless removed. The table pages and searches on the server;
 * the payroll is the whole pending list minus the removed rows, which the server builds (`todas` +
 * `excluir`) and adds up (`monto_total`, `pagables`), or, after "remove all", only the rows added
 * back, so no list is read whole. Rows without a bonus cannot be paid and stay out. The server
 * checks every line and the total again (decision 023).
 */
export function CrearPlanillaDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const suma = useQuery({ queryKey: [...PLANILLAS_KEY, 'pendientes', 'suma'], queryFn: sumaPendientes, staleTime: 0 });
  const idEntidad = useSession()?.usuario.id_entidad ?? null;
  const deEntidad = useQuery({ queryKey: [...PLANILLAS_KEY, 'sucursalesDePago', idEntidad], queryFn: () => sucursalesDePago(idEntidad!), enabled: idEntidad !== null });
  const opciones = useMemo(() => (deEntidad.data?.rows ?? []).map((s) => ({ id: s.id, nombre: s.nombre })), [deEntidad.data]);
  const [seleccion, setSeleccion] = useState<Seleccion>(TODAS);
  const [aviso, setAviso] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, getValues, formState } = useForm<Valores>({ defaultValues: { nombre: t('planillas.crear.nombreDefecto'), sucursalPago: '' } });
  const { error, save } = useSaveRecord(PLANILLAS_KEY, onClose, { setError, fields: CAMPOS });
  const { n, centavos } = resumen(seleccion, suma.data ?? { pagables: 0, monto_total: '0.00' });

  // One branch: nothing to choose.
  useEffect(() => {
    if (opciones.length === 1 && getValues('sucursalPago') === '') setValue('sucursalPago', String(opciones[0]!.id));
  }, [opciones, getValues, setValue]);

  const onSubmit = handleSubmit(async (v) => {
    setAviso(null);
    // Spec part 2 §5 "Batch": the browser says these first; the server refuses them too.
    if (n === 0) return setAviso(t('servidor.mensajes.planillaSinBeneficiarias'));
    if (centavos === 0) return setAviso(t('servidor.mensajes.montoTotalCero'));
    const entrada = { sucursalPago: v.sucursalPago, montoTotal: centavosADecimal(centavos), tipo: 'MENSUAL', nombre: v.nombre.trim(), ...seleccionParaGuardar(seleccion) };
    // Refused (e.g. the list changed meanwhile: another total), the sum is read again.
    if (!(await save(() => crearPlanilla(entrada), { schema: planillaAddSchema, input: entrada }, t('catalogo.registrado')))) await suma.refetch();
  });

  const columnas: ListColumn<Pendiente>[] = [
    {
      field: 'incluir',
      headerName: t('planillas.crear.enPlanilla'),
      width: 110,
      render: (p) => {
        const nombre = p.s_beneficiaria_persona_nombre_completo ?? documento(p);
        if (!pagable(p)) return <Typography variant="body2">{t('planillas.crear.sinMonto')}</Typography>;
        return incluida(seleccion, p) ? (
          <Accion titulo={t('planillas.crear.quitar', { nombre })} icono={<RemoveCircleIcon fontSize="small" color="error" />} onClick={() => setSeleccion((s) => alternar(s, p))} />
        ) : (
          <Accion titulo={t('planillas.crear.incluir', { nombre })} icono={<AddCircleIcon fontSize="small" color="success" />} onClick={() => setSeleccion((s) => alternar(s, p))} />
        );
      },
    },
    {
      field: 's_beneficiaria_persona_nombre_completo',
      headerName: t('planillas.crear.nombre'),
      sortable: true,
      flex: 2,
      render: (p) => (
        <Box component="span" sx={incluida(seleccion, p) ? undefined : { textDecoration: 'line-through', color: 'text.secondary' }}>
          {p.s_beneficiaria_persona_nombre_completo}
        </Box>
      ),
    },
    { field: 's_beneficiaria_persona_nro_documento', headerName: t('planillas.crear.documento'), sortable: true, width: 130, render: documento },
    { field: 'e_beneficiaria_nombre', headerName: t('planillas.campos.sucursal'), flex: 1 },
    { field: 'monto', headerName: t('planillas.crear.monto'), sortable: true, width: 110, render: (p) => formatMoney(p.monto) },
  ];
  // The document search is not the lists' filter panel: that is a form, and this table lives inside the dialog's form.
  const [escrito, setEscrito] = useState('');
  const [buscado, setBuscado] = useState('');
  const buscar = () => setBuscado(escrito.trim());
  const alPresionar = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    buscar();
  };

  return (
    <FormDialog
      id="crear-planilla"
      title={t('planillas.crear.titulo')}
      description={t('planillas.crear.descripcion')}
      width={800}
      busy={formState.isSubmitting}
      error={aviso ?? error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
      submitDisabled={suma.isLoading}
      hint={
        <Box component="span" aria-live="polite" data-testid="crear-planilla-total">
          {t('planillas.crear.total', { count: n, n: formatCount(n), total: formatMoney(centavosADecimal(centavos)) })}
        </Box>
      }
    >
      <FormTextField control={control} name="nombre" id="crear-planilla-nombre" label={t('planillas.campos.nombre')} required maxLength={MAX_NOMBRE_PLANILLA} fullWidth autoFocus autoComplete="off" />
      <FormTextField control={control} name="sucursalPago" id="crear-planilla-sucursal" label={t('planillas.crear.sucursalPago')} required select fullWidth helperText={t('planillas.crear.sucursalAyuda')}>
        {opciones.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.nombre}
          </MenuItem>
        ))}
      </FormTextField>
      {suma.isLoading && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">{t('planillas.crear.cargando')}</Typography>
          <LinearProgress aria-label={t('planillas.crear.cargando')} />
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" startIcon={<AddCircleIcon />} onClick={() => setSeleccion(TODAS)} disabled={suma.isLoading}>
          {t('planillas.crear.incluirTodas')}
        </Button>
        <Button size="small" startIcon={<RemoveCircleIcon />} onClick={() => setSeleccion(NINGUNA)}>
          {t('planillas.crear.quitarTodas')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} role="search" aria-label={t('planillas.crear.buscar')} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          id="crear-planilla-documento"
          label={t('planillas.crear.documento')}
          value={escrito}
          onChange={(e) => setEscrito(e.target.value)}
          onKeyDown={alPresionar}
          slotProps={{ htmlInput: { maxLength: 20, inputMode: 'numeric' } }}
        />
        <Button variant="outlined" startIcon={<SearchIcon />} onClick={buscar}>
          {t('list.search')}
        </Button>
      </Stack>
      <ListTable<Pendiente>
        key={buscado}
        title={t('planillas.crear.pendientes')}
        queryKey={[...PLANILLAS_KEY, 'pendientes', 'pagina', buscado]}
        fetchPage={(q) => listarPendientes({ ...q, s_beneficiaria_persona_nro_documento: buscado })}
        columns={columnas}
        defaultOrder="s_beneficiaria_persona_nombre_completo"
      />
    </FormDialog>
  );
}
