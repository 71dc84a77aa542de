import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import ThemeProviderNoVars from '@mui/material/styles/ThemeProviderNoVars';

/**
 * What MUI's ThemeProvider does for a theme without CSS variables (ours: createTheme with a palette
 * and no colorSchemes), without importing the CSS-variables provider it never uses (about 4 KB
 * gzipped on the login page).
 */
export function AppThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // As MUI's ThemeProvider: `vars: null` keeps an outer theme's variables from leaking in.
  const plain = useMemo(() => ({ ...theme, vars: null }) as unknown as Theme, [theme]);
  return <ThemeProviderNoVars theme={plain}>{children}</ThemeProviderNoVars>;
}
