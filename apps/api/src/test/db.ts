import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import type { TipoMolde } from './molde.js';

/**
 * A database for one test file: in-process PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (CI), dropped again on close. With `sembrada`, a copy of one of the run's
 * migrated and seeded templates (global-setup.ts: `true` is the reference data's); otherwise empty.
 * With `lectura` on PostgreSQL, a second database copied from the same template stands for the hot
 * standby (DATABASE_URL_LECTURA, decision 059): the same rows at first, then whatever a test writes
 * to either; on PGlite there is none (the reads that may lag read the database itself).
 */
export async function freshDatabase(sembrada: boolean | TipoMolde = false, opciones: { lectura?: boolean } = {}): Promise<Database> {
  const molde = sembrada ? inject('molde')[sembrada === true ? 'referencia' : sembrada] : undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase(molde?.tipo === 'pglite' ? { loadDataDir: datosPglite(molde.archivo) } : {});
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const nombres = opciones.lectura ? [name, `${name}_lectura`] : [name];
  // One at a time: a template is copied only while nobody else is connected to it.
  for (const n of nombres) await comoAdministrador(serverUrl, `create database ${n}${molde?.tipo === 'pg' ? ` template ${molde.nombre}` : ''}`);
  const [url, urlLectura] = nombres.map((n) => {
    const u = new URL(serverUrl);
    u.pathname = `/${n}`;
    return u.toString();
  });
  const database = await openDatabase({ databaseUrl: url!, ...(urlLectura ? { databaseUrlLectura: urlLectura } : {}) });
  return {
    ...database,
    close: async () => {
      await database.close();
      for (const n of nombres) await comoAdministrador(serverUrl, `drop database if exists ${n} with (force)`);
    },
  };
}

let leidos: { archivo: string; datos: Blob } | undefined;
/** The template's files, read once per test process. */
function datosPglite(archivo: string): Blob {
  if (leidos?.archivo !== archivo) leidos = { archivo, datos: new Blob([readFileSync(archivo)]) };
  return leidos.datos;
}

async function comoAdministrador(serverUrl: string, query: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}
