import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/core';
import Box from '@mui/material/Box';
import { BarraProgreso } from '../../components/BarraProgreso';
import { router } from '../router';
import { useRequestsInFlight } from '../../shell/progress/store';

function subscribeNavigation(listener: () => void) {
  return router.subscribe(listener);
}

const navigating = () => router.state.navigation.state !== 'idle';

/**
 * The 4 px bar at the very top of the app while a request runs or a page's code downloads
 * (spec part 1 §9 "Progress bar 4px"). Above the top bar, so it shows on every page.
 */
export function GlobalProgress() {
  const { t } = useT();
  const requests = useRequestsInFlight();
  const loadingPage = useSyncExternalStore(subscribeNavigation, navigating, () => false);
  if (requests === 0 && !loadingPage) return null;
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}>
      <BarraProgreso etiqueta={t('common.loading')} testId="global-progress" color="secondary.main" fondo="rgba(255, 255, 255, 0.35)" />
    </Box>
  );
}
