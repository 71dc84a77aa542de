import { sql } from 'drizzle-orm';
import { bigint, bigserial, type AnyPgColumn, boolean, check, date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { entidades, sucursales } from './organizacion.js';
import { beneficiarias } from './beneficiarias.js';
import { subsidios } from './subsidios.js';
import { indiceBusqueda } from './busqueda.js';

/** Payroll states (DOMAIN.md §3): CREADO → ENVIADO → PAGADO; CREADO → ANULADO; ENVIADO → CREADO. */
export const ESTADOS_PLANILLA_SQL = sql`('CREADO', 'ENVIADO', 'PAGADO', 'ANULADO')`;

/**
 * A payroll (DOMAIN.md §2, §3; decision 023): a batch of an entity's lines, paid from one of its
 * branches (`id_sucursal_pago`). `periodo` is the first day of the month (in Bolivia) it was
 * created in: a beneficiary is in at most one payroll per month that is not ANULADO.
 * `monto_total` is the sum of its lines (centavos in code), checked when it is written.
 */
export const planillas = pgTable(
  'planillas',
  {
    id: serial('id').primaryKey(),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    id_sucursal_pago: integer('id_sucursal_pago')
      .notNull()
      .references(() => sucursales.id),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    tipo: varchar('tipo', { length: 20 }).notNull().default('MENSUAL'),
    periodo: date('periodo', { mode: 'string' }).notNull(),
    monto_total: numeric('monto_total', { precision: 14, scale: 2 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('CREADO'),
    /** When it became PAGADO (a paid code, an approved C31 form): the daily report of approved payrolls reads it. */
    pagado_at: timestamp('pagado_at', { withTimezone: true }),
    /** Its lines, kept by statement triggers on planilla_detalle (migration 0030): the lines list's count without counting them. */
    nro_lineas: integer('nro_lineas').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    // Ascending ids: read backwards they serve the lists' `id DESC`; Drizzle's `.desc()` writes DESC NULLS LAST, which that order never matches.
    index('planillas_entidad_estado_idx').on(t.id_entidad, t.estado, t.id),
    index('planillas_pagado_at_idx').on(t.pagado_at),
    index('planillas_estado_idx').on(t.estado, t.id),
    index('planillas_sucursal_pago_idx').on(t.id_sucursal_pago),
    check('planillas_monto_total_ck', sql`${t.monto_total} > 0`),
    check('planillas_estado_ck', sql`${t.estado} in ${ESTADOS_PLANILLA_SQL}`),
    check('planillas_periodo_ck', sql`extract(day from ${t.periodo}) = 1`),
  ],
);

/**
 * A payroll's line: one beneficiary, one assignment, one amount. Lines never change after CREADO;
 * `vigente` turns false once the payroll is ANULADO (the only change a line ever sees), which frees
 * the beneficiary: the partial unique index keeps a beneficiary in one live payroll per month, so
 * two payrolls racing for the same beneficiary cannot both win.
 */
export const planillaDetalle = pgTable(
  'planilla_detalle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_planilla: integer('id_planilla')
      .notNull()
      .references(() => planillas.id),
    id_beneficiaria: integer('id_beneficiaria')
      .notNull()
      .references(() => beneficiarias.id),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    nro_asignacion: integer('nro_asignacion'),
    periodo: date('periodo', { mode: 'string' }).notNull(),
    vigente: boolean('vigente').notNull().default(true),
  },
  (t) => [
    index('planilla_detalle_planilla_idx').on(t.id_planilla, t.id),
    index('planilla_detalle_beneficiaria_idx').on(t.id_beneficiaria),
    index('planilla_detalle_subsidio_idx').on(t.id_subsidio),
    // One live payroll a month per beneficiary; also "not yet in a payroll of the month": one probe per
    // beneficiary in the pending lists and payrolls (an identical plain index did the same until migration 0031).
    uniqueIndex('planilla_detalle_beneficiaria_periodo_uq').on(t.id_beneficiaria, t.periodo).where(sql`${t.vigente}`),
    check('planilla_detalle_monto_ck', sql`${t.monto} > 0`),
  ],
);

/**
 * A payment code (CPT, DOMAIN.md §3): one code for one or more payrolls of one entity; its amount
 * is the sum of their totals plus 1 Bs. `referencia` is our idempotency key at the payment
 * platform; `codigo` is null until the platform issues it.
 */
export const cpts = pgTable(
  'cpts',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 30 }),
    referencia: varchar('referencia', { length: 64 }).notNull(),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('PENDIENTE'),
    vence: timestamp('vence', { withTimezone: true }),
    fecha_pago: timestamp('fecha_pago', { withTimezone: true }),
    /** When the polling looks at this PENDIENTE code next (claimed with FOR UPDATE SKIP LOCKED, then pushed forward). */
    proxima_revision: timestamp('proxima_revision', { withTimezone: true }).notNull().defaultNow(),
    /** When the polling first found the platform did not know this code (issue 32); the next check that still does not settles it VENCIDO. */
    desconocido_at: timestamp('desconocido_at', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cpts_codigo_uq').on(t.codigo),
    index('cpts_revision_idx').on(t.proxima_revision).where(sql`${t.estado} = 'PENDIENTE'`),
    uniqueIndex('cpts_referencia_uq').on(t.referencia),
    index('cpts_entidad_estado_idx').on(t.id_entidad, t.estado, t.id),
    index('cpts_estado_vence_idx').on(t.estado, t.vence),
    /** The daily reconciliation's "credited that day" (decision 064). */
    index('cpts_pagados_fecha_idx').on(t.fecha_pago).where(sql`${t.estado} = 'PAGADO'`),
    check('cpts_monto_ck', sql`${t.monto} > 1`),
    check('cpts_estado_ck', sql`${t.estado} in ('PENDIENTE', 'PAGADO', 'VENCIDO')`),
  ],
);

