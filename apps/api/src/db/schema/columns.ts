import { integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Audit columns every table keeps (CONTRACT.md "Lists"). */
export const auditColumns = {
  _user_created: integer('_user_created'),
  _user_updated: integer('_user_updated'),
  _created_at: timestamp('_created_at', { withTimezone: true }).notNull().defaultNow(),
  _updated_at: timestamp('_updated_at', { withTimezone: true }),
};

export const estadoColumn = () => varchar('estado', { length: 30 }).notNull().default('ACTIVO');
