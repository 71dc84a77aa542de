/**
 * Idle timeout of spec part 1 §4: a countdown of 1800 s that drops by 15 every 15 s;
 * every request resets it. The server applies the same 30-minute idle limit.
 *
 * Tests (and only they) may shorten both numbers before the app loads, through the `localStorage`
 * keys `pb.sessionSeconds` and `pb.sessionTickSeconds`. A value is honoured only if it is a positive
 * number no larger than the default: the countdown can be made shorter, never longer.
 */
export const DEFAULT_SESSION_SECONDS = 1800;
export const DEFAULT_TICK_SECONDS = 15;

export const SESSION_SECONDS_KEY = 'pb.sessionSeconds';
export const TICK_SECONDS_KEY = 'pb.sessionTickSeconds';
const ACTIVITY_KEY = 'pb.lastActivity';

function configured(key: string, fallback: number): number {
  try {
    const raw = localStorage.getItem(key);
    const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(value) && value > 0 && value <= fallback ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Read once, when the app starts. */
export const SESSION_SECONDS = configured(SESSION_SECONDS_KEY, DEFAULT_SESSION_SECONDS);
export const TICK_SECONDS = configured(TICK_SECONDS_KEY, DEFAULT_TICK_SECONDS);

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
