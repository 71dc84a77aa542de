import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, estadoColumn } from './columns.js';
import { indiceBusqueda } from './busqueda.js';
import { municipios } from './dpa.js';

/** Entity (spec part 1 §3 and the "otros" fields of part 2 §3). */
export const entidades = pgTable(
  'entidades',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    sigla: varchar('sigla', { length: 20 }),
    descripcion: varchar('descripcion', { length: 500 }),
    email: varchar('email', { length: 100 }),
    telefonos: varchar('telefonos', { length: 500 }),
    direccion: varchar('direccion', { length: 500 }),
    codigo_portal: varchar('codigo_portal', { length: 20 }),
    web: varchar('web', { length: 100 }),
    estado: estadoColumn(),
    proveedor: boolean('proveedor').notNull().default(false),
    /** PROBOLIVIA, OVT, OTRO, SISTEMA */
    origen: varchar('origen', { length: 20 }).notNull().default('PROBOLIVIA'),
    /** entidad_tipo: PRIVADA, PUBLICO, ETA, PROGRAMA, EMBAJADA, ONG, PERSONAL */
    tipo: varchar('tipo', { length: 20 }).notNull().default('PRIVADA'),
    nit: varchar('nit', { length: 25 }),
    matricula_comercio: varchar('matricula_comercio', { length: 50 }),
    matriculas_comercio: text('matriculas_comercio').array().notNull().default(sql`'{}'::text[]`),
    razon_social: varchar('razon_social', { length: 255 }),
    id_entidad_ovt: integer('id_entidad_ovt'),
    departamento: varchar('departamento', { length: 100 }),
    provincia: varchar('provincia', { length: 150 }),
    municipio: varchar('municipio', { length: 150 }),
    dpa: varchar('dpa', { length: 6 }),
    ...auditColumns,
  },
  (t) => [
    index('entidades_nit_idx').on(t.nit),
    index('entidades_nombre_idx').on(sql`lower(${t.nombre})`),
    index('entidades_estado_idx').on(t.estado),
    index('entidades_proveedor_origen_idx').on(t.proveedor, t.origen),
    index('entidades_tipo_idx').on(t.tipo),
    index('entidades_origen_idx').on(t.origen, t.id),
    indiceBusqueda('entidades_nombre_busqueda_idx', t.nombre),
    indiceBusqueda('entidades_sigla_busqueda_idx', t.sigla),
    indiceBusqueda('entidades_nit_busqueda_idx', t.nit),
  ],
);

/** Branch / point of sale (spec part 1 §3). */
export const sucursales = pgTable(
  'sucursales',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    direccion_completa: varchar('direccion_completa', { length: 500 }),
    departamento: varchar('departamento', { length: 100 }),
    provincia: varchar('provincia', { length: 150 }),
    municipio: varchar('municipio', { length: 150 }),
    telefonos: varchar('telefonos', { length: 200 }),
    estado: estadoColumn(),
    tipo: varchar('tipo', { length: 20 }).notNull().default('PUNTO_VENTA'),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    id_sucursal_ovt: integer('id_sucursal_ovt'),
    /** An employer's branch (tipo SUCURSAL) belongs to one of its matrículas (OVT). */
    matricula: varchar('matricula', { length: 50 }),
    dpa: varchar('dpa', { length: 6 }),
    latitud: numeric('latitud', { precision: 10, scale: 7 }),
    longitud: numeric('longitud', { precision: 10, scale: 7 }),
    ...auditColumns,
  },
  (t) => [
    index('sucursales_entidad_tipo_idx').on(t.id_entidad, t.tipo),
    index('sucursales_estado_idx').on(t.estado),
    index('sucursales_entidad_ovt_idx').on(t.id_entidad, t.id_sucursal_ovt),
    indiceBusqueda('sucursales_nombre_busqueda_idx', t.nombre),
  ],
);

/** API tokens issued to providers' systems (spec part 1 §2 Providers): only a hash is kept. */
export const clientesTokens = pgTable(
  'clientes_tokens',
  {
    id: serial('id').primaryKey(),
    id_entidad: integer('id_entidad')
      .notNull()
      .references(() => entidades.id),
    prefijo: varchar('prefijo', { length: 12 }).notNull(),
    hash: varchar('hash', { length: 64 }).notNull().unique(),
    estado: varchar('estado', { length: 20 }).notNull().default('ACTIVO'),
    revocado_at: timestamp('revocado_at', { withTimezone: true }),
    ultimo_uso: timestamp('ultimo_uso', { withTimezone: true }),
    ...auditColumns,
  },
  (t) => [index('clientes_tokens_entidad_idx').on(t.id_entidad, t.estado)],
);

/**
 * Urban municipality with supermarkets (spec part 2 §2.17, §3): a municipality of the DPA, named
 * and observed by the programme; it appears at most once (`dpa` unique).
 */
export const municipiosSupermercados = pgTable(
  'municipios_supermercados',
  {
    id: serial('id').primaryKey(),
    /** The municipality's DPA code (`municipios.codigo_completo`, six digits). */
    dpa: varchar('dpa', { length: 6 })
      .notNull()
      .references(() => municipios.codigo_completo),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    observacion: varchar('observacion', { length: 500 }),
    estado: estadoColumn(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('municipios_supermercados_dpa_uq').on(t.dpa), index('municipios_supermercados_estado_idx').on(t.estado, t.id)],
);
