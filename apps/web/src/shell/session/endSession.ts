import { navigateTo } from '../navigation';
import { setFlashMessage } from './flash';
import { clearSession } from './store';

const cleanups = new Set<() => void>();

/**
 * Registers what must be forgotten with the session. The query cache registers itself when the
 * signed-in shell loads (shell/queryClient.ts), so the login page does not download it.
 */
export function onEndSession(cleanup: () => void) {
  cleanups.add(cleanup);
}

/** Forgets the session in this browser and goes to the landing page, optionally with a warning there. */
export function endSession(message?: string) {
  clearSession();
  for (const cleanup of cleanups) cleanup();
  if (message) setFlashMessage(message);
  navigateTo('/principal', { replace: true });
}
