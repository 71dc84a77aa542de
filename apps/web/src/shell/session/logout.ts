import type { RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';
import { endSession } from './endSession';
import { getSession } from './store';

/**
 * Ends the session on the server (`PUT /auth`, CONTRACT.md "Addresses") and in the browser, and at
 * Ciudadanía Digital when it came from there (decision 037). The browser session ends even when the
 * server cannot be reached.
 */
export async function logout(message?: string) {
  const session = getSession();
  let salida: string | undefined;
  if (session) {
    try {
      salida = (await http.put<RespuestaDe<'PUT /auth'> | null>('/auth', { id: session.usuario.id, token: null }, { redirects: false }))?.salida;
    } catch {
      // the token expires on its own; leaving must never fail
    }
  }
  endSession(message);
  // A session from Ciudadanía Digital: the provider ends its own too, then sends the browser back to the landing.
  if (salida && /^https?:\/\//.test(salida)) window.location.assign(salida);
}
