import { z } from 'zod';

/**
 * The session's answers (spec part 1 §3 "Session user", decision 044): what every login and
 * `GET system/menu` answer. `MenuItem`, `SessionUser` and `LoginResponse` (types.ts) are their types.
 */

/** A side-menu section with its entries. */
export const menuItemRespuesta = z.strictObject({
  url: z.string(),
  icon: z.string().nullable(),
  label: z.string(),
  submenu: z.array(z.strictObject({ url: z.string(), label: z.string(), icon: z.string().nullable() })),
});

/** The session user of spec part 1 §3. */
export const sessionUserRespuesta = z.strictObject({
  id: z.number(),
  usuario: z.string(),
  nombres: z.string().nullable(),
  primer_apellido: z.string().nullable(),
  segundo_apellido: z.string().nullable(),
  email: z.string().nullable(),
  rol: z.string(),
  id_rol: z.number(),
  entidad: z.string().nullable(),
  id_entidad: z.number().nullable(),
  entidad_tipo: z.string().nullable(),
  nit: z.string().nullable(),
  matricula_comercio: z.string().nullable(),
  matriculas_comercio: z.array(z.string()),
  doble: z.boolean(),
  usernameOvt: z.string().nullable(),
  usernameProbolivia: z.string().nullable(),
  matricula_comercio_pb: z.string().nullable(),
  matriculas_comercio_pb: z.array(z.string()),
  id_sucursal: z.number().nullable(),
  lang: z.string(),
  cambiar_contrasena: z.boolean(),
});

/** The permission keys the user holds (`ruta:accion`), each `true`. */
export const permisosRespuesta = z.record(z.string(), z.literal(true));

/** Every login's answer: the menu, the user, the permissions, the token and where to go. */
export const loginRespuesta = z.strictObject({
  menu: z.array(menuItemRespuesta),
  usuario: sessionUserRespuesta,
  permisos: permisosRespuesta,
  token: z.string(),
  redirect: z.string(),
});

/** `GET system/menu`: the menu and the permissions again. */
export const menuRespuesta = z.strictObject({ menu: z.array(menuItemRespuesta), permisos: permisosRespuesta });
