/** Permission keys are `<module ruta>:<accion>` (CONTRACT.md "Login response"). */
export const ACCIONES = ['read', 'create', 'update', 'delete', 'csv', 'firma'] as const;
export type Accion = (typeof ACCIONES)[number];
export type PermissionKey = `${string}:${Accion}`;

export function permissionKey(ruta: string, accion: Accion): PermissionKey {
  return `${ruta}:${accion}`;
}

export function parsePermissionKey(key: string): { ruta: string; accion: Accion } {
  const i = key.lastIndexOf(':');
  const ruta = key.slice(0, i);
  const accion = key.slice(i + 1) as Accion;
  if (i <= 0 || !ACCIONES.includes(accion)) throw new Error(`Clave de permiso inválida: ${key}`);
  return { ruta, accion };
}

export type Permisos = Record<string, true>;
