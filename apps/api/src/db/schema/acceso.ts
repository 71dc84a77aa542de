import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, type AnyPgColumn, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, estadoColumn } from './columns.js';
import { indiceBusqueda } from './busqueda.js';
import { entidades, sucursales } from './organizacion.js';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 30 }).notNull().unique(),
  nombre: varchar('nombre', { length: 50 }).notNull().unique(),
  descripcion: varchar('descripcion', { length: 500 }).notNull(),
  estado: estadoColumn(),
  ...auditColumns,
});

/**
 * A person's full name as lists show, filter and sort it: names and surnames joined by one space,
 * skipping a missing one. Built with `||` (immutable) rather than concat_ws (only stable), so that
 * an index can hold it.
 */
export const nombreCompletoDe = (p: { nombres: AnyPgColumn; primer_apellido: AnyPgColumn; segundo_apellido: AnyPgColumn }) =>
  sql<string>`(${p.nombres} || coalesce(' ' || ${p.primer_apellido}, '') || coalesce(' ' || ${p.segundo_apellido}, ''))`;

/** Person (spec part 1 §3 person form, plus SEGIP verification state). */
export const personas = pgTable(
  'personas',
  {
    id: serial('id').primaryKey(),
    tipo_documento: varchar('tipo_documento', { length: 20 }).notNull().default('CI'),
    nro_documento: varchar('nro_documento', { length: 20 }).notNull(),
    complemento: varchar('complemento', { length: 2 }),
    fecha_nacimiento: date('fecha_nacimiento', { mode: 'string' }),
    nombres: varchar('nombres', { length: 100 }).notNull(),
    primer_apellido: varchar('primer_apellido', { length: 100 }),
    segundo_apellido: varchar('segundo_apellido', { length: 100 }),
    nacionalidad: varchar('nacionalidad', { length: 50 }),
    pais_nacimiento: varchar('pais_nacimiento', { length: 50 }),
    genero: varchar('genero', { length: 1 }),
    movil: varchar('movil', { length: 30 }),
    telefono: varchar('telefono', { length: 30 }),
    estado: estadoColumn(),
    /** VERIFICADO_SEGIP, OBSERVADO_SEGIP, NO_EXISTE_SEGIP or null (not checked). */
    estado_verificacion: varchar('estado_verificacion', { length: 30 }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('personas_documento_uq').on(t.tipo_documento, t.nro_documento, sql`coalesce(${t.complemento}, '')`),
    // A mobile identifies one person: SMS codes and purchases go to it (spec part 2 §5).
    uniqueIndex('personas_movil_uq').on(t.movil).where(sql`${t.movil} is not null`),
    index('personas_nombre_idx').on(t.nombres, t.primer_apellido),
    indiceBusqueda('personas_nombre_completo_busqueda_idx', nombreCompletoDe(t)),
    indiceBusqueda('personas_documento_busqueda_idx', t.nro_documento),
    // The CSV imports look up a chunk of workers by number, any document type (the unique index leads with the type).
    index('personas_nro_documento_idx').on(t.nro_documento),
  ],
);

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    usuario: varchar('usuario', { length: 50 }).notNull(),
    contrasena: text('contrasena').notNull(),
    email: varchar('email', { length: 100 }),
    cargo: varchar('cargo', { length: 100 }),
    estado: estadoColumn(),
    id_rol: integer('id_rol')
      .notNull()
      .references(() => roles.id),
    id_entidad: integer('id_entidad').references(() => entidades.id),
    id_sucursal: integer('id_sucursal').references(() => sucursales.id),
    id_persona: integer('id_persona').references(() => personas.id),
    /** Dual employer/seller flag and the OVT / ProBolivia accounts it joins (spec part 1 §3 session user). */
    doble: boolean('doble').notNull().default(false),
    username_ovt: varchar('username_ovt', { length: 50 }),
    username_probolivia: varchar('username_probolivia', { length: 50 }),
    matricula_comercio_pb: varchar('matricula_comercio_pb', { length: 50 }),
    matriculas_comercio_pb: text('matriculas_comercio_pb').array().notNull().default(sql`'{}'::text[]`),
    lang: varchar('lang', { length: 5 }).notNull().default('es'),
    cambiar_contrasena: boolean('cambiar_contrasena').notNull().default(false),
    ultimo_ingreso: timestamp('ultimo_ingreso', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('usuarios_usuario_uq').on(sql`lower(${t.usuario})`),
    index('usuarios_email_idx').on(sql`lower(${t.email})`),
    index('usuarios_rol_idx').on(t.id_rol),
    index('usuarios_entidad_idx').on(t.id_entidad),
    index('usuarios_estado_idx').on(t.estado),
    index('usuarios_persona_idx').on(t.id_persona),
    indiceBusqueda('usuarios_usuario_busqueda_idx', t.usuario),
    indiceBusqueda('usuarios_email_busqueda_idx', t.email),
  ],
);

