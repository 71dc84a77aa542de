import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { RolesFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { modulos, permisos, roles } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';

const fila = { id: roles.id, codigo: roles.codigo, nombre: roles.nombre, descripcion: roles.descripcion, estado: roles.estado };
const ordenables = { id: roles.id, codigo: roles.codigo, nombre: roles.nombre, estado: roles.estado };

export async function listar(db: Executor, f: RolesFiltro) {
  const c: SQL[] = [];
  if (f.nombre) c.push(containsText(roles.nombre, f.nombre));
  if (f.estado) c.push(eq(roles.estado, f.estado));
  const where = and(...c);
  const orden = sortBy(f.order, ordenables, 'id', roles.id);
  const { limit, offset } = paginate(f);
  const [total] = await db.select({ n: count() }).from(roles).where(where);
  const rows = await db.select(fila).from(roles).where(where).orderBy(...orden).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

export async function buscar(db: Executor, id: number) {
  const [row] = await db.select(fila).from(roles).where(eq(roles.id, id)).limit(1);
  return row ?? null;
}

export async function codigosParecidos(db: Executor, base: string) {
  const rows = await db.select({ codigo: roles.codigo }).from(roles).where(ilike(roles.codigo, `${base}%`));
  return new Set(rows.map((r) => r.codigo));
}

export async function insertar(db: Executor, values: typeof roles.$inferInsert): Promise<number> {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
}

/** One permission row per module for a new role, every switch off. */
export async function crearPermisos(db: Executor, idRol: number, idUsuario: number, ahora: Date): Promise<void> {
  const todos = await db.select({ id: modulos.id }).from(modulos);
  if (todos.length) await db.insert(permisos).values(todos.map((m) => ({ id_modulo: m.id, id_rol: idRol, _user_created: idUsuario, _created_at: ahora })));
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof roles.$inferInsert>): Promise<void> {
  await db.update(roles).set(values).where(eq(roles.id, id));
}
