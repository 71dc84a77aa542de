/** Runs `hacer` once the browser is idle (at the latest after 5 s), or 2 s later where it cannot tell; answers how to cancel it. */
export function enReposo(hacer: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(hacer, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = globalThis.setTimeout(hacer, 2000);
  return () => globalThis.clearTimeout(id);
}
