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

/** Toast durations of spec part 1 §9, in milliseconds; callers pass the one that fits. */
export const TOAST_DURATION = {
  /** Success, error and any other toast. */
  default: 60_000,
  /** Activating or deactivating a record. */
  activation: 2_000,
  /** "Token copied". */
  tokenCopied: 1_500,
  /** Permission switches and module visibility. */
  permission: 1_500,
  /** The idle-logout warning (§8: shown 30 s). */
  sessionClosed: 30_000,
} as const;

/** How many toasts show at once; later ones wait for a free place. */
export const MAX_VISIBLE_TOASTS = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function notify(severity: Severity, message: string, options: { title?: string; duration?: number } = {}): number {
  const duration = options.duration !== undefined && options.duration > 0 ? options.duration : TOAST_DURATION.default;
  const id = nextId++;
  toasts = [...toasts, { id, severity, message, title: options.title, duration }];
  emit();
  return id;
}

export function dismiss(id: number) {
  if (!toasts.some((toast) => toast.id === id)) return;
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Drops every toast (tests). */
export function dismissAll() {
  toasts = [];
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
