import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { notify, TOAST_DURATION } from '../../shell/notify/store';
import { useSession } from '../../shell/session/store';
import { usePermission } from '../../shell/session/usePermission';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { estadoOptions } from '../../components/list/estadoOptions';
import { ListPage } from '../../components/list/ListPage';
import type { ListFilter } from '../../components/list/types';
import { etiquetaRol } from '../../i18n/etiquetas';
import { CLAVE, cambiarEstado, eliminarUsuario, listarUsuarios } from './api';
import { useColumnas } from './columnas';
import { useRoles } from './useRoles';
import type { Usuario } from './tipos';
import { TODOS } from '@pb/contract/valores';
import { perezoso } from '../../components/perezoso';

const UsuarioDialog = perezoso(() => import('./UsuarioDialog').then((m) => m.UsuarioDialog));

/** `/usuarios` (spec part 1 §2 "Users"): the list, its filters and the add/edit dialog. */
export default function UsuariosPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const session = useSession();
  const puedeCrear = usePermission('usuarios', 'create');
  const puedeEditar = usePermission('usuarios', 'update');
  const puedeEliminar = usePermission('usuarios', 'delete');
  const { roles, puedeLeer: puedeLeerRoles } = useRoles();
  // undefined: closed; null: adding; a user: editing it.
  const [dialogo, setDialogo] = useState<Usuario | null | undefined>(undefined);
  const refrescar = () => queryClient.invalidateQueries({ queryKey: [...CLAVE, 'lista'] });

  const onEstado = async (u: Usuario, activo: boolean) => {
    try {
      await cambiarEstado(u.id, activo ? 'ACTIVO' : 'INACTIVO');
      notify('success', t('usuarios.estadoModificado'), { duration: TOAST_DURATION.activation });
      await refrescar();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const onEliminar = async (u: Usuario) => {
    if (!(await confirmDialog(t('usuarios.confirmarEliminar', { usuario: u.usuario })))) return;
    try {
      await eliminarUsuario(u.id);
      notify('success', t('toast.success'));
      await refrescar();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };

  const columnas = useColumnas({
    idPropio: session?.usuario.id,
    idRol: session?.usuario.id_rol ?? 0,
    puedeEditar,
    puedeEliminar,
    onEditar: setDialogo,
    onEliminar: (u) => void onEliminar(u),
    onEstado,
  });

  const filtros = useMemo<ListFilter[]>(() => {
    const todos = t('usuarios.todos');
    const lista: ListFilter[] = [];
    // The role filter lists the `roles` query: only for whoever may read roles.
    if (puedeLeerRoles) {
      lista.push({ name: 'id_rol', label: t('usuarios.columnas.rol'), type: 'select', initial: '0', options: [{ value: '0', label: todos }, ...roles.map((r) => ({ value: String(r.id), label: etiquetaRol(t, r) }))] });
    }
    lista.push(
      { name: 'usuario', label: t('usuarios.columnas.usuario'), maxLength: 50 },
      { name: 'nombre_completo', label: t('usuarios.columnas.nombreCompleto'), maxLength: 100 },
      { name: 'email', label: t('usuarios.columnas.email'), maxLength: 100 },
      {
        name: 'estado',
        label: t('usuarios.columnas.estado'),
        type: 'select',
        initial: TODOS,
        options: estadoOptions(t),
      },
    );
    return lista;
  }, [t, roles, puedeLeerRoles]);

  return (
    <ListPage<Usuario>
      heading={t('user.title')}
      title={t('usuarios.lista')}
      queryKey={[...CLAVE, 'lista']}
      fetchPage={listarUsuarios}
      columns={columnas}
      filters={filtros}
      add={{ label: t('usuarios.agregar'), allowed: puedeCrear, onClick: () => setDialogo(null) }}
    >
      {dialogo !== undefined && <UsuarioDialog usuario={dialogo} onClose={() => setDialogo(undefined)} onGuardado={() => void refrescar()} />}
    </ListPage>
  );
}
