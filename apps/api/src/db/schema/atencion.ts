import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { personas } from './acceso.js';
import { municipios } from './dpa.js';
import { sucursales } from './organizacion.js';
import { beneficiarias } from './beneficiarias.js';
import { subsidios } from './subsidios.js';
import { paquetes } from './paquetes.js';
import { movimientos } from './planillas.js';

/**
 * The programme's beneficiary cards (spec part 2 §2.14; DOMAIN.md §3 "Card"): an NFC card's UUID
 * (as the reader gives it, upper-case hex), registered in a batch (`lote`), REGISTRADO → ASIGNADO (to
 * one beneficiary) → ANULADO. A card is assigned to at most one beneficiary, ever: the trigger of
 * migration 0015 refuses to change `id_beneficiaria` once set, or to bring a card back from ASIGNADO
 * or ANULADO; the partial unique index keeps one ASIGNADO card per beneficiary.
 */
export const tarjetas = pgTable(
  'tarjetas',
  {
    id: serial('id').primaryKey(),
    uuid: varchar('uuid', { length: 50 }).notNull(),
    lote: varchar('lote', { length: 50 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('REGISTRADO'),
    id_beneficiaria: integer('id_beneficiaria').references(() => beneficiarias.id),
    fecha_asignacion: timestamp('fecha_asignacion', { withTimezone: true }),
    fecha_baja: timestamp('fecha_baja', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('tarjetas_uuid_uq').on(t.uuid),
    index('tarjetas_lote_idx').on(t.lote),
    index('tarjetas_estado_idx').on(t.estado, t.id),
    uniqueIndex('tarjetas_beneficiaria_asignada_uq').on(t.id_beneficiaria).where(sql`${t.estado} = 'ASIGNADO'`),
    index('tarjetas_beneficiaria_idx').on(t.id_beneficiaria),
    check('tarjetas_estado_ck', sql`${t.estado} in ('REGISTRADO', 'ASIGNADO', 'ANULADO')`),
    check('tarjetas_asignacion_ck', sql`(${t.estado} <> 'ASIGNADO' or ${t.id_beneficiaria} is not null) and (${t.estado} <> 'REGISTRADO' or ${t.id_beneficiaria} is null)`),
  ],
);

/**
 * A verification code sent by SMS (DOMAIN.md §5): 6 digits, valid 10 minutes, 3 tries. Only its
 * hash is kept. `proposito` says what it proves: CELULAR (the person owns this new number) or ENTREGA
 * (the beneficiary is at the counter to collect a package), COMPRA (a purchase), SALDO (she opens her own
 * balance page, decision 063). A new code for the same person and
 * purpose replaces the pending one.
 */
export const codigosVerificacion = pgTable(
  'codigos_verificacion',
  {
    id: serial('id').primaryKey(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id),
    numero_celular: varchar('numero_celular', { length: 15 }).notNull(),
    proposito: varchar('proposito', { length: 20 }).notNull(),
    codigo_hash: varchar('codigo_hash', { length: 128 }).notNull(),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    intentos: integer('intentos').notNull().default(0),
    estado: varchar('estado', { length: 20 }).notNull().default('PENDIENTE'),
    id_mensaje: varchar('id_mensaje', { length: 100 }),
    ...auditColumns,
  },
  (t) => [
    index('codigos_verificacion_persona_idx').on(t.id_persona, t.proposito, t.id),
    // The allowance per number (decision 068) counts a number's codes of one purpose in the last day.
    index('codigos_verificacion_numero_idx').on(t.numero_celular, t.proposito, t._created_at),
    uniqueIndex('codigos_verificacion_pendiente_uq').on(t.id_persona, t.proposito).where(sql`${t.estado} = 'PENDIENTE'`),
    check('codigos_verificacion_proposito_ck', sql`${t.proposito} in ('CELULAR', 'ENTREGA', 'COMPRA', 'SALDO')`),
    check('codigos_verificacion_estado_ck', sql`${t.estado} in ('PENDIENTE', 'VERIFICADO', 'VENCIDO', 'AGOTADO', 'REEMPLAZADO')`),
    check('codigos_verificacion_intentos_ck', sql`${t.intentos} between 0 and 3`),
  ],
);

/**
 * A beneficiary's short-lived grant to read her own balance page (`/mi-saldo`, decision 063), given
 * by a right SALDO code. Only the token's sha-256 is kept; it is in the database so that every copy
 * of the API behind the balancer honours it. It names one person: it reads only hers.
 */
export const accesosSaldo = pgTable(
  'accesos_saldo',
  {
    id: serial('id').primaryKey(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id),
    id_codigo: integer('id_codigo')
      .notNull()
      .references(() => codigosVerificacion.id),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('accesos_saldo_token_uq').on(t.token_hash), index('accesos_saldo_expira_idx').on(t.expira)],
);

/**
 * An operator's registration of a universal-subsidy beneficiary (spec part 2 §2.13 Registros): the
 * health centre's inscription code, where she lives and the doctor who certified her. One per
 * beneficiary row.
 */
export const inscripciones = pgTable(
  'inscripciones',
  {
    id: serial('id').primaryKey(),
    id_beneficiaria: integer('id_beneficiaria')
      .notNull()
      .references(() => beneficiarias.id),
    codigo_inscripcion: varchar('codigo_inscripcion', { length: 50 }).notNull(),
    id_municipio: integer('id_municipio')
      .notNull()
      .references(() => municipios.id),
    medico_nombres: varchar('medico_nombres', { length: 150 }).notNull(),
    medico_primer_apellido: varchar('medico_primer_apellido', { length: 100 }),
    medico_segundo_apellido: varchar('medico_segundo_apellido', { length: 100 }),
    medico_matricula: varchar('medico_matricula', { length: 50 }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('inscripciones_beneficiaria_uq').on(t.id_beneficiaria), index('inscripciones_codigo_idx').on(t.codigo_inscripcion)],
);

/**
 * The delivery calendar (spec part 2 §3 "Delivery record"; decision 026): one row per enabled
 * assignment of a subsidy beneficiary, with the amount credited for it. `origen` is the ABONO's
 * (`planilla_detalle:<id>` for a paid payroll line, `inscripcion:<idBeneficiaria>:<n>` for a
 * universal subsidy), unique, so an assignment is enabled once. Deliverable from `habilitada_desde`;
 * not collected by `fecha_limite` it is a debt. Delivering it writes a CARGO of `monto`
 * (`entrega:<id>`, unique) and marks it ENTREGADO in one transaction, once.
 */
export const entregas = pgTable(
  'entregas',
  {
    id: serial('id').primaryKey(),
    id_beneficiaria: integer('id_beneficiaria')
      .notNull()
      .references(() => beneficiarias.id),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    nro_asignacion: integer('nro_asignacion').notNull(),
    origen: varchar('origen', { length: 120 }).notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    habilitada_desde: date('habilitada_desde', { mode: 'string' }).notNull(),
    fecha_limite: date('fecha_limite', { mode: 'string' }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('HABILITADO'),
    fecha_entrega: timestamp('fecha_entrega', { withTimezone: true }),
    id_paquete: integer('id_paquete').references(() => paquetes.id),
    id_sucursal: integer('id_sucursal').references(() => sucursales.id),
    medio: varchar('medio', { length: 10 }),
    id_movimiento: bigint('id_movimiento', { mode: 'number' }).references(() => movimientos.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('entregas_origen_uq').on(t.origen),
    index('entregas_beneficiaria_idx').on(t.id_beneficiaria, t.estado, t.nro_asignacion),
    // The pending-pickup report (issue 17): enabled, not delivered, per subsidy.
    index('entregas_subsidio_estado_idx').on(t.id_subsidio, t.estado),
    // The deliveries that open today, told by SMS (decision 082).
    index('entregas_apertura_idx').on(t.habilitada_desde).where(sql`${t.estado} = 'HABILITADO'`),
    check('entregas_estado_ck', sql`${t.estado} in ('HABILITADO', 'ENTREGADO')`),
    check('entregas_monto_ck', sql`${t.monto} > 0`),
    check('entregas_medio_ck', sql`${t.medio} is null or ${t.medio} in ('TARJETA', 'SMS')`),
    check(
      'entregas_entregada_ck',
      sql`(${t.estado} = 'ENTREGADO') = (${t.fecha_entrega} is not null and ${t.id_movimiento} is not null and ${t.id_paquete} is not null and ${t.id_sucursal} is not null and ${t.medio} is not null)`,
    ),
  ],
);
