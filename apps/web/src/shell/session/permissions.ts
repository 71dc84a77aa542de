import type { Accion, Permisos } from '@pb/contract/valores';

/** Paths every signed-in user may open, whatever the role. */
const ALWAYS_ALLOWED = new Set(['', 'account', '403', '404', '500']);

/** The module `ruta` of a screen path: the path without its leading slash. */
export function moduleRouteOf(path: string): string {
  return path.replace(/^\/+/, '').split('/')[0] ?? '';
}

export function can(permisos: Permisos | undefined, ruta: string, accion: Accion): boolean {
  return permisos?.[`${ruta}:${accion}`] === true;
}

/** Whether the session's permissions let the user open the screen at `path`. */
export function canOpen(permisos: Permisos | undefined, path: string): boolean {
  const ruta = moduleRouteOf(path);
  return ALWAYS_ALLOWED.has(ruta) || can(permisos, ruta, 'read');
}
