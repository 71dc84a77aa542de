import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { TOAST_DURATION, notify } from '../../shell/notify/store';

/** Runs a state change, shows its text (the server's, in the user's language) and reloads the list. */
export function useCambiarEstado(clave: readonly unknown[]) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (accion: () => Promise<unknown>, aviso: string) => {
    try {
      await accion();
      notify('success', aviso, { duration: TOAST_DURATION.activation });
      await queryClient.invalidateQueries({ queryKey: clave });
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };
}
