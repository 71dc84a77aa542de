import { index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { sessions, usuarios } from './acceso.js';

/**
 * Sign-ins through Ciudadanía Digital (decision 037). The callback writes one row for a verified
 * citizen mapped to a user: the hash of the one-time code the browser exchanges for the login
 * response, and the ID token the logout sends back to the provider (id_token_hint). The exchange
 * fills `id_sesion` once, so a code opens at most one session; a logout finds its ID token by it.
 */
export const ingresosCiudadania = pgTable(
  'ingresos_ciudadania',
  {
    id: serial('id').primaryKey(),
    codigo_hash: varchar('codigo_hash', { length: 64 }).notNull().unique(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id),
    id_token: text('id_token').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull(),
    vence_at: timestamp('vence_at', { withTimezone: true }).notNull(),
    id_sesion: uuid('id_sesion')
      .unique()
      .references(() => sessions.id),
  },
  (t) => [index('ingresos_ciudadania_vence_idx').on(t.vence_at)],
);
