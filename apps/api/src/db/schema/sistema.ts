import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { indiceBusqueda, indicePalabras } from './busqueda.js';
import { auditColumns, estadoColumn } from './columns.js';

export const parametros = pgTable('parametros', {
  id: serial('id').primaryKey(),
  nombre: varchar('nombre', { length: 50 }).notNull().unique(),
  valor: varchar('valor', { length: 50 }).notNull(),
  label: varchar('label', { length: 50 }).notNull(),
  descripcion: varchar('descripcion', { length: 500 }),
  estado: estadoColumn(),
  ...auditColumns,
});

/** Integration services (spec part 2 §3): the outside systems' URLs and tokens. */
export const serviciosIop = pgTable('servicios_iop', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 20 }).notNull().unique(),
  metodo: varchar('metodo', { length: 100 }).notNull(),
  descripcion: varchar('descripcion', { length: 500 }),
  entidad: varchar('entidad', { length: 255 }),
  url: varchar('url', { length: 1000 }).notNull(),
  token: varchar('token', { length: 3000 }),
  tipo: varchar('tipo', { length: 20 }).notNull().default('CONVENIO'),
  estado: estadoColumn(),
  ...auditColumns,
});

/** Audit log, hash-chained: each row's hash covers its content and the previous row's hash. */
export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nivel: varchar('nivel', { length: 20 }).notNull(),
    tipo: varchar('tipo', { length: 50 }).notNull(),
    mensaje: text('mensaje').notNull(),
    /** The line's key and values (decision 075), which the logs screen says in the user's language; null for an operation's name. */
    clave: varchar('clave', { length: 64 }),
    parametros: jsonb('parametros').$type<Record<string, unknown>>(),
    referencia: text('referencia'),
    ip: varchar('ip', { length: 64 }),
    fecha: timestamp('fecha', { withTimezone: true, precision: 3 }).notNull(),
    usuario: varchar('usuario', { length: 50 }),
    id_usuario: integer('id_usuario'),
    hash_anterior: varchar('hash_anterior', { length: 64 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    // The list's order (fecha, then id, either way) read straight from the index, with or without a
    // nivel or tipo. Ascending on purpose: read backwards it gives ORDER BY fecha DESC, id DESC exactly
    // (DESC NULLS FIRST), which a `DESC NULLS LAST` index does not match, so the list sorted every row.
    index('logs_fecha_idx').on(t.fecha, t.id),
    index('logs_nivel_fecha_idx').on(t.nivel, t.fecha, t.id),
    index('logs_tipo_fecha_idx').on(t.tipo, t.fecha, t.id),
    index('logs_usuario_idx').on(t.usuario),
    indiceBusqueda('logs_usuario_busqueda_idx', t.usuario),
    indiceBusqueda('logs_mensaje_busqueda_idx', t.mensaje),
    indicePalabras('logs_mensaje_palabras_idx', t.mensaje),
  ],
);

/**
 * How many audit rows there are of each day (in Bolivia), nivel and tipo, kept by triggers on logs
 * (migration 0011): the logs list's count, exact, without counting millions of rows.
 */
export const logsConteo = pgTable(
  'logs_conteo',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    nivel: varchar('nivel', { length: 20 }).notNull(),
    tipo: varchar('tipo', { length: 50 }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.nivel, t.tipo] })],
);

/**
 * The last audit row found intact (one row, id 1): the chain check of the logs screen goes on from it
 * instead of walking the whole table on every call. `npm run audit:verify` still walks it all.
 */
export const logsVerificacion = pgTable('logs_verificacion', {
  id: integer('id').primaryKey(),
  id_log: bigint('id_log', { mode: 'number' }).notNull(),
  hash: varchar('hash', { length: 64 }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  fecha: timestamp('fecha', { withTimezone: true }).notNull(),
});

/** Server-side settings that must survive restarts and be shared by every copy of the server (e.g. the signing key). */
export const ajustesSistema = pgTable('ajustes_sistema', {
  clave: varchar('clave', { length: 50 }).primaryKey(),
  valor: text('valor').notNull(),
  _created_at: timestamp('_created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Allowances per caller and minute (core/cupos.ts): uploads per user, balance look-ups per cashier or
 * provider token. Kept in the database, not in a process, because several copies of the API serve the
 * same callers; one row per key and window, counted in one statement.
 */
export const cuposUso = pgTable(
  'cupos_uso',
  {
    clave: varchar('clave', { length: 100 }).notNull(),
    ventana: timestamp('ventana', { withTimezone: true }).notNull(),
    usados: integer('usados').notNull(),
  },
  (t) => [primaryKey({ columns: [t.clave, t.ventana] }), index('cupos_uso_ventana_idx').on(t.ventana)],
);
