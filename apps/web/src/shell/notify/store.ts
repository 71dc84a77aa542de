import { useSyncExternalStore } from 'react';

export type Severity = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  severity: Severity;
  message: string;
  title?: string;
  /** Milliseconds before it hides itself; null: it stays until the user closes it. */
  duration: number | null;
}

/**
 * How long a toast stays, in milliseconds (decision 015). By severity: an error stays until closed,
 * a warning about 10 s, a success about 4 s, other news 6 s (the spec's notification time). The
 * spec's short special cases (part 1 §9) are passed by their callers.
 */
export const TOAST_DURATION = {
  success: 4_000,
  warning: 10_000,
  info: 6_000,
  /** Activating or deactivating a record. */
  activation: 2_000,
  /** "Token copied". */
  tokenCopied: 1_500,
  /** Permission switches and module visibility. */
  permission: 1_500,
  /** The idle-logout warning (§8: shown 30 s). */
  sessionClosed: 30_000,
} as const;

/** How many toasts show at once. */
export const MAX_VISIBLE_TOASTS = 3;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function defaultDuration(severity: Severity): number | null {
  return severity === 'error' ? null : TOAST_DURATION[severity];
}

/**
 * Shows a message. When every place is taken, the oldest passing message (not an error) gives its
 * place to the new one, so news is never held behind a slow warning; an error is never pushed
 * out by a newer message: if only errors are showing, the new one waits for one to be closed.
 */
export function notify(severity: Severity, message: string, options: { title?: string; duration?: number } = {}): number {
  const duration = options.duration !== undefined && options.duration > 0 ? options.duration : defaultDuration(severity);
  const id = nextId++;
  let next = toasts;
  if (next.length >= MAX_VISIBLE_TOASTS) {
    const visible = next.slice(0, MAX_VISIBLE_TOASTS);
    const passing = visible.find((toast) => toast.severity !== 'error');
    if (passing) next = next.filter((toast) => toast !== passing);
  }
  toasts = [...next, { id, severity, message, title: options.title, duration }];
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
