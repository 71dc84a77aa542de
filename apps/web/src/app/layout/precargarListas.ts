import { useEffect } from 'react';

/**
 * Nearly every signed-in screen is a list, and the list's code (MUI X DataGrid, about 140 KB gzip)
 * is the largest part of each: the shell fetches it once the browser is idle after the first page,
 * so a screen opened from the menu waits only for its own small chunk and its data (issue 33).
 * Nothing waits for it: a screen opened earlier loads it on its own, the same file once. The
 * pieces most screens share (components/piezasComunes.ts) come with it.
 */
export function usePrecargarListas() {
  useEffect(() => {
    const precargar = () => void Promise.all([import('../../components/list/ListPage'), import('../../components/piezasComunes')]).catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(precargar, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = globalThis.setTimeout(precargar, 2000);
    return () => globalThis.clearTimeout(id);
  }, []);
}
