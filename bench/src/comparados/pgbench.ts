import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../../apps/api/src/db/client.js';
import * as schema from '../../../apps/api/src/db/schema/index.js';
import { percentil, type MedidaCarga, type Ritmo } from '../carga.js';

/** A statement as our repository sent it: its SQL and its parameters. */
export interface Sentencia {
  sql: string;
  params: unknown[];
}

/**
 * Runs `llamada` (a repository function of ours) on a Drizzle of our schema that records every
 * statement it sends: what pgbench then replays is exactly the SQL our server issues for the read.
 */
export async function capturarSql(urlBase: string, llamada: (db: Db) => Promise<unknown>): Promise<Sentencia[]> {
  const pool = new pg.Pool({ connectionString: urlBase, max: 2 });
  const sentencias: Sentencia[] = [];
  try {
    const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => void sentencias.push({ sql, params }) } }) as unknown as Db;
    await llamada(db);
  } finally {
    await pool.end();
  }
  return sentencias;
}

export function literal(v: unknown): string {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const texto = v instanceof Date ? v.toISOString() : String(v);
  // pgbench reads `:name` as a variable even inside quotes: a colon (a time, a movement key) is written `\x3a` in an E'' string.
  if (texto.includes(':')) return `E'${texto.replace(/\\/g, '\\\\').replace(/'/g, "''").replace(/:/g, '\\x3a')}'`;
  return `'${texto.replace(/'/g, "''")}'`;
}

/** The statement with its parameters written in as literals: pgbench scripts take no bound text parameters. */
export function enLinea(s: Sentencia): string {
  return s.sql.replace(/\$(\d+)/g, (_, n: string) => literal(s.params[Number(n) - 1])).replace(/\s+/g, ' ') + ';';
}

/**
 * pgbench with the statements as one custom transaction (`-f`), prepared (`-M prepared`: the fastest
 * any client can ask), the same connections and seconds as our load; the latencies come from its
 * per-transaction log (`-l`), so the percentiles are exact like ours.
 */
export async function medirPgbench(urlBase: string, sentencias: Sentencia[], ritmo: Ritmo, carpeta: string, nombre: string): Promise<MedidaCarga> {
  return correrPgbench(urlBase, sentencias.map(enLinea).join('\n') + '\n', ritmo, carpeta, nombre);
}

/**
 * `medirPgbench` of a script written by the caller (pgbench's own syntax: `\set`, `\gset`, `:variables`,
 * BEGIN/COMMIT), for a transaction that must write different rows each time (ventasConcurrentes.ts).
 */
export async function correrPgbench(urlBase: string, texto: string, ritmo: Ritmo, carpeta: string, nombre: string): Promise<MedidaCarga> {
  const script = path.join(carpeta, `${nombre}.sql`);
  writeFileSync(script, texto);
  const prefijo = path.join(carpeta, `pgbench-${nombre}`);
  const args = ['-n', '-M', 'prepared', '-f', script, '-c', String(ritmo.conexiones), '-j', String(Math.min(2, ritmo.conexiones)), '-T', String(ritmo.segundos), '-l', `--log-prefix=${prefijo}`, urlBase];
  const salida = await new Promise<string>((resolve, reject) => {
    // The session settings our server's connections have (apps/api/src/db/client.ts: no JIT, no parallel workers).
    const hijo = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGOPTIONS: '-c jit=off -c max_parallel_workers_per_gather=0' } });
    let texto = '';
    hijo.stdout.on('data', (b: Buffer) => (texto += b.toString()));
    hijo.stderr.on('data', (b: Buffer) => (texto += b.toString()));
    hijo.on('error', reject);
    hijo.on('close', (codigo) => (codigo === 0 ? resolve(texto) : reject(new Error(`pgbench terminó con ${codigo}:\n${texto}`))));
  });
  const tps = Number(salida.match(/tps = ([\d.]+) \(without initial connection time\)/)?.[1] ?? salida.match(/tps = ([\d.]+)/)?.[1]);
  const fallidas = Number(salida.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
  const latencias: number[] = [];
  for (const archivo of readdirSync(carpeta).filter((f) => f.startsWith(path.basename(prefijo) + '.'))) {
    for (const linea of readFileSync(path.join(carpeta, archivo), 'utf8').split('\n')) {
      const campos = linea.split(' ');
      if (campos.length >= 3) latencias.push(Number(campos[2]) / 1000);
    }
  }
  const ordenados = Float64Array.from(latencias).sort();
  return { requestsPerSecond: Math.round(tps * 10) / 10, p50: percentil(ordenados, 50), p95: percentil(ordenados, 95), p99: percentil(ordenados, 99), requests: latencias.length, errors: fallidas };
}
