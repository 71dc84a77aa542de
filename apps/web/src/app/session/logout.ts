import { http } from '../../api/http';
import { endSession } from './endSession';
import { getSession } from './store';

/**
 * Ends the session on the server (`PUT /auth`, CONTRACT.md "Addresses") and in the browser.
 * The browser session ends even when the server cannot be reached.
 */
export async function logout(message?: string) {
  const session = getSession();
  if (session) {
    try {
      await http.put('/auth', { id: session.usuario.id, token: null }, { redirects: false });
    } catch {
      // the token expires on its own; leaving must never fail
    }
  }
  endSession(message);
}
