import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

// Spec part 1 §9: primary purple, secondary white.
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#6a1b9a', contrastText: '#ffffff' },
      secondary: { main: '#ffffff', contrastText: '#6a1b9a' },
      background: { default: '#f6f4f8' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiLinearProgress: { styleOverrides: { root: { height: 4 } } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  esES,
);
