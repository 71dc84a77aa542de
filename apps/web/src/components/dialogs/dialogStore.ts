import { useSyncExternalStore } from 'react';

/** One open alert or confirm dialog at a time, opened from anywhere with `confirm()` or `alert()`. */
export interface DialogRequest {
  kind: 'confirm' | 'alert';
  title?: string;
  message: string;
  acceptLabel?: string;
  cancelLabel?: string;
  resolve: (accepted: boolean) => void;
}

let current: DialogRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function open(request: Omit<DialogRequest, 'resolve'>): Promise<boolean> {
  // A new question replaces an unanswered one, which counts as cancelled.
  current?.resolve(false);
  return new Promise<boolean>((resolve) => {
    current = { ...request, resolve };
    emit();
  });
}

export function confirmDialog(message: string, options: { title?: string; acceptLabel?: string; cancelLabel?: string } = {}): Promise<boolean> {
  return open({ kind: 'confirm', message, ...options });
}

/** The generic alert dialog; its default text is the catalogue's 'Mensaje...'. */
export function alertDialog(message?: string, options: { title?: string } = {}): Promise<boolean> {
  return open({ kind: 'alert', message: message ?? '', ...options });
}

export function answer(accepted: boolean) {
  const request = current;
  current = null;
  emit();
  request?.resolve(accepted);
}

export function useDialogRequest(): DialogRequest | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
