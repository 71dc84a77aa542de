import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { BarraProgreso } from './BarraProgreso';

/** The dialogs declared by the modules read so far whose code has not been asked for yet. */
const sinTraer = new Set<() => Promise<unknown>>();

/**
 * A screen's dialog (or its form) loaded when it is first shown (decision 081): its fields, the
 * contract's schemas and react-hook-form are not part of the list a route typed in the address bar
 * waits for. While its code comes, the top of the window shows the progress bar. The screen's
 * module declares it, so the shell's fetch for later (app/layout/precargarListas.ts) asks for it
 * with the menu's pages (`traerDialogosPendientes`) and the first opening is at once.
 */
export function perezoso<P extends object>(cargar: () => Promise<ComponentType<P>>): ComponentType<P> {
  let pedido: Promise<ComponentType<P>> | undefined;
  let llegado: ComponentType<P> | undefined;
  const traer = () => {
    sinTraer.delete(traer);
    pedido ??= cargar().then(
      (componente) => (llegado = componente),
      (err: unknown) => {
        // A failed download (the line dropped) is asked for again on the next opening.
        pedido = undefined;
        sinTraer.add(traer);
        throw err;
      },
    );
    return pedido;
  };
  sinTraer.add(traer);
  const Cargado = lazy(() => traer().then((componente) => ({ default: componente })));
  return function Perezoso(props: P) {
    // Fetched ahead, it opens in the same frame, without the bar's flash. Chosen once per opening:
    // a dialog opened through the bar must not be mounted again (its typing lost) when its code lands.
    const [Llegado] = useState(() => llegado);
    if (Llegado) return <Llegado {...props} />;
    return (
      <Suspense fallback={<Cargando />}>
        <Cargado {...props} />
      </Suspense>
    );
  };
}

/** Asks for the code of every dialog declared so far and not yet asked for; a failure is left to the opening. */
export function traerDialogosPendientes(): Promise<void> {
  const pendientes = [...sinTraer];
  return Promise.all(pendientes.map((traer) => traer().catch(() => undefined))).then(() => undefined);
}

function Cargando() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' }}>
      <BarraProgreso etiqueta={t('common.loading')} />
    </Box>
  );
}
