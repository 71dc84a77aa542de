import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { puedeModificarUsuarioDeRol } from '@pb/contract/valores';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { ActiveSwitch } from '../../components/list/ActiveSwitch';
import { EstadoChip } from '../../components/list/EstadoChip';
import type { ListColumn } from '../../components/list/types';
import { etiquetaRol } from '../../i18n/etiquetas';
import { nombreCompleto } from './formulario';
import type { Usuario } from './tipos';

interface Acciones {
  /** The signed-in user's id: their own row cannot be deactivated or deleted (spec part 1 §4). */
  idPropio: number | undefined;
  /** The caller's role: only a superadministrator changes a superadministrator (the server refuses the others). */
  idRol: number;
  puedeEditar: boolean;
  puedeEliminar: boolean;
  onEditar: (u: Usuario) => void;
  onEliminar: (u: Usuario) => void;
  onEstado: (u: Usuario, activo: boolean) => Promise<unknown>;
}

/** Columns of part 1 §2 "Users": actions, active switch, user, full name, email, entity, role, status. */
export function useColumnas(a: Acciones): ListColumn<Usuario>[] {
  const { t } = useTranslation();
  const protegido = (u: Usuario) => !puedeModificarUsuarioDeRol(a.idRol, u.id_rol);
  const columnas: ListColumn<Usuario>[] = [];
  if (a.puedeEditar || a.puedeEliminar) {
    columnas.push({
      field: 'acciones',
      headerName: t('list.actions'),
      width: 110,
      render: (u) => (
        <Stack direction="row">
          {a.puedeEditar && <Boton etiqueta={t('usuarios.editarDe', { usuario: u.usuario })} disabled={protegido(u)} onClick={() => a.onEditar(u)} icono={<EditIcon fontSize="small" />} />}
          {a.puedeEliminar && u.id !== a.idPropio && (
            <Boton etiqueta={t('usuarios.eliminarDe', { usuario: u.usuario })} disabled={protegido(u)} onClick={() => a.onEliminar(u)} icono={<DeleteIcon fontSize="small" />} />
          )}
        </Stack>
      ),
    });
  }
  if (a.puedeEditar) {
    columnas.push({
      field: 'activo',
      headerName: t('usuarios.columnas.activo'),
      width: 90,
      render: (u) => (
        <ActiveSwitch
          checked={u.estado === 'ACTIVO'}
          label={t('usuarios.activoDe', { usuario: u.usuario })}
          question={t(u.estado === 'ACTIVO' ? 'usuarios.confirmarInactivar' : 'usuarios.confirmarActivar', { usuario: u.usuario })}
          disabled={u.id === a.idPropio || protegido(u)}
          onConfirm={(activo) => a.onEstado(u, activo)}
        />
      ),
    });
  }
  columnas.push(
    { field: 'usuario', headerName: t('usuarios.columnas.usuario'), sortable: true },
    { field: 'nombre_completo', headerName: t('usuarios.columnas.nombreCompleto'), sortable: true, flex: 1.5, render: nombreCompleto },
    { field: 'email', headerName: t('usuarios.columnas.email'), sortable: true, flex: 1.5 },
    { field: 'entidad_nombre', headerName: t('usuarios.columnas.entidad'), sortable: true, flex: 1.5 },
    { field: 'rol_nombre', headerName: t('usuarios.columnas.rol'), sortable: true, render: (u) => etiquetaRol(t, { id: u.id_rol, nombre: u.rol_nombre }) },
    { field: 'estado', headerName: t('usuarios.columnas.estado'), sortable: true, width: 120, render: (u) => <EstadoChip estado={u.estado} /> },
  );
  return columnas;
}

/** An icon button named by its label; the tooltip shows only when it can be used. */
function Boton({ etiqueta, disabled, onClick, icono }: { etiqueta: string; disabled: boolean; onClick: () => void; icono: ReactNode }) {
  const boton = (
    <IconButton size="small" aria-label={etiqueta} disabled={disabled} onClick={onClick}>
      {icono}
    </IconButton>
  );
  return disabled ? boton : <Tooltip title={etiqueta}>{boton}</Tooltip>;
}
