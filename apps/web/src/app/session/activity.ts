/**
 * Idle timeout of spec part 1 §4: a countdown of 1800 s that drops by 15 every 15 s;
 * every request resets it. The server applies the same 30-minute idle limit.
 */
export const SESSION_SECONDS = 1800;
export const TICK_SECONDS = 15;

const ACTIVITY_KEY = 'pb.lastActivity';

function storedActivity(): number {
  try {
    const stored = Number(localStorage.getItem(ACTIVITY_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0;
  }
}

// A reload keeps counting from the last request, not from the reload.
let lastActivity = storedActivity() || Date.now();

/** Called by the HTTP client on every request. */
export function touchActivity() {
  lastActivity = Date.now();
  try {
    localStorage.setItem(ACTIVITY_KEY, String(lastActivity));
  } catch {
    // ignore: in-memory value still counts
  }
}

/** Seconds left before the idle logout, taking other tabs' requests into account. */
export function secondsLeft(now = Date.now()): number {
  const last = Math.max(lastActivity, storedActivity());
  return Math.max(0, SESSION_SECONDS - Math.floor((now - last) / 1000));
}
