import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import type { TipoPlantilla } from './plantilla.js';

/**
 * A database for one test file: in-process PGlite by default, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL (CI), dropped again on close. With `sembrada`, a copy of one of the run's
 * migrated and seeded templates (global-setup.ts: `true` is the reference data's); otherwise empty.
 */
export async function freshDatabase(sembrada: boolean | TipoPlantilla = false): Promise<Database> {
  const plantilla = sembrada ? inject('plantilla')[sembrada === true ? 'referencia' : sembrada] : undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase(plantilla?.tipo === 'pglite' ? { loadDataDir: datosPglite(plantilla.archivo) } : {});
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  await comoAdministrador(serverUrl, `create database ${name}${plantilla?.tipo === 'pg' ? ` template ${plantilla.nombre}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      await comoAdministrador(serverUrl, `drop database if exists ${name} with (force)`);
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
