import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n/core';
import type { LoginResponse, MenuItem } from '@pb/contract';
import { NetworkError, serverMessage } from '../../api/errors';
import { startSession } from '../../shell/session/store';

/** Only same-site paths: a crafted `redirect` must not send the user elsewhere. */
function safeRedirect(redirect: string | null | undefined): string {
  return redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

/** Whether a path is one of the menu's entries (a section's or its own). */
function enMenu(menu: MenuItem[], ruta: string): boolean {
  return menu.some((m) => m.url === ruta || m.submenu.some((s) => s.url === ruta));
}

/**
 * Where the user goes once signed in: the server's page when it names one (a forced password change),
 * else the `destino` the landing page asked for (its sales card, decision 043) when the user's menu
 * has it (a provider's user who follows the sales card would be refused there, issue 32), else the
 * dashboard.
 */
export function destinoTrasLogin(redirect: string | undefined, destino: string | null, menu: MenuItem[]): string {
  const delServidor = safeRedirect(redirect);
  if (delServidor !== '/') return delServidor;
  const pedido = safeRedirect(destino);
  return pedido === '/' || enMenu(menu, pedido) ? pedido : '/';
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
  const [params] = useSearchParams();
  const destino = params.get('destino');
  const [estado, setEstado] = useState<Estado>(INICIAL);
  const submit = useCallback(
    async (credentials: T) => {
      setEstado({ pending: true, error: null });
      try {
        const response = await call(credentials);
        startSession(response);
        void navigate(destinoTrasLogin(response.redirect, destino, response.menu ?? []), { replace: true });
        setEstado(INICIAL);
        return response;
      } catch (error) {
        setEstado({ pending: false, error });
        throw error;
      }
    },
    [call, navigate, destino],
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
