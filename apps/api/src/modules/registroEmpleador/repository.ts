import { ROL_REGISTRO_EMPLEADOR } from '@pb/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { entidades, usuarios } from '../../db/schema/index.js';

/** The entity that already has this NIT, whatever its state. */
export async function entidadConNit(db: Executor, nit: string) {
  const [row] = await db.select({ id: entidades.id, nombre: entidades.nombre, estado: entidades.estado }).from(entidades).where(eq(entidades.nit, nit)).limit(1);
  return row;
}

/** Sign-ups of one NIT run one after the other until their transaction ends (no unique index on entidades.nit). */
export async function bloquearNit(db: Executor, nit: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`registro-empleador:${nit}`}))`);
}

export async function usuarioExiste(db: Executor, usuario: string): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.usuario}) = lower(${usuario})`).limit(1);
  return Boolean(row);
}

export async function insertarEntidad(db: Executor, v: { nombre: string; nit: string; matricula: string; matriculas: string[]; email: string; ahora: Date }): Promise<number> {
  const [row] = await db
    .insert(entidades)
    .values({
      nombre: v.nombre.slice(0, 150),
      razon_social: v.nombre.slice(0, 255),
      descripcion: 'Empleador registrado por su representante legal',
      nit: v.nit,
      matricula_comercio: v.matricula,
      matriculas_comercio: v.matriculas,
      email: v.email,
      tipo: 'PRIVADO',
      origen: 'OVT',
      estado: 'PENDIENTE',
      _created_at: v.ahora,
    })
    .returning({ id: entidades.id });
  return row!.id;
}

export async function insertarUsuario(db: Executor, v: { usuario: string; hash: string; email: string; idEntidad: number; idPersona: number; ahora: Date }): Promise<number> {
  const [row] = await db
    .insert(usuarios)
    .values({ usuario: v.usuario, contrasena: v.hash, email: v.email, id_rol: ROL_REGISTRO_EMPLEADOR, id_entidad: v.idEntidad, id_persona: v.idPersona, estado: 'PENDIENTE', _created_at: v.ahora })
    .returning({ id: usuarios.id });
  return row!.id;
}

/** A pending user and its pending entity become ACTIVO; answers the user, or nothing when it was not pending. */
export async function activarPendiente(db: Executor, idUsuario: number, ahora: Date) {
  const [u] = await db
    .update(usuarios)
    .set({ estado: 'ACTIVO', _user_updated: idUsuario, _updated_at: ahora })
    .where(and(eq(usuarios.id, idUsuario), eq(usuarios.estado, 'PENDIENTE')))
    .returning({ id: usuarios.id, usuario: usuarios.usuario, id_entidad: usuarios.id_entidad });
  if (u?.id_entidad) {
    await db
      .update(entidades)
      .set({ estado: 'ACTIVO', _user_updated: idUsuario, _updated_at: ahora })
      .where(and(eq(entidades.id, u.id_entidad), eq(entidades.estado, 'PENDIENTE')));
  }
  return u;
}

/** Sets the user's id as the creator of the rows signed up before it existed. */
export async function firmarEntidad(db: Executor, idEntidad: number, idUsuario: number): Promise<void> {
  await db.update(entidades).set({ _user_created: idUsuario }).where(eq(entidades.id, idEntidad));
  await db.update(usuarios).set({ _user_created: idUsuario }).where(eq(usuarios.id, idUsuario));
}
