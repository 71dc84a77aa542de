import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { UsuariosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { entidades, nombreCompletoDe, personas, roles, sessions, sucursales, usuarios } from '../../db/schema/index.js';
import { containsText, iso, sortBy, paginate } from '../../core/sql.js';

// The very expression of personas' search index, so the name filter uses it.
const nombreCompleto = nombreCompletoDe(personas);

/** What one row of the list shows (spec part 1 §3 "User record"), joined in one query. */
const fila = {
  id: usuarios.id,
  usuario: usuarios.usuario,
  email: usuarios.email,
  cargo: usuarios.cargo,
  estado: usuarios.estado,
  id_rol: usuarios.id_rol,
  id_entidad: usuarios.id_entidad,
  id_sucursal: usuarios.id_sucursal,
  id_persona: usuarios.id_persona,
  entidad_nombre: entidades.nombre,
  rol_nombre: roles.nombre,
  persona_nombres: personas.nombres,
  persona_primer_apellido: personas.primer_apellido,
  persona_segundo_apellido: personas.segundo_apellido,
  persona_tipo_documento: personas.tipo_documento,
  persona_nro_documento: personas.nro_documento,
  persona_complemento: personas.complemento,
  persona_fecha_nacimiento: personas.fecha_nacimiento,
  persona_movil: personas.movil,
  persona_telefono: personas.telefono,
  persona_nacionalidad: personas.nacionalidad,
  persona_pais_nacimiento: personas.pais_nacimiento,
  persona_genero: personas.genero,
  persona_estado: personas.estado,
  _created_at: usuarios._created_at,
};

const ordenables = {
  id: usuarios.id,
  usuario: usuarios.usuario,
  email: usuarios.email,
  cargo: usuarios.cargo,
  estado: usuarios.estado,
  id_rol: usuarios.id_rol,
  rol_nombre: roles.nombre,
  entidad_nombre: entidades.nombre,
  nombre_completo: nombreCompleto,
  persona_nombres: personas.nombres,
  persona_primer_apellido: personas.primer_apellido,
  persona_nro_documento: personas.nro_documento,
  _created_at: usuarios._created_at,
};

function aFila<T extends { _created_at: Date }>(r: T) {
  return { ...r, _created_at: iso(r._created_at) };
}

/** Record scope: null reaches every entity; a number only that entity's users. */
export type Alcance = number | null;

function condiciones(f: Partial<UsuariosFiltro>, alcance: Alcance): SQL | undefined {
  const c: SQL[] = [];
  if (alcance !== null) c.push(eq(usuarios.id_entidad, alcance));
  if (f.id_rol) c.push(eq(usuarios.id_rol, f.id_rol));
  if (f.usuario) c.push(containsText(usuarios.usuario, f.usuario));
  if (f.email) c.push(containsText(usuarios.email, f.email));
  if (f.nombre_completo) c.push(containsText(nombreCompleto, f.nombre_completo));
  if (f.estado) c.push(eq(usuarios.estado, f.estado));
  return and(...c);
}

export async function listar(db: Executor, f: UsuariosFiltro, alcance: Alcance) {
  const where = condiciones(f, alcance);
  const orden = sortBy(f.order, ordenables, '-_created_at', usuarios.id);
  const { limit, offset } = paginate(f);
  // PostgreSQL drops the unused left joins of the count (they are on primary keys).
  const [total] = await db
    .select({ n: count() })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.id_rol))
    .leftJoin(personas, eq(personas.id, usuarios.id_persona))
    .where(where);
  const rows = await seleccion(db).where(where).orderBy(...orden).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(aFila) };
}

function seleccion(db: Executor) {
  return db
    .select(fila)
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.id_rol))
    .leftJoin(entidades, eq(entidades.id, usuarios.id_entidad))
    .leftJoin(personas, eq(personas.id, usuarios.id_persona));
}

export async function buscarPorId(db: Executor, id: number, alcance: Alcance) {
  const where = alcance === null ? eq(usuarios.id, id) : and(eq(usuarios.id, id), eq(usuarios.id_entidad, alcance));
  const [row] = await seleccion(db).where(where).limit(1);
  return row ? aFila(row) : undefined;
}

/** The fields the rules look at, locked until the transaction ends. */
export async function objetivo(db: Executor, id: number, alcance: Alcance) {
  const where = alcance === null ? eq(usuarios.id, id) : and(eq(usuarios.id, id), eq(usuarios.id_entidad, alcance));
  const [row] = await db
    .select({ id: usuarios.id, usuario: usuarios.usuario, id_rol: usuarios.id_rol, id_entidad: usuarios.id_entidad, id_sucursal: usuarios.id_sucursal, estado: usuarios.estado })
    .from(usuarios)
    .where(where)
    .for('update');
  return row;
}

export async function nombreUsado(db: Executor, usuario: string, exceptoId?: number): Promise<boolean> {
  const c = [eq(sql`lower(${usuarios.usuario})`, usuario.toLowerCase())];
  if (exceptoId) c.push(sql`${usuarios.id} <> ${exceptoId}`);
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(and(...c)).limit(1);
  return !!row;
}

/** The user form's entity choices: active, by name, at most `limite`; a scoped caller only its own. */
export async function entidadesOpcion(db: Executor, buscar: string | null, alcance: Alcance, limite: number) {
  const c: Array<SQL | undefined> = [eq(entidades.estado, 'ACTIVO')];
  if (alcance !== null) c.push(eq(entidades.id, alcance));
  if (buscar) c.push(or(containsText(entidades.nombre, buscar), containsText(entidades.sigla, buscar)));
  return db.select({ id: entidades.id, nombre: entidades.nombre }).from(entidades).where(and(...c)).orderBy(asc(entidades.nombre), asc(entidades.id)).limit(limite);
}

/** The active branches of one entity, by name. */
export async function sucursalesOpcion(db: Executor, idEntidad: number) {
  return db
    .select({ id: sucursales.id, nombre: sucursales.nombre })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, idEntidad), eq(sucursales.estado, 'ACTIVO')))
    .orderBy(asc(sucursales.nombre), asc(sucursales.id));
}

export async function existeRol(db: Executor, id: number) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id));
  return !!row;
}

export async function existeEntidad(db: Executor, id: number) {
  const [row] = await db.select({ id: entidades.id }).from(entidades).where(eq(entidades.id, id));
  return !!row;
}

export async function entidadDeSucursal(db: Executor, id: number): Promise<number | undefined> {
  const [row] = await db.select({ id_entidad: sucursales.id_entidad }).from(sucursales).where(eq(sucursales.id, id));
  return row?.id_entidad;
}

export async function insertar(db: Executor, values: typeof usuarios.$inferInsert): Promise<number> {
  const [row] = await db.insert(usuarios).values(values).returning({ id: usuarios.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof usuarios.$inferInsert>) {
  await db.update(usuarios).set(values).where(eq(usuarios.id, id));
}

/** Removes the user and its session rows; the person stays. */
export async function eliminar(db: Executor, id: number) {
  await db.delete(sessions).where(eq(sessions.id_usuario, id));
  await db.delete(usuarios).where(eq(usuarios.id, id));
}
