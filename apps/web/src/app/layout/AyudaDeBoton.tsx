import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Whether the focus came from the keyboard (a click focuses too, and shows no tooltip, as MUI's). */
function focoDeTeclado(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * The name of a top bar's icon button shown under it on hover and on keyboard focus, as MUI's Tooltip
 * showed it, without its positioning engine (Popper, about 10 KB gzip the signed-in shell no longer
 * carries, decision 076). The button keeps its own accessible name (aria-label): the text is for the
 * eye. It stays while the pointer is over it, and Escape hides it (WCAG 1.4.13).
 */
export function AyudaDeBoton({ texto, children }: { texto: string; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  return (
    <Box
      component="span"
      sx={{ position: 'relative', display: 'inline-flex' }}
      onMouseEnter={() => setVisible(true)}
      onMouseLeave={() => setVisible(false)}
      onFocus={(e) => setVisible(focoDeTeclado(e.target))}
      onBlur={() => setVisible(false)}
      onClick={() => setVisible(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setVisible(false);
      }}
    >
      {children}
      {visible && (
        // Its top padding bridges the gap, so the pointer can move onto the text without losing it.
        <Box component="span" aria-hidden="true" sx={{ position: 'absolute', top: '100%', left: '50%', transform: 'translateX(-50%)', pt: 0.5, zIndex: 'tooltip' }}>
          <Box component="span" sx={{ display: 'block', px: 1, py: 0.5, borderRadius: 1, bgcolor: 'grey.700', color: 'common.white', fontSize: '0.6875rem', fontWeight: 500, lineHeight: 1.4, whiteSpace: 'nowrap' }}>
            {texto}
          </Box>
        </Box>
      )}
    </Box>
  );
}
