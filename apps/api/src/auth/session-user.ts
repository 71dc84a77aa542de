import { eq } from 'drizzle-orm';
import type { SessionUser } from '@pb/contract';
import type { Executor } from '../db/client.js';
import { entidades, personas, roles, usuarios } from '../db/schema/index.js';

export const userRowQuery = (db: Executor) =>
  db
    .select({ u: usuarios, p: personas, r: roles, e: entidades })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.id_rol))
    .leftJoin(personas, eq(personas.id, usuarios.id_persona))
    .leftJoin(entidades, eq(entidades.id, usuarios.id_entidad));

export type UserRow = Awaited<ReturnType<typeof userRowQuery>>[number];

/** The session user of spec part 1 §3, as the login response and the browser expect it. */
export function toSessionUser({ u, p, r, e }: UserRow): SessionUser {
  return {
    id: u.id,
    usuario: u.usuario,
    nombres: p?.nombres ?? null,
    primer_apellido: p?.primer_apellido ?? null,
    segundo_apellido: p?.segundo_apellido ?? null,
    email: u.email,
    rol: r.nombre,
    id_rol: r.id,
    entidad: e?.nombre ?? null,
    id_entidad: e?.id ?? null,
    entidad_tipo: e?.tipo ?? null,
    nit: e?.nit ?? null,
    matricula_comercio: e?.matricula_comercio ?? null,
    matriculas_comercio: e?.matriculas_comercio ?? [],
    doble: u.doble,
    usernameOvt: u.username_ovt,
    usernameProbolivia: u.username_probolivia,
    matricula_comercio_pb: u.matricula_comercio_pb,
    matriculas_comercio_pb: u.matriculas_comercio_pb,
    id_sucursal: u.id_sucursal,
    lang: u.lang,
    cambiar_contrasena: u.cambiar_contrasena,
  };
}
