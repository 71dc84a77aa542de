import type { TFunction } from 'i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn } from '../../components/list/types';

interface Fila {
  id: number;
  nombre: string;
  estado: string;
}

/** The active switch (spec part 2 §4: ACTIVO goes to INACTIVO, any other state to ACTIVO), asking first. */
export function columnaActivo<R extends Fila>(t: TFunction, onEstado: (fila: R, activo: boolean) => Promise<unknown>): ListColumn<R> {
  return {
    field: 'activo',
    headerName: t('catalogo.activo'),
    width: 90,
    render: (fila) => (
      <ActiveSwitch checked={fila.estado === 'ACTIVO'} label={t('catalogo.activoDe', { nombre: fila.nombre })} question={t('catalogo.confirmarEstado')} onConfirm={(activo) => onEstado(fila, activo)} />
    ),
  };
}

/** The actions column: an edit button named after the row. */
export function columnaEditar<R extends Fila>(t: TFunction, onEditar: (fila: R) => void): ListColumn<R> {
  return {
    field: 'acciones',
    headerName: t('catalogo.acciones'),
    width: 90,
    render: (fila) => (
      <Tooltip title={t('catalogo.editarDe', { nombre: fila.nombre })}>
        <IconButton size="small" aria-label={t('catalogo.editarDe', { nombre: fila.nombre })} onClick={() => onEditar(fila)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
  };
}

export const columnaEstado = <R extends Fila>(t: TFunction): ListColumn<R> => ({
  field: 'estado',
  headerName: t('catalogo.estado'),
  sortable: true,
  width: 120,
  render: (fila) => <EstadoChip estado={fila.estado} />,
});
