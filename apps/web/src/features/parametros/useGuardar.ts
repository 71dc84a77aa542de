import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../app/notify/store';
import { useSaveAction } from '../../components/dialogs/useSaveAction';

/**
 * Saving one record of a tab: the spec's success toasts ('La operación se realizó correctamente.' on
 * add, 'Se actualizó el registro correctamente' on edit), the list reloaded, the error in the dialog.
 */
export function useGuardar(clave: readonly unknown[], onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { error, save } = useSaveAction();
  const guardar = async (editando: boolean, accion: () => Promise<unknown>) => {
    if (!(await save(accion))) return;
    notify('success', editando ? t('parametros.actualizado') : t('toast.success'));
    onClose();
    await queryClient.invalidateQueries({ queryKey: clave });
  };
  return { error, guardar };
}
