import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { keyframes } from '@emotion/react';

const avance = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * An indeterminate 4 px progress bar. The first page and the app's top bar use it: MUI's
 * LinearProgress weighed 3.5 KB gzip of the login page's JavaScript (issue 33), for a moving stripe.
 */
export function BarraProgreso({ etiqueta, color = 'primary.main', fondo, testId }: { etiqueta: string; color?: string; fondo?: string; testId?: string }) {
  return (
    <Box role="progressbar" aria-label={etiqueta} aria-busy="true" data-testid={testId} sx={{ position: 'relative', overflow: 'hidden', height: 4, bgcolor: (tema) => fondo ?? alpha(tema.palette.primary.main, 0.2) }}>
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          width: '40%',
          bgcolor: color,
          animation: `${avance} 1.4s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
