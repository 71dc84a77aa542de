import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { gruposAlimenticios } from './catalogo.js';

/**
 * Subsidy (spec part 2 §3 "Subsidio", DOMAIN.md §1): id 1 is the bonus (tipo BONO); the others
 * are the programme's subsidies (tipo SUBSIDIO). CREADO → ACTIVO (needs a distribution) ↔ INACTIVO.
 * Its amount lives in `subsidio_montos`, one row per year (gestion), so the history is kept.
 */
export const subsidios = pgTable(
  'subsidios',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    tipo: varchar('tipo', { length: 30 }).notNull().default('SUBSIDIO'),
    nro_total_entregas: integer('nro_total_entregas').notNull(),
    vigencia_dias: integer('vigencia_dias').notNull(),
    estado: varchar('estado', { length: 30 }).notNull().default('CREADO'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('subsidios_nombre_uq').on(sql`lower(${t.nombre})`),
    index('subsidios_estado_idx').on(t.estado),
    check('subsidios_entregas_ck', sql`${t.nro_total_entregas} between 0 and 9999 and ${t.vigencia_dias} between 0 and 9999`),
  ],
);

/** A subsidy's amount for one year (gestion): numeric, integer centavos in code. The latest year is the current amount. */
export const subsidioMontos = pgTable(
  'subsidio_montos',
  {
    id: serial('id').primaryKey(),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    gestion: integer('gestion').notNull(),
    monto: numeric('monto', { precision: 14, scale: 2 }).notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('subsidio_montos_gestion_uq').on(t.id_subsidio, t.gestion), check('subsidio_montos_monto_ck', sql`${t.monto} > 0`)],
);

/**
 * A part of a subsidy's amount (spec §3 "Distribution"): nombre, porcentaje (exact numeric; the
 * parts of a subsidy sum 100) and the credit flag '1'/'0' (the second part is the electricity
 * company's, §9). `orden` keeps the order the user gave them.
 */
export const distribuciones = pgTable(
  'distribuciones',
  {
    id: serial('id').primaryKey(),
    id_subsidio: integer('id_subsidio')
      .notNull()
      .references(() => subsidios.id),
    orden: integer('orden').notNull(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    porcentaje: numeric('porcentaje', { precision: 5, scale: 2 }).notNull(),
    credito: varchar('credito', { length: 1 }).notNull().default('0'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('distribuciones_orden_uq').on(t.id_subsidio, t.orden),
    check('distribuciones_porcentaje_ck', sql`${t.porcentaje} > 0 and ${t.porcentaje} <= 100`),
    check('distribuciones_credito_ck', sql`${t.credito} in ('0', '1')`),
  ],
);

/** The food groups of a distribution with their share; a group appears once per distribution. */
export const distribucionGrupos = pgTable(
  'distribucion_grupos',
  {
    id: serial('id').primaryKey(),
    id_distribucion: integer('id_distribucion')
      .notNull()
      .references(() => distribuciones.id, { onDelete: 'cascade' }),
    id_grupo_alimenticio: integer('id_grupo_alimenticio')
      .notNull()
      .references(() => gruposAlimenticios.id),
    porcentaje: numeric('porcentaje', { precision: 5, scale: 2 }).notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('distribucion_grupos_grupo_uq').on(t.id_distribucion, t.id_grupo_alimenticio),
    index('distribucion_grupos_grupo_idx').on(t.id_grupo_alimenticio),
    check('distribucion_grupos_porcentaje_ck', sql`${t.porcentaje} > 0 and ${t.porcentaje} <= 100`),
  ],
);
