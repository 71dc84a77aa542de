import { and, asc, eq } from 'drizzle-orm';
import { ACCIONES, type MenuItem, type Permisos } from '@pb/contract';
import type { Executor } from '../db/client.js';
import { modulos, permisos } from '../db/schema/index.js';

/** `{ "<ruta>:<accion>": true }` from the active permission rows of a role on active modules. */
export async function permisosDeRol(db: Executor, idRol: number): Promise<Permisos> {
  const rows = await db
    .select({ ruta: modulos.ruta, create: permisos.create, read: permisos.read, update: permisos.update, delete: permisos.delete, csv: permisos.csv, firma: permisos.firma })
    .from(permisos)
    .innerJoin(modulos, eq(modulos.id, permisos.id_modulo))
    .where(and(eq(permisos.id_rol, idRol), eq(permisos.activo, true), eq(modulos.estado, 'ACTIVO')));
  const out: Permisos = {};
  for (const row of rows) {
    for (const accion of ACCIONES) if (row[accion]) out[`${row.ruta}:${accion}`] = true;
  }
  return out;
}

/**
 * The side menu: active, visible modules the role may read, ordered by `orden`.
 * A top-level module with children is a section; it shows when at least one child is readable.
 */
export async function menuDeRol(db: Executor, idRol: number): Promise<MenuItem[]> {
  const rows = await db
    .select({ id: modulos.id, ruta: modulos.ruta, label: modulos.label, icono: modulos.icono, id_modulo: modulos.id_modulo, read: permisos.read })
    .from(modulos)
    .leftJoin(permisos, and(eq(permisos.id_modulo, modulos.id), eq(permisos.id_rol, idRol), eq(permisos.activo, true)))
    .where(and(eq(modulos.estado, 'ACTIVO'), eq(modulos.visible, true)))
    .orderBy(asc(modulos.orden), asc(modulos.id));
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
