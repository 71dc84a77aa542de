import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { MARCA_PRECARGA, primeraPantalla, sinPrimeraPantalla } from '../../shell/primeraPantalla';

/**
 * What two or more signed-in screens share (the list's code, the forms and dialogs, MUI's pieces, zod
 * with the contract's schemas) is in two files, `comun` and `compartido` (the build's tiers,
 * apps/web/scripts/trozos.ts, decision 078): the shell fetches them once the browser is idle after the
 * first screen (the home with its charts, shell/primeraPantalla.ts), so a screen opened from the menu
 * waits only for its own small chunk and its data (issue 33), and the download never competes with the
 * home's own (issue 54). Nothing waits for it: a screen opened earlier loads them on its own, the same
 * files once. Importing the list page is how the files are named here; the top bar's user menu
 * (UserMenuLista, decision 076) comes with them.
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
      void Promise.all([import('../../components/list/ListPage'), import('./UserMenuLista')])
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
