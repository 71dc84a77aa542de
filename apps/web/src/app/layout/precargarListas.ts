import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MARCA_PRECARGA, primeraPantalla, sinPrimeraPantalla } from '../../shell/primeraPantalla';

/**
 * Nearly every signed-in screen is a list, and they share the list's code (ListPage: ListTable on
 * MUI's table pieces, the filter panel, their texts; about 17 KB gzip since decision 077 took out the
 * data grid, which was 154 KB): the shell fetches it once the browser is idle after the first screen
 * (the home with its charts, shell/primeraPantalla.ts), so a screen opened from the menu waits only
 * for its own small chunk and its data (issue 33), and the download never competes with the home's
 * own (issue 54). Nothing waits for it: a screen opened earlier loads it on its own, the same file
 * once. The pieces most screens share (components/piezasComunes.ts) and the top bar's user menu
 * (UserMenuLista, decision 076) come with it.
 */
export function usePrecargarListas() {
  const enInicio = useLocation().pathname === '/';
  useEffect(() => {
    // Another screen first, or the person left the home before its charts came: it is its own first screen.
    if (!enInicio) sinPrimeraPantalla();
  }, [enInicio]);
  useEffect(() => {
    let cancelar: (() => void) | undefined;
    let desmontado = false;
    const precargar = () =>
      void Promise.all([import('../../components/list/ListPage'), import('../../components/piezasComunes'), import('./UserMenuLista')])
        .catch(() => undefined)
        .then(() => performance.mark(MARCA_PRECARGA));
    void primeraPantalla().then(() => {
      if (desmontado) return;
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(precargar, { timeout: 5000 });
        cancelar = () => window.cancelIdleCallback(id);
      } else {
        const id = globalThis.setTimeout(precargar, 2000);
        cancelar = () => globalThis.clearTimeout(id);
      }
    });
    return () => {
      desmontado = true;
      cancelar?.();
    };
  }, []);
}
