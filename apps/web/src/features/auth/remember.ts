/** "Recordarme": keeps the NIT and user name (never the password) in this browser. */
const KEY = 'pb.remember';

export interface Remembered {
  nit: string;
  usuario: string;
}

export function readRemembered(): Remembered | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Remembered> | null;
    return value && typeof value.nit === 'string' && typeof value.usuario === 'string' ? { nit: value.nit, usuario: value.usuario } : null;
  } catch {
    return null;
  }
}

export function saveRemembered(value: Remembered | null) {
  try {
    if (value) localStorage.setItem(KEY, JSON.stringify(value));
    else localStorage.removeItem(KEY);
  } catch {
    // storage unavailable: nothing to remember
  }
}