/**
 * Failed logins per typed username (lower-cased) and client address, whether or not such an account
 * exists, so that a made-up name is locked like a real one. NRO_MAX_INTENTOS from one address lock
 * that pair only (decision 046). Counted and locked in one statement (auth/repository.ts).
 */
export const loginIntentos = pgTable(
  'login_intentos',
  {
    usuario: varchar('usuario', { length: 50 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    intentos: integer('intentos').notNull().default(0),
    bloqueado_hasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuario, t.ip] }), index('login_intentos_actualizado_idx').on(t.actualizado)],
);

/**
 * Failed logins per typed username from every address together (decision 046): past a few, each
 * attempt from an address that has failed waits until `siguiente_intento`, a delay that doubles; and
 * `ventana_fallos` caps the failures of the hour that began at `ventana_inicio`, for every address.
 */
export const loginDemoras = pgTable(
  'login_demoras',
  {
    usuario: varchar('usuario', { length: 50 }).primaryKey(),
    fallos: integer('fallos').notNull().default(0),
    siguiente_intento: timestamp('siguiente_intento', { withTimezone: true }),
    ventana_inicio: timestamp('ventana_inicio', { withTimezone: true }).notNull(),
    ventana_fallos: integer('ventana_fallos').notNull().default(0),
    /** Whether the last attempt was refused without a password check: what the one statement answers. */
    rechazado: boolean('rechazado').notNull().default(false),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_demoras_actualizado_idx').on(t.actualizado)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 300 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_usuario_idx').on(t.id_usuario)],
);

export const modulos = pgTable(
  'modulos',
  {
    id: serial('id').primaryKey(),
    ruta: varchar('ruta', { length: 50 }).notNull().unique(),
    label: varchar('label', { length: 50 }).notNull(),
    icono: varchar('icono', { length: 30 }),
    orden: integer('orden').notNull().default(0),
    estado: estadoColumn(),
    visible: boolean('visible').notNull().default(true),
    id_modulo: integer('id_modulo'),
    ...auditColumns,
  },
  (t) => [index('modulos_padre_idx').on(t.id_modulo), index('modulos_label_idx').on(sql`lower(${t.label})`)],
);

export const permisos = pgTable(
  'permisos',
  {
    id: serial('id').primaryKey(),
    id_modulo: integer('id_modulo')
      .notNull()
      .references(() => modulos.id, { onDelete: 'cascade' }),
    id_rol: integer('id_rol')
      .notNull()
      .references(() => roles.id),
    create: boolean('create').notNull().default(false),
    read: boolean('read').notNull().default(false),
    update: boolean('update').notNull().default(false),
    delete: boolean('delete').notNull().default(false),
    csv: boolean('csv').notNull().default(false),
    firma: boolean('firma').notNull().default(false),
    activo: boolean('activo').notNull().default(true),
    ...auditColumns,
  },
  (t) => [uniqueIndex('permisos_modulo_rol_uq').on(t.id_modulo, t.id_rol), index('permisos_rol_idx').on(t.id_rol)],
);

/**
 * Single-use links sent by e-mail (issue 19, decision 036): a password recovery (RECUPERACION, 30
 * minutes) or a sign-up's confirmation (CONFIRMACION). Only the SHA-256 of the token is kept; a
 * link is used by setting `usado_at`, once.
 */
export const tokensCuenta = pgTable(
  'tokens_cuenta',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id),
    proposito: varchar('proposito', { length: 20 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    expira_at: timestamp('expira_at', { withTimezone: true }).notNull(),
    usado_at: timestamp('usado_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('tokens_cuenta_hash_uq').on(t.hash),
    // The per-account allowance counts an account's recent links.
    index('tokens_cuenta_usuario_idx').on(t.id_usuario, t.proposito, t._created_at),
    check('tokens_cuenta_proposito_ck', sql`${t.proposito} in ('RECUPERACION', 'CONFIRMACION')`),
    check('tokens_cuenta_hash_ck', sql`${t.hash} ~ '^[0-9a-f]{64}$'`),
  ],
);
