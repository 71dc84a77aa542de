import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/VpnKey';
import { usePermission } from '../../shell/session/usePermission';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn } from '../../components/list/types';
import type { Modulo } from './api';
import { useModuloAcciones } from './useModuloAcciones';

interface Props {
  onEditar: (modulo: Modulo) => void;
  onPermisos: (modulo: Modulo) => void;
}

/** Columns of the module list (spec part 1 §2 "Modules"), each action gated by its permission. */
export function useModuloColumnas({ onEditar, onPermisos }: Props): ListColumn<Modulo>[] {
  const { t } = useTranslation();
  const puedeActualizar = usePermission('modulos', 'update');
  const puedeEliminar = usePermission('modulos', 'delete');
  const puedeVerPermisos = usePermission('permisos', 'read');
  const { cambiarEstado, cambiarVisible, eliminar } = useModuloAcciones();

  const boton = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return [
    {
      field: 'acciones',
      headerName: t('modulos.columns.actions'),
      width: 110,
      render: (m) => (
        <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
          {puedeActualizar && boton(t('modulos.acciones.editar', { label: m.label }), <EditIcon fontSize="small" />, () => onEditar(m))}
          {puedeEliminar && boton(t('modulos.acciones.eliminar', { label: m.label }), <DeleteIcon fontSize="small" />, () => void eliminar(m))}
        </Stack>
      ),
    },
    {
      field: 'permisos',
      headerName: t('modulos.columns.permisos'),
      width: 110,
      render: (m) => (puedeVerPermisos ? boton(t('modulos.acciones.permisos', { label: m.label }), <KeyIcon fontSize="small" />, () => onPermisos(m)) : null),
    },
    {
      field: 'activo',
      headerName: t('modulos.columns.activo'),
      width: 100,
      render: (m) => (
        <ActiveSwitch
          checked={m.estado === 'ACTIVO'}
          label={t('modulos.acciones.activo', { label: m.label })}
          question={m.estado === 'ACTIVO' ? t('modulos.confirm.inactivar') : t('modulos.confirm.activar')}
          disabled={!puedeActualizar}
          onConfirm={(activo) => cambiarEstado(m, activo)}
        />
      ),
    },
    {
      field: 'visible',
      headerName: t('modulos.columns.visible'),
      width: 100,
      sortable: true,
      render: (m) => (
        <ActiveSwitch
          checked={m.visible}
          label={t('modulos.acciones.visible', { label: m.label })}
          question={t('modulos.confirm.visible')}
          disabled={!puedeActualizar}
          onConfirm={(visible) => cambiarVisible(m, visible)}
        />
      ),
    },
    { field: 'label', headerName: t('modulos.columns.label'), sortable: true, flex: 1.5 },
    { field: 'ruta', headerName: t('modulos.columns.ruta'), sortable: true, flex: 1.5 },
    { field: 'icono', headerName: t('modulos.columns.icono'), sortable: true },
    { field: 'modulo_label', headerName: t('modulos.columns.padre'), sortable: true, flex: 1.5 },
    { field: 'orden', headerName: t('modulos.columns.orden'), sortable: true, width: 100 },
    { field: 'estado', headerName: t('modulos.columns.estado'), sortable: true, width: 120, render: (m) => <EstadoChip estado={m.estado} /> },
  ];
}
