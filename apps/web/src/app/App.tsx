import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AppThemeProvider } from './AppThemeProvider';
import { GlobalProgress } from './progress/GlobalProgress';
import { onDemand } from './OnDemand';
import { useToasts } from '../shell/notify/store';
import { useDialogRequest } from '../components/dialogs/dialogStore';
import { router } from './router';
import { REDUCED_MOTION_QUERY, createAppTheme } from '../shell/theme';

const globalStyles = {
  // Visible only when focused with the keyboard.
  '.skip-link': { position: 'absolute', left: -9999, top: 8, zIndex: 2000, padding: 8, background: '#fff' },
  '.skip-link:focus': { left: 8 },
} as const;

const Notifier = onDemand(
  () => import('../shell/notify/Notifier').then((m) => ({ default: m.Notifier })),
  () => useToasts().length > 0,
);
const ConfirmDialogHost = onDemand(
  () => import('../components/dialogs/ConfirmDialog').then((m) => ({ default: m.ConfirmDialogHost })),
  () => useDialogRequest() !== null,
);

export function App() {
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => createAppTheme({ reduceMotion }), [reduceMotion]);
  return (
    <AppThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
      <GlobalProgress />
      <RouterProvider router={router} />
      <Notifier />
      <ConfirmDialogHost />
    </AppThemeProvider>
  );
}
