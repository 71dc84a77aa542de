import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { cpts } from './planillas.js';
import { usuarios } from './acceso.js';

/**
 * The daily reconciliation (issue 35 §1, decision 064). One row per Bolivian day that was compared
 * (the daily job's "already done" for yesterday: a unique day), and one row per difference found,
 * unique per (day, kind, reference) so a difference is found once however often the day is run.
 */
export const conciliaciones = pgTable(
  'conciliaciones',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** Payments the platform reported that day, at the last run. */
    pagos_plataforma: integer('pagos_plataforma').notNull().default(0),
    /** Payment codes our ledger credited that day, at the last run. */
    codigos_acreditados: integer('codigos_acreditados').notNull().default(0),
    /** How many runs the day had (the job's one and staff's). */
    ejecuciones: integer('ejecuciones').notNull().default(1),
    ultima_ejecucion: timestamp('ultima_ejecucion', { withTimezone: true }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('conciliaciones_fecha_uq').on(t.fecha)],
);

export const conciliacionDiferencias = pgTable(
  'conciliacion_diferencias',
  {
    id: serial('id').primaryKey(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** PAGADO_NO_ACREDITADO, ACREDITADO_NO_PAGADO, MONTO_DISTINTO, PAGADO_DOS_VECES. */
    tipo: varchar('tipo', { length: 30 }).notNull(),
    /** What it is about: the payment code's number. */
    referencia: varchar('referencia', { length: 64 }).notNull(),
    id_cpt: integer('id_cpt').references(() => cpts.id),
    /** Our amount (the code's), and the platform's (the sum it reported that day). */
    monto_nuestro: numeric('monto_nuestro', { precision: 14, scale: 2 }),
    monto_externo: numeric('monto_externo', { precision: 14, scale: 2 }),
    /** When the platform says it was paid (its first payment of the day). */
    fecha_pago_externo: timestamp('fecha_pago_externo', { withTimezone: true }),
    detalle: text('detalle').notNull(),
    /** The detail's key and values (decision 075): the screen says it in the user's language. */
    detalle_clave: varchar('detalle_clave', { length: 64 }),
    detalle_parametros: jsonb('detalle_parametros').$type<Record<string, unknown>>(),
    estado: varchar('estado', { length: 20 }).notNull().default('ABIERTA'),
    id_usuario_resolucion: integer('id_usuario_resolucion').references(() => usuarios.id),
    motivo_resolucion: text('motivo_resolucion'),
    fecha_resolucion: timestamp('fecha_resolucion', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('conciliacion_diferencias_uq').on(t.fecha, t.tipo, t.referencia),
    index('conciliacion_diferencias_abiertas_idx').on(t.fecha).where(sql`${t.estado} = 'ABIERTA'`),
    check('conciliacion_diferencias_estado_ck', sql`${t.estado} in ('ABIERTA', 'RESUELTA')`),
    check('conciliacion_diferencias_resuelta_ck', sql`(${t.estado} = 'RESUELTA') = (${t.id_usuario_resolucion} is not null and ${t.motivo_resolucion} is not null and ${t.fecha_resolucion} is not null)`),
  ],
);
