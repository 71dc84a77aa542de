import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns.js';
import { entidades } from './organizacion.js';

/**
 * Food group (spec part 2 §3 "Grupo alimenticio"): the unit a subsidy's distribution divides its
 * amount over (distributions point here by `id_grupo_alimenticio`). CREADO while its author may
 * still correct it, then ACTIVO ↔ INACTIVO (decision 016).
 */
export const gruposAlimenticios = pgTable(
  'grupos_alimenticios',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    sigla: varchar('sigla', { length: 20 }),
    descripcion: varchar('descripcion', { length: 300 }),
    estado: varchar('estado', { length: 30 }).notNull().default('CREADO'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('grupos_alimenticios_nombre_uq').on(sql`lower(${t.nombre})`),
    uniqueIndex('grupos_alimenticios_sigla_uq').on(sql`upper(${t.sigla})`).where(sql`${t.sigla} is not null`),
    index('grupos_alimenticios_estado_idx').on(t.estado),
  ],
);

/**
 * Food (spec part 2 §3 "Alimento"). With `id_entidad` null it is one of the programme's foods,
 * the ones packages are made of; with `id_entidad` it is that provider's product, with its price
 * (numeric: money is never a float; integer centavos in code). One table, so that a sale of a
 * product and a package's food both name a row of the same food group.
 */
export const alimentos = pgTable(
  'alimentos',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    unidad: varchar('unidad', { length: 150 }).notNull(),
    id_grupo_alimenticio: integer('id_grupo_alimenticio')
      .notNull()
      .references(() => gruposAlimenticios.id),
    id_entidad: integer('id_entidad').references(() => entidades.id),
    precio: numeric('precio', { precision: 14, scale: 2 }),
    estado: varchar('estado', { length: 30 }).notNull().default('ACTIVO'),
    ...auditColumns,
  },
  (t) => [
    // The same food twice in one catalogue (the programme's, or one provider's) is a mistake.
    uniqueIndex('alimentos_nombre_unidad_uq').on(sql`coalesce(${t.id_entidad}, 0)`, sql`lower(${t.nombre})`, sql`lower(${t.unidad})`),
    index('alimentos_entidad_estado_idx').on(t.id_entidad, t.estado),
    index('alimentos_grupo_idx').on(t.id_grupo_alimenticio),
    check('alimentos_precio_ck', sql`(${t.id_entidad} is null and ${t.precio} is null) or (${t.id_entidad} is not null and ${t.precio} > 0)`),
  ],
);
