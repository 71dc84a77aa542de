import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { notify, TOAST_DURATION } from '../../shell/notify/store';
import { refreshMenu } from '../../shell/session/useMenuRefresh';
import { confirmDialog } from '../../components/dialogs/dialogStore';
import { MODULOS_KEY, editarModulo, eliminarModulo, type Modulo } from './api';

/**
 * After a change to modules the list, the parent choices, and the side menu with the permission
 * set reload (spec part 1 §6).
 */
export function useRecargarModulos() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: MODULOS_KEY }), refreshMenu()]);
  };
}

/** The list's row actions: active and visible switches (already confirmed) and delete. */
export function useModuloAcciones() {
  const { t } = useTranslation();
  const recargar = useRecargarModulos();
  const fallo = (error: unknown) => notify('error', errorMessage(error, t('toast.error')));

  const cambiarEstado = async (modulo: Modulo, activo: boolean) => {
    try {
      await editarModulo(modulo.id, { estado: activo ? 'ACTIVO' : 'INACTIVO' });
      notify('success', t('modulos.mensajes.estado'), { duration: TOAST_DURATION.activation });
      await recargar();
    } catch (error) {
      fallo(error);
    }
  };

  const cambiarVisible = async (modulo: Modulo, visible: boolean) => {
    try {
      await editarModulo(modulo.id, { visible });
      if (visible) notify('success', t('modulos.mensajes.visible'), { duration: TOAST_DURATION.permission });
      else notify('warning', t('modulos.mensajes.oculto'), { duration: TOAST_DURATION.permission });
      await recargar();
    } catch (error) {
      fallo(error);
    }
  };

  const eliminar = async (modulo: Modulo) => {
    if (!(await confirmDialog(t('modulos.confirm.eliminar', { label: modulo.label })))) return;
    try {
      await eliminarModulo(modulo.id);
      notify('success', t('toast.success'));
      await recargar();
    } catch (error) {
      fallo(error);
    }
  };

  return { cambiarEstado, cambiarVisible, eliminar };
}
