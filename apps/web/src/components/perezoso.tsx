import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { BarraProgreso } from './BarraProgreso';

/**
 * A screen's dialog (or its form) loaded when it is first shown (decision 081): its fields, the
 * contract's schemas and react-hook-form are not part of the list a route typed in the address bar
 * waits for. While its code comes, the top of the window shows the progress bar.
 */
export function perezoso<P extends object>(cargar: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Cargado = lazy(() => cargar().then((componente) => ({ default: componente })));
  return function Perezoso(props: P) {
    return (
      <Suspense fallback={<Cargando />}>
        <Cargado {...props} />
      </Suspense>
    );
  };
}

function Cargando() {
  const { t } = useTranslation();
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'modal' }}>
      <BarraProgreso etiqueta={t('common.loading')} />
    </Box>
  );
}
