import { doublePrecision, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

export const departamentos = pgTable('departamentos', {
  id: serial('id').primaryKey(),
  codigo: varchar('codigo', { length: 2 }).notNull().unique(),
  nombre: varchar('nombre', { length: 100 }).notNull(),
  latitud: doublePrecision('latitud'),
  longitud: doublePrecision('longitud'),
});

export const provincias = pgTable(
  'provincias',
  {
    id: serial('id').primaryKey(),
    codigo: varchar('codigo', { length: 4 }).notNull().unique(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    nombre_largo: varchar('nombre_largo', { length: 200 }),
    id_departamento: integer('id_departamento')
      .notNull()
      .references(() => departamentos.id),
  },
  (t) => [index('provincias_departamento_idx').on(t.id_departamento)],
);

export const municipios = pgTable(
  'municipios',
  {
    id: serial('id').primaryKey(),
    codigo_completo: varchar('codigo_completo', { length: 6 }).notNull().unique(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    nombre_alternativo: varchar('nombre_alternativo', { length: 200 }),
    id_provincia: integer('id_provincia')
      .notNull()
      .references(() => provincias.id),
    latitud: doublePrecision('latitud'),
    longitud: doublePrecision('longitud'),
  },
  (t) => [index('municipios_provincia_idx').on(t.id_provincia)],
);
