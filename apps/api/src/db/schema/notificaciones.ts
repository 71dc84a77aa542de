import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.js';

/**
 * The mail outbox (issue 35 §3, decision 065): one row per recipient and event, written in the same
 * transaction as the change it tells of, so a change that rolls back tells nothing and a change that
 * commits always has its mail. `clave` names the event (`cpt:12:EMITIDO`): unique with the user, so
 * a retried or repeated change enqueues once. The sending job (modules/notificaciones/tareaPeriodica.ts)
 * claims due PENDIENTE rows with FOR UPDATE SKIP LOCKED and sends them outside any transaction;
 * a failure moves `proximo_intento` forward (backoff) until `intentos` reaches the maximum (FALLIDO).
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clave: varchar('clave', { length: 120 }).notNull(),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    para: varchar('para', { length: 100 }).notNull(),
    asunto: varchar('asunto', { length: 200 }).notNull(),
    texto: text('texto').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('PENDIENTE'),
    intentos: integer('intentos').notNull().default(0),
    proximo_intento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    ultimo_error: varchar('ultimo_error', { length: 500 }),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    creado_at: timestamp('creado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notificaciones_clave_usuario_uq').on(t.clave, t.id_usuario),
    index('notificaciones_pendientes_idx').on(t.proximo_intento).where(sql`${t.estado} = 'PENDIENTE'`),
    index('notificaciones_usuario_idx').on(t.id_usuario),
    check('notificaciones_estado_ck', sql`${t.estado} in ('PENDIENTE', 'ENVIADO', 'FALLIDO')`),
  ],
);

/** A user's opt-out of one kind of mail (issue 35 §3): a row means that kind is not sent to that user. */
export const notificacionesDesactivadas = pgTable(
  'notificaciones_desactivadas',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    _created_at: timestamp('_created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.tipo] })],
);
