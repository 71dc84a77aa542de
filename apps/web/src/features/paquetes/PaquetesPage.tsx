import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import { ESTADOS_PAQUETE, PAQUETE_EDITABLE, TODOS } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { usePermission } from '../../shell/session/usePermission';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { EstadoChip } from '../../components/list/EstadoChip';
import { ListPage } from '../../components/list/ListPage';
import type { ListColumn, ListFilter, ListQuery } from '../../components/list/types';
import { PAQUETES_KEY, cambiarEstadoPaquete, listarPaquetes, listarRegionales, type FilaPaquete } from './api';
import { useRegionalPropia } from '../../shared/regionales/useRegionalPropia';
import { estadoOptions } from '../../components/list/estadoOptions';
import { perezoso } from '../../components/perezoso';

const PaqueteDialog = perezoso(() => import('./PaqueteDialog').then((m) => m.PaqueteDialog));

/**
 * `/paquetes` (spec part 2 §2.15, roles 2 and 3): the packages of the chosen regional office, with
 * add, edit (CREADO or ACTIVO) and activation; activating one deactivates the subsidy's other
 * active package in that regional (the server does both in one step).
 */
export default function PaquetesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const puedeCrear = usePermission('paquetes', 'create');
  const puedeEditar = usePermission('paquetes', 'update');
  const regionales = useQuery({ queryKey: [...PAQUETES_KEY, 'regionales'], queryFn: listarRegionales, staleTime: 300_000 });
  const [elegida, setElegida] = useState<number | null>(null);
  const propia = useRegionalPropia(regionales.data);
  const idRegional = elegida ?? propia;
  const [enForm, setEnForm] = useState<FilaPaquete | null | undefined>(undefined);
  const clave = useMemo(() => [...PAQUETES_KEY, 'regional', idRegional] as const, [idRegional]);

  const cambiarEstado = async (p: FilaPaquete, estado: 'ACTIVO' | 'INACTIVO') => {
    const valores = { subsidio: p.subsidio, regional: p.sucursal };
    if (!(await confirmDialog(t(estado === 'ACTIVO' ? 'paquetes.confirmarActivar' : 'paquetes.confirmarDesactivar', valores)))) return;
    try {
      await cambiarEstadoPaquete(p, estado);
      notify('success', t(estado === 'ACTIVO' ? 'servidor.mensajes.paqueteActivado' : 'servidor.mensajes.paqueteDesactivado'));
      await queryClient.invalidateQueries({ queryKey: PAQUETES_KEY });
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const accion = (titulo: string, icono: ReactNode, alPulsar: () => void) => (
    <Tooltip title={titulo}>
      <IconButton size="small" aria-label={titulo} onClick={alPulsar}>
        {icono}
      </IconButton>
    </Tooltip>
  );
  const columnaAcciones: ListColumn<FilaPaquete> = {
    field: 'acciones',
    headerName: t('catalogo.acciones'),
    width: 110,
    render: (p) => (
      <>
        {PAQUETE_EDITABLE.has(p.estado) && accion(t('paquetes.editarDe', { subsidio: p.subsidio }), <EditIcon fontSize="small" />, () => setEnForm(p))}
        {p.estado === 'ACTIVO'
          ? accion(t('paquetes.desactivarDe', { subsidio: p.subsidio }), <PauseCircleIcon fontSize="small" />, () => void cambiarEstado(p, 'INACTIVO'))
          : accion(t('paquetes.activarDe', { subsidio: p.subsidio }), <PlayCircleIcon fontSize="small" />, () => void cambiarEstado(p, 'ACTIVO'))}
      </>
    ),
  };
  const columnas: ListColumn<FilaPaquete>[] = [
    ...(puedeEditar ? [columnaAcciones] : []),
    // The names that tell packages apart wrap rather than be cut (issue 32).
    { field: 'subsidio', headerName: t('paquetes.campos.subsidio'), sortable: true, flex: 2, wrap: true },
    { field: 'sucursal', headerName: t('paquetes.campos.regional'), flex: 1, wrap: true },
    { field: 'estado', headerName: t('paquetes.campos.estado'), sortable: true, width: 130, render: (p) => <EstadoChip estado={p.estado} /> },
  ];
  const filtros = useMemo<ListFilter[]>(
    () => [{ name: 'estado', label: t('paquetes.campos.estado'), type: 'select', initial: TODOS, options: estadoOptions(t, ESTADOS_PAQUETE) }],
    [t],
  );
  const fetchPage = useMemo(() => (q: ListQuery) => listarPaquetes(idRegional!, q), [idRegional]);

  return (
    <ListPage<FilaPaquete>
      heading={t('paquetes.titulo')}
      beforeList={
        <TextField
          id="paquetes-regional"
          select
          label={t('paquetes.regional')}
          value={idRegional === null ? '' : String(idRegional)}
          onChange={(e) => setElegida(Number(e.target.value))}
          helperText={regionales.data && regionales.data.length === 0 ? t('paquetes.sinRegionales') : idRegional === null ? t('paquetes.elijaRegional') : undefined}
          sx={{ maxWidth: 360 }}
        >
          {(regionales.data ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.nombre}
            </MenuItem>
          ))}
        </TextField>
      }
      showList={idRegional !== null}
      title={t('paquetes.lista')}
      queryKey={clave}
      fetchPage={fetchPage}
      columns={columnas}
      filters={filtros}
      defaultOrder="subsidio"
      add={{ label: t('paquetes.agregar'), allowed: puedeCrear, onClick: () => setEnForm(null) }}
    >
      {enForm !== undefined && idRegional !== null && <PaqueteDialog paquete={enForm} regionales={regionales.data ?? []} idRegional={idRegional} onClose={() => setEnForm(undefined)} />}
    </ListPage>
  );
}
