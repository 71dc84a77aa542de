// The path vite.config.ts aliases to MUI's plain theme provider (not in MUI's package exports).
declare module '@mui/material/styles/ThemeProviderNoVars' {
  import type { ReactNode } from 'react';
  import type { Theme } from '@mui/material/styles';

  export default function ThemeProviderNoVars(props: { theme: Theme; children?: ReactNode }): ReactNode;
}
