import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { modulos, permisos, roles } from '../../db/schema/index.js';
import { sortBy } from '../../core/sql.js';

/** One row of the permission matrix: a role's switches on one module, with the role's name. */
const fila = {
  id: permisos.id,
  create: permisos.create,
  read: permisos.read,
  update: permisos.update,
  delete: permisos.delete,
  firma: permisos.firma,
  csv: permisos.csv,
  activo: permisos.activo,
  id_modulo: permisos.id_modulo,
  id_rol: permisos.id_rol,
  rol_nombre: roles.nombre,
  rol_descripcion: roles.descripcion,
};

const ordenables = { id: permisos.id, id_rol: permisos.id_rol, rol_nombre: roles.nombre };

const seleccion = (db: Executor) => db.select(fila).from(permisos).innerJoin(roles, eq(roles.id, permisos.id_rol));

/** A module has one row per role, so the matrix is small and comes whole, without pages. */
export async function listar(db: Executor, idModulo: number, order: string | undefined) {
  const rows = await seleccion(db)
    .where(eq(permisos.id_modulo, idModulo))
    .orderBy(...sortBy(order, ordenables, 'id_rol', permisos.id));
  return { count: rows.length, rows };
}

export async function existeModulo(db: Executor, id: number) {
  const [row] = await db.select({ id: modulos.id }).from(modulos).where(eq(modulos.id, id));
  return !!row;
}

export async function buscarPorId(db: Executor, id: number) {
  const [row] = await seleccion(db).where(eq(permisos.id, id)).limit(1);
  return row;
}

/** The row to change, with its module's ruta, locked until the transaction ends. */
export async function objetivo(db: Executor, id: number) {
  const [row] = await db
    .select({ id: permisos.id, id_rol: permisos.id_rol, ruta: modulos.ruta })
    .from(permisos)
    .innerJoin(modulos, eq(modulos.id, permisos.id_modulo))
    .where(eq(permisos.id, id))
    .for('update', { of: permisos });
  return row;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof permisos.$inferInsert>) {
  await db.update(permisos).set(values).where(eq(permisos.id, id));
}
