import { useSyncExternalStore } from 'react';

export type Severity = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  severity: Severity;
  message: string;
  title?: string;
  /** Milliseconds before it hides itself. */
  duration: number;
}

// Spec part 1 §9: success, error and default toasts stay 60 s.
const DEFAULT_DURATION = 60_000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function notify(severity: Severity, message: string, options: { title?: string; duration?: number } = {}) {
  toasts = [...toasts, { id: nextId++, severity, message, title: options.title, duration: options.duration ?? DEFAULT_DURATION }];
  emit();
}

export function dismiss(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts);
}
