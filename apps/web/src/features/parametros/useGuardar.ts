import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { notify } from '../../app/notify/store';

/**
 * Saving one record of a tab: the spec's success toasts ('La operación se realizó correctamente.' on
 * add, 'Se actualizó el registro correctamente' on edit), the list reloaded, the error in the dialog.
 */
export function useGuardar(clave: readonly unknown[], onClose: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const guardar = async (editando: boolean, accion: () => Promise<unknown>) => {
    setError(null);
    try {
      await accion();
    } catch (e) {
      setError(errorMessage(e, t('toast.error')));
      return;
    }
    notify('success', editando ? t('parametros.actualizado') : t('toast.success'));
    onClose();
    await queryClient.invalidateQueries({ queryKey: clave });
  };
  return { error, guardar };
}
