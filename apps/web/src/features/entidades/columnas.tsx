import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn } from '../../components/list/types';
import { telefonosTexto } from '../../shared/entidades/formulario';
import type { Entidad } from '../../shared/entidades/tipos';

interface Acciones {
  /** The signed-in user's entity: its own state is not switched from here. */
  idEntidadPropia: number | null | undefined;
  puedeEditar: boolean;
  onEditar: (e: Entidad) => void;
  onEstado: (e: Entidad, activo: boolean) => Promise<unknown>;
}

/** Columns of part 1 §2 "Entities": actions, active switch, name, acronym, NIT, type, e-mail, phones, state. */
export function useColumnas(a: Acciones): ListColumn<Entidad>[] {
  const { t } = useTranslation();
  const columnas: ListColumn<Entidad>[] = [];
  if (a.puedeEditar) {
    columnas.push(
      {
        field: 'acciones',
        headerName: t('list.actions'),
        width: 90,
        render: (e) => {
          const etiqueta = t('entidades.editarDe', { nombre: e.nombre });
          return (
            <Tooltip title={etiqueta}>
              <IconButton size="small" aria-label={etiqueta} onClick={() => a.onEditar(e)}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          );
        },
      },
      {
        field: 'activo',
        headerName: t('entidades.columnas.activo'),
        width: 90,
        render: (e) => (
          <ActiveSwitch
            checked={e.estado === 'ACTIVO'}
            label={t('entidades.activoDe', { nombre: e.nombre })}
            question={t(e.estado === 'ACTIVO' ? 'entidades.confirmarInactivar' : 'entidades.confirmarActivar', { nombre: e.nombre })}
            disabled={e.id === a.idEntidadPropia}
            onConfirm={(activo) => a.onEstado(e, activo)}
          />
        ),
      },
    );
  }
  columnas.push(
    { field: 'nombre', headerName: t('entidades.columnas.nombre'), sortable: true, flex: 2 },
    { field: 'sigla', headerName: t('entidades.columnas.sigla'), sortable: true },
    { field: 'nit', headerName: t('entidades.columnas.nit'), sortable: true },
    { field: 'tipo', headerName: t('entidades.columnas.tipo'), sortable: true },
    { field: 'email', headerName: t('entidades.columnas.email'), flex: 1.5 },
    { field: 'telefonos', headerName: t('entidades.columnas.telefonos'), flex: 1.2, render: (e) => telefonosTexto(e.telefonos) },
    { field: 'estado', headerName: t('entidades.columnas.estado'), sortable: true, width: 120, render: (e) => <EstadoChip estado={e.estado} /> },
  );
  return columnas;
}
