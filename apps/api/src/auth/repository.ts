import { ACCIONES, type Accion } from '@pb/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { ajustesSistema, entidades, ingresosCiudadania, loginDemoras, loginIntentos, modulos, permisos, personas, roles, sessions, usuarios } from '../db/schema/index.js';

/** The SQL of sign-in, sessions and login attempts; the rules around it live in the auth services. */

export const userRowQuery = (db: Executor) =>
  db
    .select({ u: usuarios, p: personas, r: roles, e: entidades })
    .from(usuarios)
    .innerJoin(roles, eq(roles.id, usuarios.id_rol))
    .leftJoin(personas, eq(personas.id, usuarios.id_persona))
    .leftJoin(entidades, eq(entidades.id, usuarios.id_entidad));

export type UserRow = Awaited<ReturnType<typeof userRowQuery>>[number];

/** The account of a typed name, case-insensitively. */
export async function usuarioPorNombre(db: Executor, usuario: string): Promise<UserRow | undefined> {
  const [row] = await userRowQuery(db).where(sql`lower(${usuarios.usuario}) = lower(${usuario})`).limit(1);
  return row;
}

export async function marcarIngreso(db: Executor, idUsuario: number, ahora: Date): Promise<void> {
  await db.update(usuarios).set({ ultimo_ingreso: ahora }).where(eq(usuarios.id, idUsuario));
}

