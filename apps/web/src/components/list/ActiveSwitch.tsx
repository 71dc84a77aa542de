import { useState } from 'react';
import Switch from '@mui/material/Switch';
import { confirmDialog } from '../dialogs/dialogStore';

interface Props {
  checked: boolean;
  /** Accessible name, e.g. "Activo: jperez". */
  label: string;
  question: string;
  disabled?: boolean;
  /** Called after the user accepts; the switch shows the new state while it runs. */
  onConfirm: (next: boolean) => Promise<unknown>;
}

/**
 * The active switch of the lists (spec part 1 §4): asks for confirmation; on cancel, or when the
 * change fails, it stays as it was.
 */
export function ActiveSwitch({ checked, label, question, disabled, onConfirm }: Props) {
  const [pending, setPending] = useState<boolean | null>(null);
  const toggle = async () => {
    const next = !checked;
    if (!(await confirmDialog(question))) return;
    setPending(next);
    try {
      await onConfirm(next);
    } finally {
      setPending(null);
    }
  };
  return <Switch checked={pending ?? checked} disabled={disabled || pending !== null} onChange={() => void toggle()} slotProps={{ input: { 'aria-label': label } }} />;
}
