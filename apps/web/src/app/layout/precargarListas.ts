import { useEffect } from 'react';
import type { MenuItem } from '@pb/contract';
import { useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { traerDialogosPendientes } from '../../components/perezoso';
import { queryClient } from '../../shell/queryClient';
import { MARCA_PRECARGA, primeraPantalla, sinPrimeraPantalla } from '../../shell/primeraPantalla';
import { isCurrent, menuEntries } from '../../shell/menu/menuModel';
import { SCREENS } from '../screens';
import { enReposo } from './enReposo';

/** The longest a screen opened first is waited for before the fetch for later starts anyway. */
export const ESPERA_MAXIMA_MS = 8000;

/**
 * A screen other than the home, opened first (a route typed in the address bar), is on screen once
 * its first requests are answered: the fetch for later must not share the line with them (decision
 * 081). A screen that asks for nothing (a form) is let go after the longest wait.
 */
export function pantallaAsentada(cliente: QueryClient): Promise<void> {
  return new Promise((resolver) => {
    let pidio = false;
    const fin = () => {
      globalThis.clearTimeout(plazo);
      dejar();
      resolver();
    };
    const plazo = globalThis.setTimeout(fin, ESPERA_MAXIMA_MS);
    const dejar = cliente.getQueryCache().subscribe(() => {
      if (cliente.isFetching() > 0) pidio = true;
      else if (pidio) fin();
    });
  });
}

/** The code of each page the menu links to, and of the account page every signed-in person reaches from the top bar. */
export function paginasDelMenu(menu: readonly MenuItem[]): Array<() => Promise<unknown>> {
  const urls = ['/account', ...menuEntries(menu).map((entrada) => entrada.url)];
  return SCREENS.flatMap((pantalla) => (pantalla.load && urls.some((url) => isCurrent(url, pantalla.path)) ? [pantalla.load] : []));
}

/**
 * What two or more signed-in screens share is in a few files (the build's tiers,
 * apps/web/scripts/trozos.ts, decisions 078 and 081): the lists' code in `comun` and `compartido`,
 * the forms and dialogs with zod and the contract's schemas in `formularios`. The shell fetches them
 * once the browser is idle after the first screen (the home with its charts,
 * shell/primeraPantalla.ts), with the pages of the person's menu (each a few KB) and the dialogs they
 * declare, so a screen opened from the menu waits only for its data (issue 33: its own chunk was one
 * more round trip, 0.56 s on a slow line) and a dialog opens at once, and the download never competes
 * with the home's own (issue 54). Nothing waits for it: a screen opened earlier loads them on its
 * own, the same files once. Importing the list page
 * and a form's field is how the files are named here; the top bar's user menu (UserMenuLista,
 * decision 076) comes with them.
 */
export function usePrecargarListas(menu: readonly MenuItem[]) {
  const enInicio = useLocation().pathname === '/';
  useEffect(() => {
    // Another screen first, or the person left the home before its charts came: it is its own first screen.
    if (!enInicio) sinPrimeraPantalla();
  }, [enInicio]);
  useEffect(() => {
    let cancelar: (() => void) | undefined;
    let desmontado = false;
    const antes = enInicio ? primeraPantalla() : pantallaAsentada(queryClient);
    const precargar = () =>
      void Promise.all([import('../../components/list/ListPage'), import('../../components/FormTextField'), import('./UserMenuLista'), ...paginasDelMenu(menu).map((cargar) => cargar())])
        // The pages just read declared their dialogs (`perezoso`): their code comes in the same batch.
        .then(() => traerDialogosPendientes())
        .catch(() => undefined)
        .then(() => performance.mark(MARCA_PRECARGA));
    void antes.then(() => {
      if (!desmontado) cancelar = enReposo(precargar);
    });
    return () => {
      desmontado = true;
      cancelar?.();
    };
    // The first screen is the one the shell opened with; later navigations change nothing here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
