import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ROLES, type ModulosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { modulos, permisos, roles } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';

const padre = alias(modulos, 'padre');

/** One row of the module list; the parent's label comes from a self-join, not a query per row. */
const fila = {
  id: modulos.id,
  ruta: modulos.ruta,
  label: modulos.label,
  icono: modulos.icono,
  orden: modulos.orden,
  estado: modulos.estado,
  visible: modulos.visible,
  id_modulo: modulos.id_modulo,
  modulo_label: padre.label,
  seccion_label: padre.label,
};

const ordenables = {
  id: modulos.id,
  ruta: modulos.ruta,
  label: modulos.label,
  icono: modulos.icono,
  orden: modulos.orden,
  estado: modulos.estado,
  visible: modulos.visible,
  id_modulo: modulos.id_modulo,
  modulo_label: padre.label,
  seccion_label: padre.label,
};

const seleccion = (db: Executor) => db.select(fila).from(modulos).leftJoin(padre, eq(padre.id, modulos.id_modulo));

export async function listar(db: Executor, f: ModulosFiltro) {
  const c: SQL[] = [];
  if (f.label) c.push(containsText(modulos.label, f.label));
  if (f.id_modulo === 0) c.push(isNull(modulos.id_modulo));
  else if (f.id_modulo != null) c.push(eq(modulos.id_modulo, f.id_modulo));
  if (f.estado) c.push(eq(modulos.estado, f.estado));
  if (f.visible != null) c.push(eq(modulos.visible, f.visible));
  const where = and(...c);
  const orden = sortBy(f.order, ordenables, 'orden', modulos.id);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(modulos).where(where);
  const rows = await seleccion(db).where(where).orderBy(...orden).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

export async function buscarPorId(db: Executor, id: number) {
  const [row] = await seleccion(db).where(eq(modulos.id, id)).limit(1);
  return row;
}

/** The fields the rules look at, locked until the transaction ends. */
export async function objetivo(db: Executor, id: number) {
  const [row] = await db.select({ id: modulos.id, ruta: modulos.ruta, id_modulo: modulos.id_modulo }).from(modulos).where(eq(modulos.id, id)).for('update');
  return row;
}

export async function rutaUsada(db: Executor, ruta: string, exceptoId?: number): Promise<boolean> {
  const c = [eq(sql`lower(${modulos.ruta})`, ruta.toLowerCase())];
  if (exceptoId) c.push(sql`${modulos.id} <> ${exceptoId}`);
  const [row] = await db.select({ id: modulos.id }).from(modulos).where(and(...c)).limit(1);
  return !!row;
}

export async function tieneHijos(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: modulos.id }).from(modulos).where(eq(modulos.id_modulo, id)).limit(1);
  return !!row;
}

export async function insertar(db: Executor, values: typeof modulos.$inferInsert): Promise<number> {
  const [row] = await db.insert(modulos).values(values).returning({ id: modulos.id });
  return row!.id;
}

/** One permission row per role: nothing allowed, except every action for the superadministrator. */
export async function crearPermisos(db: Executor, idModulo: number, idUsuario: number) {
  const todos = await db.select({ id: roles.id }).from(roles);
  if (todos.length === 0) return;
  await db.insert(permisos).values(
    todos.map((r) => {
      const si = r.id === ROLES.SUPERADMIN;
      return { id_modulo: idModulo, id_rol: r.id, create: si, read: si, update: si, delete: si, csv: si, firma: si, activo: true, _user_created: idUsuario };
    }),
  );
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof modulos.$inferInsert>) {
  await db.update(modulos).set(values).where(eq(modulos.id, id));
}

/** Its permission rows go with it (on delete cascade). */
export async function eliminar(db: Executor, id: number) {
  await db.delete(modulos).where(eq(modulos.id, id));
}
