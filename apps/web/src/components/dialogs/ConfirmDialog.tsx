import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/core';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { answer, useDialogRequest } from './dialogStore';

/**
 * The alert and confirm dialogs of spec part 1 §8–§9: modal (keyboard input behind them is
 * blocked), Esc cancels, Tab moves between Cancelar and Aceptar, Enter presses the focused button.
 * Mounted once at the root of the app.
 */
export function ConfirmDialogHost() {
  const { t } = useT();
  const request = useDialogRequest();
  const [focused, setFocused] = useState<0 | 1>(1);
  const [shown, setShown] = useState(request);
  const buttons = [useRef<HTMLButtonElement>(null), useRef<HTMLButtonElement>(null)] as const;
  const isConfirm = request?.kind === 'confirm';

  // Every new question starts on Aceptar.
  if (shown !== request) {
    setShown(request);
    setFocused(1);
  }
  // Follow Tab. The first focus comes from `autoFocus`: the buttons mount a render later, inside
  // the dialog's portal, and the dialog's focus trap would otherwise keep the focus on itself.
  useEffect(() => {
    if (request) buttons[isConfirm ? focused : 1].current?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      answer(false);
    } else if (event.key === 'Tab') {
      event.preventDefault();
      if (isConfirm) setFocused((f) => (f === 0 ? 1 : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      answer(isConfirm ? focused === 1 : true);
    }
  };

  return (
    <Dialog
      open={request !== null}
      onClose={() => answer(false)}
      onKeyDown={onKeyDown}
      maxWidth="xs"
      fullWidth
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-text"
    >
      <DialogTitle id="confirm-dialog-title">{request?.title ?? (isConfirm ? t('dialog.confirmTitle') : t('dialog.alertTitle'))}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-text">{request?.message || t('dialog.defaultMessage')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {isConfirm && (
          <Button ref={buttons[0]} onClick={() => answer(false)} onFocus={() => setFocused(0)} variant={focused === 0 ? 'outlined' : 'text'}>
            {request?.cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button ref={buttons[1]} onClick={() => answer(true)} onFocus={() => setFocused(1)} variant="contained" autoFocus>
          {request?.acceptLabel ?? t('common.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
