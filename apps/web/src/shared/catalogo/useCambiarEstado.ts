import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/errors';
import { TOAST_DURATION, notify } from '../../shell/notify/store';

/**
 * The state toggle of the catalogue's lists (spec part 2 §4): '¡Registro activado!' or
 * '¡Registro desactivado!' for the activation time, the lists under `clave` reloaded; a refusal
 * shows the server's message.
 */
export function useCambiarEstado(clave: readonly unknown[], cambiar: (id: number, estado: 'ACTIVO' | 'INACTIVO') => Promise<unknown>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return async (id: number, activo: boolean) => {
    try {
      await cambiar(id, activo ? 'ACTIVO' : 'INACTIVO');
      notify('success', t(activo ? 'catalogo.activado' : 'catalogo.desactivado'), { duration: TOAST_DURATION.activation });
      await queryClient.invalidateQueries({ queryKey: clave });
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    }
  };
}
