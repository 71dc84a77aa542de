import { replyText } from '../../api/messages';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/core';
import { NetworkError, serverMessage } from '../../api/errors';
import type { Respuesta } from './api';

/**
 * One public call of these pages: while it runs, the server's answer when it succeeds (shown as it
 * came, in the user's language) or its refusal. Plain React state, as the login's (useLogin).
 */
export function useEnvio<A extends unknown[]>(call: (...args: A) => Promise<Respuesta>) {
  const { t } = useT();
  const [estado, setEstado] = useState<{ pending: boolean; error: unknown; hecho: string | null }>({ pending: false, error: null, hecho: null });
  const enviar = useCallback(
    async (...args: A) => {
      setEstado({ pending: true, error: null, hecho: null });
      try {
        const r = await call(...args);
        setEstado({ pending: false, error: null, hecho: replyText(r) });
      } catch (error) {
        setEstado({ pending: false, error, hecho: null });
      }
    },
    [call],
  );
  const { error } = estado;
  const errorText = !error ? null : error instanceof NetworkError ? t('login.noConnection') : (serverMessage(error) ?? t('toast.error'));
  return { enviar, pending: estado.pending, errorText, hecho: estado.hecho };
}
