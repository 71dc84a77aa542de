import { queryClient } from '../queryClient';
import { navigateTo } from '../navigation';
import { setFlashMessage } from './flash';
import { clearSession } from './store';

/** Forgets the session in this browser and goes to the landing page, optionally with a warning there. */
export function endSession(message?: string) {
  clearSession();
  queryClient.clear();
  if (message) setFlashMessage(message);
  navigateTo('/principal', { replace: true });
}
