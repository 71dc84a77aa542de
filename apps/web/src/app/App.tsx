import { useMemo } from 'react';
import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Notifier } from './notify/Notifier';
import { GlobalProgress } from './progress/GlobalProgress';
import { ConfirmDialogHost } from '../components/dialogs/ConfirmDialog';
import { router } from './router';
import { REDUCED_MOTION_QUERY, createAppTheme } from './theme';

const globalStyles = {
  // Visible only when focused with the keyboard.
  '.skip-link': { position: 'absolute', left: -9999, top: 8, zIndex: 2000, padding: 8, background: '#fff' },
  '.skip-link:focus': { left: 8 },
} as const;

export function App() {
  const reduceMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  const theme = useMemo(() => createAppTheme({ reduceMotion }), [reduceMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
      <GlobalProgress />
      <RouterProvider router={router} />
      <Notifier />
      <ConfirmDialogHost />
    </ThemeProvider>
  );
}
