import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/core';
import type { LoginResponse } from '@pb/contract';
import { NetworkError, serverMessage } from '../../api/errors';
import { startSession } from '../../shell/session/store';

/** Only same-site paths: a crafted `redirect` must not send the user elsewhere. */
function safeRedirect(redirect: string | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

interface Estado {
  pending: boolean;
  error: unknown;
}

const INICIAL: Estado = { pending: false, error: null };

/**
 * Runs a login call, stores the session and goes to the role's landing page. Plain React state, not
 * a query-library mutation: the login page does not download the signed-in pages' query cache.
 */
export function useLogin<T>(call: (credentials: T) => Promise<LoginResponse>) {
  const { t } = useT();
  const navigate = useNavigate();
  const [estado, setEstado] = useState<Estado>(INICIAL);
  const submit = useCallback(
    async (credentials: T) => {
      setEstado({ pending: true, error: null });
      try {
        const response = await call(credentials);
        startSession(response);
        void navigate(safeRedirect(response.redirect), { replace: true });
        setEstado(INICIAL);
        return response;
      } catch (error) {
        setEstado({ pending: false, error });
        throw error;
      }
    },
    [call, navigate],
  );
  const reset = useCallback(() => setEstado(INICIAL), []);
  const error = estado.error;
  const errorText = !error
    ? null
    : error instanceof NetworkError
      ? t('login.noConnection')
      : (serverMessage(error) ?? t('login.invalid'));
  return { submit, pending: estado.pending, errorText, reset };
}
