import { useEffect, useState } from 'react';
import { useT } from '../../i18n/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import { dismiss, MAX_VISIBLE_TOASTS, useToasts, type Toast } from './store';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useT();
  // Each toast keeps its own duration; its timer starts when it becomes visible and waits while the
  // pointer or the focus is on it, so that nobody loses a message while reading it (WCAG 2.2.1).
  const [leyendo, setLeyendo] = useState(false);
  useEffect(() => {
    if (toast.duration === null || leyendo) return;
    const timer = window.setTimeout(() => dismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, leyendo]);
  const urgent = toast.severity === 'error' || toast.severity === 'warning';
  return (
    <Slide direction="up" in mountOnEnter appear>
      <Alert
        severity={toast.severity}
        variant="filled"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        onClose={() => dismiss(toast.id)}
        onMouseEnter={() => setLeyendo(true)}
        onMouseLeave={() => setLeyendo(false)}
        onFocus={() => setLeyendo(true)}
        onBlur={() => setLeyendo(false)}
        closeText={t('common.close')}
        sx={{ width: '100%', whiteSpace: 'pre-line', boxShadow: 6, pointerEvents: 'auto' }}
        data-testid="toast"
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Slide>
  );
}

/**
 * Toasts at the bottom right (full width on a phone), where they cover neither the top bar's menus
 * nor a page's title; newest last. Several stack, the rest queue until one closes.
 */
export function Notifier() {
  const toasts = useToasts().slice(0, MAX_VISIBLE_TOASTS);
  if (toasts.length === 0) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        // Bottom left on wide screens and the top on phones: never over a dialog's action buttons
        // (bottom right) or the user menu (top right).
        top: { xs: 8, sm: 'auto' },
        bottom: { xs: 'auto', sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        width: { sm: 420 },
        zIndex: (theme) => theme.zIndex.snackbar,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Stack>
  );
}
