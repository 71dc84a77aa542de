import type { ReactElement, ReactNode } from 'react';
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { SessionUser } from '@pb/contract';
import type { Permisos } from '@pb/contract/valores';
import { ConfirmDialogHost } from '../components/dialogs/ConfirmDialog';
import { answer } from '../components/dialogs/dialogStore';
import { Notifier } from '../shell/notify/Notifier';
import { dismissAll } from '../shell/notify/store';
import { clearSession, startSession } from '../shell/session/store';

/**
 * One way to mount a screen in a component test, as the app mounts it: a fresh QueryClient (no
 * retries, so a failed request shows at once), the toasts and the confirm dialog of the app's root.
 * Both render nothing until a toast or a question opens.
 */
export interface OpcionesMontar {
  /** Starts a session first with these permissions (and `usuario`, over a default user). */
  permisos?: Permisos;
  /** Fields of the session's user over the default `{ id: 1, id_entidad: 7, id_rol: 5 }`. */
  usuario?: Partial<SessionUser> & { id_sucursal?: number | null };
}

export function montar(ui: ReactElement, opciones: OpcionesMontar = {}) {
  if (opciones.permisos !== undefined || opciones.usuario !== undefined) {
    const usuario = { id: 1, id_entidad: 7, id_rol: 5, ...opciones.usuario } as SessionUser;
    startSession({ token: 't', usuario, menu: [], permisos: opciones.permisos ?? {} });
  }
  const cliente = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As a wrapper, so that `rerender` keeps the same client, toasts and dialog.
  const Raiz = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={cliente}>
      <Notifier />
      <ConfirmDialogHost />
      {children}
    </QueryClientProvider>
  );
  return Object.assign(render(ui, { wrapper: Raiz }), { cliente });
}

/** The common `afterEach`: no question or toast left open, nothing mounted, no session, no stubs. */
export function limpiar() {
  act(() => answer(false));
  act(() => dismissAll());
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
}
