import { sql } from 'drizzle-orm';
import type { TestApp } from './harness.js';

/** Tables that change on every request by design: the audit log, sessions, login counters and allowances, chain checkpoint. */
const VOLATILES = new Set(['logs', 'logs_conteo', 'logs_verificacion', 'sessions', 'login_intentos', 'login_demoras', 'cupos_uso']);

/** A fingerprint of every row of every other table: equal before and after means nothing changed. */
export async function huellaDeDatos(t: TestApp): Promise<Record<string, string>> {
  const { db } = t.database;
  const tablas = await db.execute<{ nombre: string }>(sql`select table_name as nombre from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const out: Record<string, string> = {};
  for (const { nombre } of tablas.rows) {
    if (VOLATILES.has(nombre)) continue;
    const r = await db.execute<{ h: string }>(sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(nombre)} t`);
    out[nombre] = r.rows[0]!.h;
  }
  return out;
}
