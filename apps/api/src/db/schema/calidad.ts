import { date, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './acceso.js';

/**
 * The data-quality reports' findings (issue 35 §4, decisions 062 and 066). `calidad_hallazgos`
 * holds the last computed rows of every report, read by (reporte, clave) through the primary key:
 * the page, its count, the dashboard and the CSV never run a report's SELECT. `calidad_corridas` is
 * one row per refresh (all reports at once, in one transaction with the rows): the Bolivian day it
 * computed, when, who (null: the daily job), how long and the rows per report.
 */
export const calidadHallazgos = pgTable(
  'calidad_hallazgos',
  {
    reporte: text('reporte').notNull(),
    clave: text('clave').notNull(),
    documento: text('documento'),
    nombre: text('nombre'),
    detalle: text('detalle').notNull(),
  },
  (t) => [primaryKey({ name: 'calidad_hallazgos_pk', columns: [t.reporte, t.clave] })],
);

export const calidadCorridas = pgTable('calidad_corridas', {
  id: serial('id').primaryKey(),
  /** Bolivia's day the reports were computed for ("today" of their 90-day and past-due rules). */
  dia: date('dia', { mode: 'string' }).notNull(),
  calculado_en: timestamp('calculado_en', { withTimezone: true }).notNull(),
  /** The staff user who asked for it; null for the daily job (and the demo seed). */
  id_usuario: integer('id_usuario').references(() => usuarios.id),
  duracion_ms: integer('duracion_ms').notNull(),
  /** Rows found per report: `{ reporte: n }` (a report missing here was not computed by this run). */
  filas: jsonb('filas').$type<Record<string, number>>().notNull(),
});
