import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { alimentos, gruposAlimenticios } from './catalogo.js';
import { entidades, sucursales } from './organizacion.js';
import { personas, usuarios } from './acceso.js';
import { subsidios } from './subsidios.js';
import { cuentas, movimientos } from './planillas.js';

/**
 * A payment to a provider (spec part 2 §2.18, §3 'Payment'; issue 17): the settlement of its sales
 * of a period, sent to the treasury in a batch (`id_solicitud_pago_lote`) and answered PAGADO,
 * OBSERVADO (`codigo_respuesta_mefp`, `observacion_mefp`) or still ENVIADO. `monto` is the sum of
 * its sales, checked by `test/invariantes.ts`.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    /** The first and last Bolivian day of the sales it pays. */
    periodo_inicial: varchar('periodo_inicial', { length: 10 }).notNull(),
    periodo_final: varchar('periodo_final', { length: 10 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('ENVIADO'),
    cuenta_origen: varchar('cuenta_origen', { length: 50 }),
    cuenta_destino: varchar('cuenta_destino', { length: 50 }),
    banco_origen: varchar('banco_origen', { length: 100 }),
    banco_destino: varchar('banco_destino', { length: 100 }),
    fecha_solicitud: timestamp('fecha_solicitud', { withTimezone: true }).notNull(),
    fecha_pago: timestamp('fecha_pago', { withTimezone: true }),
    fecha_procesamiento: timestamp('fecha_procesamiento', { withTimezone: true }),
    id_solicitud_pago_lote: varchar('id_solicitud_pago_lote', { length: 60 }),
    id_transaccion: varchar('id_transaccion', { length: 100 }),
    codigo_respuesta_mefp: varchar('codigo_respuesta_mefp', { length: 20 }),
    observacion_mefp: varchar('observacion_mefp', { length: 500 }),
    ...auditColumns,
  },
  (t) => [
    index('pagos_entidad_idx').on(t.id_entidad, t.id),
    index('pagos_estado_idx').on(t.estado, t.id),
    index('pagos_lote_idx').on(t.id_solicitud_pago_lote),
    // The entity payments report pages a period's payments by request date.
    index('pagos_solicitud_idx').on(t.fecha_solicitud, t.id),
    check('pagos_estado_ck', sql`${t.estado} in ('ENVIADO', 'PAGADO', 'OBSERVADO')`),
    check('pagos_monto_ck', sql`${t.monto} > 0`),
  ],
);

/**
 * A purchase at a point of sale (issue 17): by a provider's system with its API token or by its
 * cashier, identified by the provider's own transaction id (unique per provider: the same id again
 * answers the first result). Paid with the beneficiary's accounts of one subsidy, one CARGO per
 * account (`venta_cargos`); REVERTIDA once by a REVERSO of each. In exactly one payment once settled.
 */
export const ventas = pgTable(
  'ventas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    id_sucursal: integer('id_sucursal')
      .notNull()
      .references(() => sucursales.id),
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    id_transaccion: varchar('id_transaccion', { length: 100 }).notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    /** CODIGO (an SMS purchase code) or TARJETA (a card's UUID). */
    metodo: varchar('metodo', { length: 10 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('REALIZADA'),
    fecha: timestamp('fecha', { withTimezone: true }).notNull(),
    /** The Bolivian day of `fecha` (AAAA-MM-DD): reports, settlements and the same-day reversal read it. */
    dia: varchar('dia', { length: 10 }).notNull(),
    fecha_reverso: timestamp('fecha_reverso', { withTimezone: true }),
    /** The cashier who sold, or null for a provider's system. */
    id_usuario: integer('id_usuario').references(() => usuarios.id),
    id_pago: integer('id_pago').references(() => pagos.id),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('ventas_transaccion_uq').on(t.id_entidad, t.id_transaccion),
    index('ventas_persona_subsidio_idx').on(t.id_persona, t.id_subsidio),
    index('ventas_sucursal_dia_idx').on(t.id_sucursal, t.dia),
    index('ventas_dia_idx').on(t.dia, t.id),
    // A provider's sales of a period (its dashboard's weeks, its settlement) without visiting every point of sale.
    index('ventas_entidad_dia_idx').on(t.id_entidad, t.dia),
    index('ventas_por_liquidar_idx').on(t.id_entidad, t.dia).where(sql`${t.id_pago} is null and ${t.estado} = 'REALIZADA'`),
    index('ventas_pago_idx').on(t.id_pago),
    check('ventas_metodo_ck', sql`${t.metodo} in ('CODIGO', 'TARJETA')`),
    check('ventas_estado_ck', sql`${t.estado} in ('REALIZADA', 'REVERTIDA')`),
    check('ventas_monto_ck', sql`${t.monto} > 0`),
    check('ventas_pago_realizada_ck', sql`${t.id_pago} is null or ${t.estado} = 'REALIZADA'`),
  ],
);

/** A sale's lines: the product, its food group and its price when sold (our product table's). */
export const ventaDetalle = pgTable(
  'venta_detalle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_venta: bigint('id_venta', { mode: 'number' })
      .notNull()
      .references(() => ventas.id),
    id_alimento: integer('id_alimento')
      .notNull()
      .references(() => alimentos.id),
    id_grupo_alimenticio: integer('id_grupo_alimenticio')
      .notNull()
      .references(() => gruposAlimenticios.id),
    cantidad: numeric('cantidad', { precision: 10, scale: 2 }).notNull(),
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    index('venta_detalle_venta_idx').on(t.id_venta),
    index('venta_detalle_grupo_idx').on(t.id_grupo_alimenticio, t.id_venta),
    check('venta_detalle_cantidad_ck', sql`${t.cantidad} > 0`),
    check('venta_detalle_monto_ck', sql`${t.monto} > 0`),
  ],
);

/** Which account paid how much of a sale: one CARGO each (and its REVERSO when reversed). */
export const ventaCargos = pgTable(
  'venta_cargos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    id_venta: bigint('id_venta', { mode: 'number' })
      .notNull()
      .references(() => ventas.id),
    id_cuenta: integer('id_cuenta')
      .notNull()
      .references(() => cuentas.id),
    id_movimiento: bigint('id_movimiento', { mode: 'number' })
      .notNull()
      .references(() => movimientos.id),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('venta_cargos_venta_cuenta_uq').on(t.id_venta, t.id_cuenta), index('venta_cargos_cuenta_idx').on(t.id_cuenta)],
);

/**
 * Wrong cards in a row (issue 31): per person and subsidy, the cards read at a sale or an
 * identification that were not her ASIGNADO card since her last right one. The third blocks her ACTIVO
 * rows of the subsidy (BLOQUEADO_INTENTOS) and starts the count again; a right card clears it
 * (decision 030). Written only by `modules/ventas`.
 */
export const intentosTarjeta = pgTable(
  'intentos_tarjeta',
  {
    id_persona: integer('id_persona')
      .notNull()
      .references(() => personas.id),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    intentos: integer('intentos').notNull().default(0),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.id_persona, t.id_subsidio] }), check('intentos_tarjeta_intentos_ck', sql`${t.intentos} between 0 and 3`)],
);
