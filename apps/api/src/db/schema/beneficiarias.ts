import { sql, type SQLWrapper } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, numeric, pgTable, primaryKey, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { personas } from './acceso.js';
import { entidades, sucursales } from './organizacion.js';
import { subsidios } from './subsidios.js';

/** Beneficiary states (DOMAIN.md §3); purchases need ACTIVO. */
export const ESTADOS_BENEFICIARIA_SQL = sql`('CREADO', 'PARA_ACTIVACION', 'VERIFICADO', 'ACTIVO', 'INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', 'BLOQUEADO_INTENTOS', 'SUSPENDIDO')`;

/**
 * A worker (DOMAIN.md §2): a person employed by an entity at one of its branches, as the OVT labour
 * registry says. One row per (entity, person); the sync updates it in place. `aguinaldo` (the
 * year-end bonus, numeric, centavos in code) is known once the employer loads it.
 */
export const trabajadores = pgTable(
  'trabajadores',
  {
    id: serial('id').primaryKey(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    id_sucursal: integer('id_sucursal').references(() => sucursales.id),
    matricula: varchar('matricula', { length: 50 }),
    caja_salud: varchar('caja_salud', { length: 150 }),
    nro_seguro: varchar('nro_seguro', { length: 30 }),
    cargo: varchar('cargo', { length: 150 }),
    fecha_ingreso: date('fecha_ingreso', { mode: 'string' }),
    aguinaldo: numeric('aguinaldo', { precision: 14, scale: 2 }),
    /** The birth date the OVT gives for this worker (sync and titular registration; decision 062), null until the OVT said it. */
    fecha_nacimiento_ovt: date('fecha_nacimiento_ovt', { mode: 'string' }),
    estado: varchar('estado', { length: 30 }).notNull().default('ACTIVO'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('trabajadores_entidad_persona_uq').on(t.id_entidad, t.id_persona),
    index('trabajadores_entidad_sucursal_idx').on(t.id_entidad, t.id_sucursal),
    index('trabajadores_persona_idx').on(t.id_persona),
    check('trabajadores_aguinaldo_ck', sql`${t.aguinaldo} is null or ${t.aguinaldo} >= 0`),
  ],
);


/**
 * A registry worker the OVT sync left out because the system has her with another birth date (spec
 * §2.4's dialog) and no worker row of the entity to keep the OVT's date on: what the OVT says, so that
 * the data-quality report lists her as the dialog does (issue 51 §5, decision 062). Removed when a
 * sync saves her (the dates agree again).
 */
export const fechasOvtDistintas = pgTable(
  'fechas_ovt_distintas',
  {
    id: serial('id').primaryKey(),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id),
    fecha_nacimiento_ovt: date('fecha_nacimiento_ovt', { mode: 'string' }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('fechas_ovt_distintas_entidad_persona_uq').on(t.id_entidad, t.id_persona), index('fechas_ovt_distintas_persona_idx').on(t.id_persona)],
);
/**
 * A beneficiary (DOMAIN.md §2): one row per (person, subsidy, entity). For the bonus (subsidy 1) the
 * beneficiary is the worker (titular) and `monto_bono` is PORCENTAJE_BONO % of `monto_detalle` (the
 * aguinaldo); for a subsidy the beneficiary may be another person, with an assignment range.
 * `enviar_sms` is the SMS-purchase flag ('1' on, '0' off).
 */
export const beneficiarias = pgTable(
  'beneficiarias',
  {
    id: serial('id').primaryKey(),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id),
    id_persona_titular: integer('id_persona_titular')
      .notNull()
      .references(() => personas.id),
    id_persona_titular_cobro: integer('id_persona_titular_cobro').references(() => personas.id),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    id_sucursal: integer('id_sucursal').references(() => sucursales.id),
    monto_detalle: numeric('monto_detalle', { precision: 14, scale: 2 }),
    monto_bono: numeric('monto_bono', { precision: 14, scale: 2 }),
    nro_seguro: varchar('nro_seguro', { length: 30 }),
    nro_asignacion_inicio: integer('nro_asignacion_inicio'),
    nro_asignacion_fin: integer('nro_asignacion_fin'),
    fecha_inicio: date('fecha_inicio', { mode: 'string' }),
    fecha_fin: date('fecha_fin', { mode: 'string' }),
    nro_hijos: integer('nro_hijos'),
    fecha_nacido_vivo: date('fecha_nacido_vivo', { mode: 'string' }),
    enviar_sms: varchar('enviar_sms', { length: 1 }).notNull().default('1'),
    estado: varchar('estado', { length: 30 }).notNull().default('CREADO'),
    observaciones: varchar('observaciones', { length: 500 }),
    /**
     * The latest `periodo` among the beneficiary's vigente payroll lines (null when none), kept by
     * statement triggers on planilla_detalle (migration 0013): "not in a payroll of the month" without
     * probing the lines. Nobody writes it but those triggers, the payroll CSV's amounts just before
     * their lines (`periodoConLinea`, decision 055) and the benchmark's loader, which sets it with
     * the lines it copies. Not indexed, so that the payroll's update of it stays HOT.
     */
    ultimo_periodo: date('ultimo_periodo', { mode: 'string' }),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('beneficiarias_persona_subsidio_entidad_uq').on(t.id_persona, t.id_subsidio, t.id_entidad),
    index('beneficiarias_entidad_estado_idx').on(t.id_entidad, t.estado, t.id),
    index('beneficiarias_entidad_sucursal_idx').on(t.id_entidad, t.id_sucursal),
    // An employer's bonus list (workers, pending payroll): its rows in id order and their count, from the index alone.
    index('beneficiarias_entidad_subsidio_idx').on(t.id_entidad, t.id_subsidio, t.id),
    index('beneficiarias_titular_idx').on(t.id_persona_titular),
    index('beneficiarias_subsidio_estado_idx').on(t.id_subsidio, t.estado),
    // The staff list of subsidy beneficiaries (every subsidy but the bonus, 1), by state and id. The
    // query writes the 1 as a literal (csvBeneficiarias/repository.ts): a bound parameter cannot prove a partial index's predicate.
    index('beneficiarias_subsidios_estado_idx').on(t.estado, t.id).where(sql`${t.id_subsidio} <> 1`),
    // An employer's subsidy beneficiaries (csv_beneficiarias), by id: with (id_entidad, id_subsidio, id) alone, an
    // employer of 50,000 bonus workers read them all to count and page its 4,897 subsidies (44-560 ms at full scale, issue 54).
    index('beneficiarias_entidad_subsidios_idx').on(t.id_entidad, t.id).where(sql`${t.id_subsidio} <> 1`),
    check('beneficiarias_estado_ck', sql`${t.estado} in ${ESTADOS_BENEFICIARIA_SQL}`),
    check('beneficiarias_enviar_sms_ck', sql`${t.enviar_sms} in ('0', '1')`),
    check('beneficiarias_montos_ck', sql`(${t.monto_detalle} is null or ${t.monto_detalle} >= 0) and (${t.monto_bono} is null or ${t.monto_bono} >= 0)`),
    check('beneficiarias_asignacion_ck', sql`${t.nro_asignacion_inicio} is null or ${t.nro_asignacion_fin} is null or ${t.nro_asignacion_inicio} <= ${t.nro_asignacion_fin}`),
  ],
);

/**
 * How many beneficiaries each (entity, subsidy, state, latest vigente period) has, with the sum of
 * their bonuses and how many have one to pay: kept by statement triggers on beneficiarias (migration
 * 0013), so an employer's list and its pending list count and sum without reading their rows.
 * `ultimo_periodo` is '-infinity' for beneficiaries in no payroll (a key column cannot be null).
 */
export const beneficiariasConteo = pgTable(
  'beneficiarias_conteo',
  {
    id_entidad: integer('id_entidad').notNull(),
    id_subsidio: integer('id_subsidio').notNull(),
    estado: varchar('estado', { length: 30 }).notNull(),
    ultimo_periodo: date('ultimo_periodo', { mode: 'string' }).notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
    monto_bono: numeric('monto_bono').notNull(),
    pagables: bigint('pagables', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_entidad, t.id_subsidio, t.estado, t.ultimo_periodo] })],
);

/** Every change of a beneficiary's state (DOMAIN.md §3): from, to, who, when, why. Append-only. */
export const beneficiariaEstados = pgTable(
  'beneficiaria_estados',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_beneficiaria: integer('id_beneficiaria')
      .notNull()
      .references(() => beneficiarias.id),
    estado_anterior: varchar('estado_anterior', { length: 30 }),
    estado_nuevo: varchar('estado_nuevo', { length: 30 }).notNull(),
    motivo: varchar('motivo', { length: 300 }),
    ...auditColumns,
  },
  (t) => [index('beneficiaria_estados_beneficiaria_idx').on(t.id_beneficiaria, t.id)],
);

/**
 * A beneficiary's latest period once a vigente line of `periodo` is added: the greater of the kept
 * one and the new (`greatest` passes over a null). The rule of the lines' insert trigger
 * (`planilla_detalle_insertadas`, migration 0031), for the one writer that sets it with the line's
 * amounts before inserting the line (the payroll CSV: decision 055).
 */
export const periodoConLinea = (actual: SQLWrapper, periodo: string) => sql`greatest(${actual}, ${periodo}::date)`;
