import pg from 'pg';
import { openDatabase, type Database } from '../../apps/api/src/db/client.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seed } from '../../apps/api/src/db/seed/index.js';
import type { IdsIniciales } from './datos/plan.js';

export const URL_SERVIDOR = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server, another database. */
export function urlDe(nombre: string): string {
  const url = new URL(URL_SERVIDOR);
  url.pathname = `/${nombre}`;
  return url.toString();
}

async function enServidor(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: URL_SERVIDOR });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of the benchmark's own, with our migrations and reference seed (no demo data). */
export async function crearBaseDeDatos(nombre: string): Promise<Database> {
  await enServidor(`CREATE DATABASE ${nombre}`);
  const database = await openDatabase({ databaseUrl: urlDe(nombre) });
  await migrate(database);
  await seed(database.db);
  return database;
}

/** A database an earlier run kept. */
export const abrirBaseDeDatos = (nombre: string) => openDatabase({ databaseUrl: urlDe(nombre) });

export const borrarBaseDeDatos = (nombre: string) => enServidor(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);

const TABLAS_CON_ID: Record<Exclude<keyof IdsIniciales, 'hashLog'>, string> = {
  entidad: 'entidades',
  sucursal: 'sucursales',
  persona: 'personas',
  beneficiaria: 'beneficiarias',
  planilla: 'planillas',
  detalle: 'planilla_detalle',
  cuenta: 'cuentas',
  movimiento: 'movimientos',
  log: 'logs',
};

/** One above the largest id the seed left in each table: the generated rows take their ids from there. */
export async function idsIniciales(client: pg.PoolClient): Promise<IdsIniciales> {
  const ids = {} as IdsIniciales;
  for (const [clave, tabla] of Object.entries(TABLAS_CON_ID) as Array<[Exclude<keyof IdsIniciales, 'hashLog'>, string]>) {
    const res = await client.query<{ n: string }>(`SELECT coalesce(max(id), 0) + 1 AS n FROM ${tabla}`);
    ids[clave] = Number(res.rows[0]!.n);
  }
  const ultimo = await client.query<{ hash: string }>(`SELECT hash FROM logs ORDER BY id DESC LIMIT 1`);
  if (ultimo.rows[0]) ids.hashLog = ultimo.rows[0].hash;
  return ids;
}

/**
 * Rows were written with their ids: each sequence moves past them. Then VACUUM (ANALYZE), as
 * `pgbench -i` does after its load: the planner learns the new sizes, and the visibility map marks
 * the loaded pages all-visible, as autovacuum leaves a database in service. Without it an
 * index-only count fetches every row from the heap (finding 20).
 */
export async function cerrarCarga(client: pg.PoolClient): Promise<void> {
  for (const tabla of Object.values(TABLAS_CON_ID)) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${tabla}', 'id'), greatest((SELECT max(id) FROM ${tabla}), 1))`);
  }
  await client.query('VACUUM (ANALYZE)');
}

/** The plan's first ids, kept in the database so that a later run (`--base`) rebuilds the same plan. */
export async function guardarIds(client: pg.PoolClient, ids: IdsIniciales): Promise<IdsIniciales> {
  await client.query(`CREATE TABLE bench_ids (ids jsonb NOT NULL)`);
  await client.query(`INSERT INTO bench_ids VALUES ($1)`, [JSON.stringify(ids)]);
  return ids;
}

export async function idsGuardados(client: pg.PoolClient): Promise<IdsIniciales> {
  const res = await client.query<{ ids: IdsIniciales }>(`SELECT ids FROM bench_ids`);
  return res.rows[0]!.ids;
}
