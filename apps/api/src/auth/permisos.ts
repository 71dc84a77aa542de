import { ACCIONES, type MenuItem, type Permisos } from '@pb/contract';
import type { Executor } from '../db/client.js';
import { modulosDelMenu, permisosActivos, type FilaPermiso } from './repository.js';

/** `{ "<ruta>:<accion>": true }` from the active permission rows of a role on active modules. */
export async function permisosDeRol(db: Executor, idRol: number): Promise<Permisos> {
  return permisosDeFilas(await permisosActivos(db, idRol));
}

export function permisosDeFilas(filas: Iterable<FilaPermiso>): Permisos {
  const out: Permisos = {};
  for (const row of filas) {
    for (const accion of ACCIONES) if (row[accion]) out[`${row.ruta}:${accion}`] = true;
  }
  return out;
}

/**
 * The side menu: active, visible modules the role may read, ordered by `orden`.
 * A top-level module with children is a section; it shows when at least one child is readable.
 */
export async function menuDeRol(db: Executor, idRol: number): Promise<MenuItem[]> {
  const rows = await modulosDelMenu(db, idRol);
  const byParent = new Map<number, typeof rows>();
  for (const r of rows) {
    if (r.id_modulo == null) continue;
    const list = byParent.get(r.id_modulo) ?? [];
    list.push(r);
    byParent.set(r.id_modulo, list);
  }
  const menu: MenuItem[] = [];
  for (const r of rows) {
    if (r.id_modulo != null) continue;
    const children = (byParent.get(r.id) ?? []).filter((c) => c.read);
    const hasChildren = byParent.has(r.id);
    if (hasChildren && children.length === 0) continue;
    if (!hasChildren && !r.read) continue;
    menu.push({
      url: `/${r.ruta}`,
      icon: r.icono,
      label: r.label,
      submenu: children.map((c) => ({ url: `/${c.ruta}`, label: c.label, icon: c.icono })),
    });
  }
  return menu;
}
