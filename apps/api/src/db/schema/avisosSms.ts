import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { personas } from './acceso.js';

/**
 * The beneficiaries' SMS outbox (issue 55 §3, decision 082): one row per event and person, written in
 * the transaction of the change it tells of (a payroll paid, a state blocked) or by the job that finds
 * a delivery opening today. `clave` names the event (`abono:<planilla>:<beneficiaria>:<subsidio>`) and
 * is unique, so a retried or repeated change enqueues once. `datos` holds what the text needs (her
 * first name, amounts, dates); the text is written when sent, in her language at that moment. The job
 * (modules/avisosSms/tareaPeriodica.ts) claims due PENDIENTE rows with FOR UPDATE SKIP LOCKED; a row
 * not sent because she opted out or her number reached the daily cap is OMITIDO with the reason.
 */
export const avisosSms = pgTable(
  'avisos_sms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clave: varchar('clave', { length: 120 }).notNull(),
    tipo: varchar('tipo', { length: 30 }).notNull(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id, { onDelete: 'cascade' }),
    numero: varchar('numero', { length: 30 }).notNull(),
    datos: jsonb('datos').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('PENDIENTE'),
    /** Why an OMITIDO row was not sent: BAJA (she opted out) or CUPO (the number's daily cap). */
    motivo: varchar('motivo', { length: 20 }),
    intentos: integer('intentos').notNull().default(0),
    proximo_intento: timestamp('proximo_intento', { withTimezone: true }).notNull().defaultNow(),
    ultimo_error: varchar('ultimo_error', { length: 500 }),
    /** The text as sent, and the gateway's id of it. */
    texto: text('texto'),
    id_mensaje: varchar('id_mensaje', { length: 100 }),
    enviado_at: timestamp('enviado_at', { withTimezone: true }),
    creado_at: timestamp('creado_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('avisos_sms_clave_uq').on(t.clave),
    index('avisos_sms_pendientes_idx').on(t.proximo_intento).where(sql`${t.estado} = 'PENDIENTE'`),
    index('avisos_sms_persona_idx').on(t.id_persona),
    check('avisos_sms_estado_ck', sql`${t.estado} in ('PENDIENTE', 'ENVIADO', 'FALLIDO', 'OMITIDO')`),
  ],
);

/**
 * What is known of a mobile number for the notices (decision 082): the language she last used on
 * `/mi-saldo`, and her opt-out (`baja_at`; by a reply BAJA or from `/mi-saldo`, `baja_via`). No row is
 * "notices on, in Spanish".
 */
export const smsNumeros = pgTable(
  'sms_numeros',
  {
    numero: varchar('numero', { length: 30 }).primaryKey(),
    idioma: varchar('idioma', { length: 2 }),
    baja_at: timestamp('baja_at', { withTimezone: true }),
    baja_via: varchar('baja_via', { length: 20 }),
    _updated_at: timestamp('_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sms_numeros_idioma_ck', sql`${t.idioma} in ('es', 'en', 'ay')`), check('sms_numeros_baja_via_ck', sql`${t.baja_via} in ('RESPUESTA', 'MI_SALDO')`)],
);
