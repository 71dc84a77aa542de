import type { SessionUser } from '@pb/contract';
import type { UserRow } from './repository.js';

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