export async function insertarSesion(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The rows `permisosActivos` reads, for the role `idRol` (a column of the outer statement), as one JSON array. */
const filasDePermisos = (idRol: SQL) => sql<FilaPermiso[] | null>`(
  select json_agg(json_build_object('ruta', ${modulos.ruta}, ${sql.join(
    ACCIONES.map((a) => sql`${sql.raw(`'${a}'`)}, ${permisos[a]}`),
    sql`, `,
  )}))
  from ${permisos} inner join ${modulos} on ${modulos.id} = ${permisos.id_modulo}
  where ${permisos.id_rol} = ${idRol} and ${permisos.activo} = true and ${modulos.estado} = 'ACTIVO'
)`;

export type FilaPermiso = { ruta: string } & Record<Accion, boolean>;

/**
 * A session, the fields of its user that authentication checks and the permission rows of the
 * user's role, in one round trip (every authenticated request runs it). A named prepared statement:
 * PostgreSQL plans it once per connection.
 */
const sesionConUsuarioSql = (db: Executor) =>
  db
    .select({
      s: sessions,
      u: { id: usuarios.id, usuario: usuarios.usuario, id_rol: usuarios.id_rol, id_entidad: usuarios.id_entidad, id_sucursal: usuarios.id_sucursal, estado: usuarios.estado, cambiar_contrasena: usuarios.cambiar_contrasena },
      /** The user's entity's state: an entity deactivated ends its users' sessions (null: no entity). */
      estado_entidad: entidades.estado,
      permisos: filasDePermisos(sql`${usuarios.id_rol}`),
    })
    .from(sessions)
    .innerJoin(usuarios, eq(usuarios.id, sessions.id_usuario))
    .leftJoin(entidades, eq(entidades.id, usuarios.id_entidad))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auth_sesion_con_usuario');

/** One prepared statement per database object (the tests open many; the server one). */
const preparadas = new WeakMap<Executor, ReturnType<typeof sesionConUsuarioSql>>();

export async function sesionConUsuario(db: Executor, id: string) {
  let consulta = preparadas.get(db);
  if (!consulta) preparadas.set(db, (consulta = sesionConUsuarioSql(db)));
  const [row] = await consulta.execute({ id });
  return row;
}

export async function tocarSesion(db: Executor, id: string, ahora: Date): Promise<void> {
  await db.update(sessions).set({ last_seen_at: ahora }).where(eq(sessions.id, id));
}

export async function revocarSesion(db: Executor, id: string, ahora: Date): Promise<void> {
  await db.update(sessions).set({ revoked_at: ahora }).where(and(eq(sessions.id, id), isNull(sessions.revoked_at)));
}

/** Ends every open session of a user, except `keep` when given. */
export async function revocarSesionesDeUsuario(db: Executor, idUsuario: number, ahora: Date, keep?: string): Promise<void> {
  const conds = [eq(sessions.id_usuario, idUsuario), isNull(sessions.revoked_at)];
  if (keep) conds.push(ne(sessions.id, keep));
  await db.update(sessions).set({ revoked_at: ahora }).where(and(...conds));
}

/** The active permission rows of a role on active modules, with their module's route. */
export async function permisosActivos(db: Executor, idRol: number) {
  return db
    .select({ ruta: modulos.ruta, create: permisos.create, read: permisos.read, update: permisos.update, delete: permisos.delete, csv: permisos.csv, firma: permisos.firma })
    .from(permisos)
    .innerJoin(modulos, eq(modulos.id, permisos.id_modulo))
    .where(and(eq(permisos.id_rol, idRol), eq(permisos.activo, true), eq(modulos.estado, 'ACTIVO')));
}

/** Active, visible modules in menu order, each with whether the role may read it. */
export async function modulosDelMenu(db: Executor, idRol: number) {
  return db
    .select({ id: modulos.id, ruta: modulos.ruta, label: modulos.label, icono: modulos.icono, id_modulo: modulos.id_modulo, read: permisos.read })
    .from(modulos)
    .leftJoin(permisos, and(eq(permisos.id_modulo, modulos.id), eq(permisos.id_rol, idRol), eq(permisos.activo, true)))
    .where(and(eq(modulos.estado, 'ACTIVO'), eq(modulos.visible, true)))
    .orderBy(asc(modulos.orden), asc(modulos.id));
}

/** A count of failures older than this starts again: a typo a week ago does not lock anyone today. */
const OLVIDO_MS = 24 * 60 * 60_000;
const HORA_MS = 60 * 60_000;

// Lower-casing may lengthen a few letters: the key still fits the column.
const clave = (usuario: string) => usuario.trim().toLowerCase().slice(0, 50);
const direccion = (ip: string) => ip.slice(0, 64);
/** A moment as a SQL value, the same on both drivers. */
const instante = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The attempt's number from this address for this name, and whether the address is fresh: no
 * failure of that name from it in the last day (no earlier attempt counted, never locked).
 */
export type Reserva = { bloqueadoHasta: Date } | { numero: number; fresca: boolean };

/**
 * Counts one attempt for a typed username from one address before its password is checked, in one
 * statement, so that parallel attempts each get their own number: the (max+1)-th is refused without
 * a check. A locked pair counts nothing and answers until when. Real and made-up names are counted
 * alike. A lock that ended stays written (the address has failed) until the count is forgotten.
 */
export async function reservarIntento(db: Executor, usuario: string, ip: string, ahora: Date): Promise<Reserva> {
  const t = loginIntentos;
  const bloqueado = sql`${t.bloqueado_hasta} > ${instante(ahora)}`;
  const olvidado = sql`${t.actualizado} < ${instante(new Date(ahora.getTime() - OLVIDO_MS))}`;
  const [fila] = await db
    .insert(t)
    .values({ usuario: clave(usuario), ip: direccion(ip), intentos: 1, actualizado: ahora })
    .onConflictDoUpdate({
      target: [t.usuario, t.ip],
      set: {
        intentos: sql`case when ${bloqueado} then ${t.intentos} when ${olvidado} then 1 else ${t.intentos} + 1 end`,
        bloqueado_hasta: sql`case when ${bloqueado} then ${t.bloqueado_hasta} when ${olvidado} then null else ${t.bloqueado_hasta} end`,
        actualizado: sql`case when ${bloqueado} then ${t.actualizado} else ${instante(ahora)} end`,
      },
    })
    .returning({ intentos: t.intentos, bloqueado_hasta: t.bloqueado_hasta });
  if (fila!.bloqueado_hasta && fila!.bloqueado_hasta > ahora) return { bloqueadoHasta: fila!.bloqueado_hasta };
  return { numero: fila!.intentos, fresca: fila!.intentos === 1 && fila!.bloqueado_hasta === null };
}

/** An attempt refused before its password check (the account's slow-down) is not a failure of its address. */
export async function devolverIntento(db: Executor, usuario: string, ip: string): Promise<void> {
  const t = loginIntentos;
  await db
    .update(t)
    .set({ intentos: sql`greatest(${t.intentos} - 1, 0)` })
    .where(and(eq(t.usuario, clave(usuario)), eq(t.ip, direccion(ip))));
}

/** Locks the name from this address until `hasta`, unless a parallel attempt already did. */
export async function bloquear(db: Executor, usuario: string, ip: string, ahora: Date, hasta: Date): Promise<void> {
  const t = loginIntentos;
  await db
    .update(t)
    .set({ intentos: 0, bloqueado_hasta: hasta, actualizado: ahora })
    .where(and(eq(t.usuario, clave(usuario)), eq(t.ip, direccion(ip)), or(isNull(t.bloqueado_hasta), lte(t.bloqueado_hasta, ahora))));
}

/** The right password clears the count of its address. */
export async function olvidarIntentos(db: Executor, usuario: string, ip: string): Promise<void> {
  await db.delete(loginIntentos).where(and(eq(loginIntentos.usuario, clave(usuario)), eq(loginIntentos.ip, direccion(ip))));
}

/** The account-wide slow-down's rules (decision 046). */
export interface ReglasDemora {
  /** Failures from every address before attempts start to wait. */
  desde: number;
  /** The longest wait, in seconds: the delay doubles with each failure up to it. */
  maximaSegundos: number;
  /** Failures allowed in one hour-long window, for every address (a fresh one too). */
  porVentana: number;
}

/** The wait after the `fallos`-th failure: none up to `desde`, then 2^(fallos − desde) seconds, at most `maximaSegundos`. */
const demoraTras = (reglas: ReglasDemora, ahora: Date) => (fallos: SQL) =>
  sql`case when ${fallos} <= ${reglas.desde} then null else ${instante(ahora)} + make_interval(secs => least(power(2, ${fallos} - ${reglas.desde}), ${reglas.maximaSegundos})) end`;

export type Turno = { esperarHasta: Date } | { fallos: number };

/**
 * Counts one attempt of a typed username across all addresses, before its password is checked, in
 * one statement (parallel attempts are decided one after the other on the row). Refused, counting
 * nothing: while the hour's window is full (every address), or before `siguiente_intento` unless the
 * address is fresh. Counted: past `desde` failures the next attempt waits 2^(fallos − desde)
 * seconds, at most `maximaSegundos` (from an address that failed at once; from a fresh one when its
 * password proves wrong, `demorar`). A count quiet for a day starts again.
 */
export async function reservarTurno(db: Executor, usuario: string, fresca: boolean, ahora: Date, reglas: ReglasDemora): Promise<Turno> {
  const t = loginDemoras;
  const ya = instante(ahora);
  const olvidado = sql`${t.actualizado} < ${instante(new Date(ahora.getTime() - OLVIDO_MS))}`;
  const ventanaNueva = sql`${t.ventana_inicio} <= ${instante(new Date(ahora.getTime() - HORA_MS))}`;
  const llena = sql`(not ${ventanaNueva} and ${t.ventana_fallos} >= ${reglas.porVentana})`;
  const espera = fresca ? sql`false` : sql`(not ${olvidado} and ${t.siguiente_intento} > ${ya})`;
  const rechaza = sql`coalesce(${llena} or ${espera}, false)`;
  const demora = demoraTras(reglas, ahora);
  const fallos = sql`(case when ${olvidado} then 1 else ${t.fallos} + 1 end)`;
  const [fila] = await db
    .insert(t)
    .values({ usuario: clave(usuario), fallos: 1, siguiente_intento: null, ventana_inicio: ahora, ventana_fallos: 1, rechazado: false, actualizado: ahora })
    .onConflictDoUpdate({
      target: t.usuario,
      set: {
        fallos: sql`case when ${rechaza} then ${t.fallos} else ${fallos} end`,
        // An address that failed pushes the wait at once, so that its parallel attempts are refused; a fresh one after its failure (demorar).
        siguiente_intento: fresca
          ? sql`case when ${rechaza} or not ${olvidado} then ${t.siguiente_intento} else null end`
          : sql`case when ${rechaza} then ${t.siguiente_intento} when ${olvidado} then ${demora(fallos)} else greatest(${t.siguiente_intento}, ${demora(fallos)}) end`,
        ventana_inicio: sql`case when ${rechaza} then ${t.ventana_inicio} when ${ventanaNueva} then ${ya} else ${t.ventana_inicio} end`,
        ventana_fallos: sql`case when ${rechaza} then ${t.ventana_fallos} when ${ventanaNueva} then 1 else ${t.ventana_fallos} + 1 end`,
        rechazado: rechaza,
        actualizado: sql`case when ${rechaza} then ${t.actualizado} else ${ya} end`,
      },
    })
    .returning({ fallos: t.fallos, siguiente_intento: t.siguiente_intento, ventana_inicio: t.ventana_inicio, ventana_fallos: t.ventana_fallos, rechazado: t.rechazado });
  const f = fila!;
  if (!f.rechazado) return { fallos: f.fallos };
  const finVentana = new Date(f.ventana_inicio.getTime() + HORA_MS);
  const llenaAhora = finVentana > ahora && f.ventana_fallos >= reglas.porVentana;
  const hasta = [llenaAhora ? finVentana : null, !fresca ? f.siguiente_intento : null].filter((d): d is Date => d !== null && d > ahora);
  return { esperarHasta: new Date(Math.max(...hasta.map((d) => d.getTime()), ahora.getTime() + 1000)) };
}

/** A fresh address's failure slows down the addresses that failed, as any failure does. */
export async function demorar(db: Executor, usuario: string, ahora: Date, reglas: ReglasDemora): Promise<void> {
  const t = loginDemoras;
  await db
    .update(t)
    .set({ siguiente_intento: sql`greatest(${t.siguiente_intento}, ${demoraTras(reglas, ahora)(sql`${t.fallos}`)})` })
    .where(eq(t.usuario, clave(usuario)));
}

/** The right password was not a failure: its turn is given back (the slow-down already set stays). */
export async function devolverTurno(db: Executor, usuario: string): Promise<void> {
  const t = loginDemoras;
  await db
    .update(t)
    .set({ fallos: sql`greatest(${t.fallos} - 1, 0)`, ventana_fallos: sql`greatest(${t.ventana_fallos} - 1, 0)` })
    .where(eq(t.usuario, clave(usuario)));
}

/** Counts nobody touched for a day are gone; run after a successful login, so the tables stay small. */
export async function limpiarIntentos(db: Executor, ahora: Date): Promise<void> {
  const t = loginIntentos;
  const hace = new Date(ahora.getTime() - OLVIDO_MS);
  await db.delete(t).where(and(lte(t.actualizado, hace), or(isNull(t.bloqueado_hasta), lte(t.bloqueado_hasta, ahora))));
  await db.delete(loginDemoras).where(lte(loginDemoras.actualizado, hace));
}

/* Single sign-on through Ciudadanía Digital (decision 037). */

/** The users of the given roles whose person has this document number, active ones and the latest sign-in first. */
export async function usuariosPorDocumento(db: Executor, documento: string, idRoles: number[]): Promise<UserRow[]> {
  return userRowQuery(db)
    .where(and(eq(personas.nro_documento, documento), inArray(usuarios.id_rol, idRoles)))
    .orderBy(sql`${usuarios.estado} = 'ACTIVO' desc`, desc(sql`coalesce(${usuarios.ultimo_ingreso}, 'epoch')`), asc(usuarios.id))
    .limit(10);
}

export async function guardarIngresoCiudadania(db: Executor, values: typeof ingresosCiudadania.$inferInsert): Promise<void> {
  await db.insert(ingresosCiudadania).values(values);
}

/** A one-time code's sign-in, locked, while it is neither used nor expired. */
export async function tomarIngresoCiudadania(db: Executor, codigoHash: string, ahora: Date) {
  const [row] = await db
    .select({ id: ingresosCiudadania.id, id_usuario: ingresosCiudadania.id_usuario })
    .from(ingresosCiudadania)
    .where(and(eq(ingresosCiudadania.codigo_hash, codigoHash), isNull(ingresosCiudadania.id_sesion), gt(ingresosCiudadania.vence_at, ahora)))
    .for('update');
  return row;
}

export async function marcarIngresoCiudadania(db: Executor, id: number, idSesion: string): Promise<void> {
  await db.update(ingresosCiudadania).set({ id_sesion: idSesion }).where(eq(ingresosCiudadania.id, id));
}

/** Codes nobody exchanged, a day after they expired: the table keeps only what a logout may need. */
export async function olvidarIngresosVencidos(db: Executor, ahora: Date): Promise<void> {
  await db.delete(ingresosCiudadania).where(and(isNull(ingresosCiudadania.id_sesion), lte(ingresosCiudadania.vence_at, new Date(ahora.getTime() - 24 * 60 * 60_000))));
}

/** The ID token of a session opened through Ciudadanía Digital, if it was. */
export async function idTokenDeSesion(db: Executor, idSesion: string): Promise<string | undefined> {
  const [row] = await db.select({ id_token: ingresosCiudadania.id_token }).from(ingresosCiudadania).where(eq(ingresosCiudadania.id_sesion, idSesion));
  return row?.id_token;
}

/** The account of a user id, as a login reads it. */
export async function usuarioPorId(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await userRowQuery(db).where(eq(usuarios.id, id)).limit(1);
  return row;
}

/** One system setting's value (ajustes_sistema), if stored. */
export async function leerAjuste(db: Executor, clave: string): Promise<string | undefined> {
  const [row] = await db.select({ valor: ajustesSistema.valor }).from(ajustesSistema).where(eq(ajustesSistema.clave, clave));
  return row?.valor;
}

/** Stores a system setting unless one is already there (another server may have stored it first). */
export async function guardarAjusteSiFalta(db: Executor, clave: string, valor: string): Promise<void> {
  await db.insert(ajustesSistema).values({ clave, valor }).onConflictDoNothing();
}
