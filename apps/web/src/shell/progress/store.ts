import { useSyncExternalStore } from 'react';

/**
 * Number of requests of the HTTP client still waiting for an answer; the 4 px bar at the top of
 * the app (spec part 1 §9) shows while it is above zero.
 */
let inFlight = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Counts a request; call the returned function once when it ends (twice does nothing). */
export function trackRequest(): () => void {
  inFlight += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight = Math.max(0, inFlight - 1);
    emit();
  };
}

export function requestsInFlight(): number {
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useRequestsInFlight(): number {
  return useSyncExternalStore(subscribe, requestsInFlight, () => 0);
}
