import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { alimentos } from './catalogo.js';
import { sucursales } from './organizacion.js';
import { subsidios } from './subsidios.js';

/**
 * A subsidy's food package at one regional office (spec part 2 §2.15, §3 "Package"; decision 019):
 * CREADO → ACTIVO ↔ INACTIVO. The partial unique index is the rule "at most one ACTIVO package per
 * (subsidy, regional)", so that no race of two activations can leave two.
 */
export const paquetes = pgTable(
  'paquetes',
  {
    id: serial('id').primaryKey(),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    id_sucursal: integer('id_sucursal')
      .notNull()
      .references(() => sucursales.id),
    estado: varchar('estado', { length: 30 }).notNull().default('CREADO'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('paquetes_activo_uq').on(t.id_subsidio, t.id_sucursal).where(sql`${t.estado} = 'ACTIVO'`),
    index('paquetes_sucursal_subsidio_idx').on(t.id_sucursal, t.id_subsidio),
    check('paquetes_estado_ck', sql`${t.estado} in ('CREADO', 'ACTIVO', 'INACTIVO')`),
  ],
);

/** The programme's foods in a package with their quantity (numeric: 0.5 kg is exact); each food once. */
export const paqueteAlimentos = pgTable(
  'paquete_alimentos',
  {
    id: serial('id').primaryKey(),
    id_paquete: integer('id_paquete')
      .notNull()
      .references(() => paquetes.id, { onDelete: 'cascade' }),
    id_alimento: integer('id_alimento')
      .notNull()
      .references(() => alimentos.id),
    cantidad: numeric('cantidad', { precision: 8, scale: 2 }).notNull(),
    orden: integer('orden').notNull().default(0),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('paquete_alimentos_alimento_uq').on(t.id_paquete, t.id_alimento),
    index('paquete_alimentos_alimento_idx').on(t.id_alimento),
    check('paquete_alimentos_cantidad_ck', sql`${t.cantidad} > 0`),
  ],
);
