import { useSyncExternalStore } from 'react';
import type { LoginResponse, MenuItem, SessionUser } from '@pb/contract';
import type { Permisos } from '@pb/contract/valores';

/** What the browser keeps of a login response (CONTRACT.md "Login response"). */
export interface Session {
  token: string;
  usuario: SessionUser;
  menu: MenuItem[];
  permisos: Permisos;
}

export const SESSION_KEY = 'pb.session';

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Session> | null;
    return value && typeof value.token === 'string' && value.usuario ? (value as Session) : null;
  } catch {
    return null;
  }
}

let current: Session | null = read();

function emit() {
  for (const listener of listeners) listener();
}

function write(next: Session | null) {
  current = next;
  try {
    if (next) localStorage.setItem(SESSION_KEY, JSON.stringify(next));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // storage unavailable: the session lives in memory only
  }
  emit();
}

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    current = read();
    emit();
  });
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

/** Stores a login (or profile-switch) response, replacing any previous session. */
export function startSession(response: Pick<LoginResponse, 'token' | 'usuario' | 'menu' | 'permisos'>) {
  write({ token: response.token, usuario: response.usuario, menu: response.menu ?? [], permisos: response.permisos ?? {} });
}

/** Replaces parts of the session, e.g. the menu and permissions after `GET /api/system/menu`. */
export function updateSession(patch: Partial<Session>) {
  if (current) write({ ...current, ...patch });
}

export function clearSession() {
  if (current !== null || read() !== null) write(null);
}

export function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