/** The payrolls of a code; `vigente` turns false when the code is VENCIDO: a payroll is in at most one live code. */
export const cptPlanillas = pgTable(
  'cpt_planillas',
  {
    id: serial('id').primaryKey(),
    id_cpt: integer('id_cpt')
      .notNull()
      .references(() => cpts.id),
    id_planilla: integer('id_planilla')
      .notNull()
      .references(() => planillas.id),
    vigente: boolean('vigente').notNull().default(true),
  },
  (t) => [
    index('cpt_planillas_cpt_idx').on(t.id_cpt),
    index('cpt_planillas_planilla_idx').on(t.id_planilla),
    uniqueIndex('cpt_planillas_planilla_vigente_uq').on(t.id_planilla).where(sql`${t.vigente}`),
  ],
);

/** A public entity's C31 form paying one payroll (DOMAIN.md §3): `archivo` is the sha256 of its PDF. One live form per payroll. */
export const formulariosC31 = pgTable(
  'formularios_c31',
  {
    id: serial('id').primaryKey(),
    id_planilla: integer('id_planilla')
      .notNull()
      .references(() => planillas.id),
    c31: varchar('c31', { length: 150 }).notNull(),
    archivo: varchar('archivo', { length: 64 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('CREADO'),
    /** Why the programme rejected it (ANULADO): required, shown to the entity beside its payroll (issue 32). */
    observacion: varchar('observacion', { length: 300 }),
    ...auditColumns,
  },
  (t) => [
    index('formularios_c31_planilla_idx').on(t.id_planilla),
    index('formularios_c31_estado_idx').on(t.estado, t.id),
    indiceBusqueda('formularios_c31_c31_busqueda_idx', t.c31),
    uniqueIndex('formularios_c31_planilla_vivo_uq').on(t.id_planilla).where(sql`${t.estado} <> 'ANULADO'`),
    check('formularios_c31_estado_ck', sql`${t.estado} in ('CREADO', 'PAGADO', 'ANULADO')`),
  ],
);

/**
 * A beneficiary's balance in one subsidy (DOMAIN.md §4). `saldo` is a cache of the sum of its
 * movements: it changes only in the statement (or transaction) that inserts a movement, never
 * otherwise, and the tests check Σ movements = saldo after every test of the ledger's files.
 */
export const cuentas = pgTable(
  'cuentas',
  {
    id: serial('id').primaryKey(),
    id_beneficiaria: integer('id_beneficiaria')
      .notNull()
      .references(() => beneficiarias.id),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    saldo: numeric('saldo', { precision: 14, scale: 2 }).notNull().default('0'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('cuentas_beneficiaria_subsidio_uq').on(t.id_beneficiaria, t.id_subsidio),
    index('cuentas_subsidio_idx').on(t.id_subsidio),
    check('cuentas_saldo_ck', sql`${t.saldo} >= 0`),
  ],
);

/**
 * The ledger's movements, append-only: ABONO (a paid payroll line), CARGO (a purchase), REVERSO
 * (undoes `id_movimiento_revertido`). `origen` names the event (`planilla_detalle:<id>`): unique, so
 * one event is applied once whatever retries or races happen.
 */
export const movimientos = pgTable(
  'movimientos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_cuenta: integer('id_cuenta')
      .notNull()
      .references(() => cuentas.id),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    origen: varchar('origen', { length: 120 }).notNull(),
    id_movimiento_revertido: bigint('id_movimiento_revertido', { mode: 'number' }).references((): AnyPgColumn => movimientos.id),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('movimientos_origen_uq').on(t.origen),
    index('movimientos_cuenta_idx').on(t.id_cuenta, t.id),
    index('movimientos_revertido_idx').on(t.id_movimiento_revertido),
    check('movimientos_monto_ck', sql`${t.monto} > 0`),
    check('movimientos_tipo_ck', sql`${t.tipo} in ('ABONO', 'CARGO', 'REVERSO')`),
    check('movimientos_reverso_ck', sql`(${t.tipo} = 'REVERSO') = (${t.id_movimiento_revertido} is not null)`),
  ],
);

/**
 * An uploaded document (a C31 form with its cheque, as one PDF): stored under the data folder by its
 * SHA-256 (`sha256`), and owned by the entity whose user uploaded it, so that only that entity (and
 * staff) can attach it to a form or download it. The same file uploaded twice by one entity is one row.
 */
export const archivos = pgTable(
  'archivos',
  {
    id: serial('id').primaryKey(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    tipo: varchar('tipo', { length: 20 }).notNull().default('C31'),
    nombre_original: varchar('nombre_original', { length: 255 }),
    tamano: integer('tamano').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('archivos_sha256_entidad_uq').on(t.sha256, t.id_entidad), index('archivos_entidad_idx').on(t.id_entidad), check('archivos_sha256_ck', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`)],
);
