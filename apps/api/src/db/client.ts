import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { moldePara } from './molde.js';
import type { EstadoPool } from '../core/metricas.js';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or a transaction: repositories accept both. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /**
   * Where reads that may lag run (reports, statements, the dashboard; decision 059): the hot standby
   * of DATABASE_URL_LECTURA, or `db` itself without one (and on PGlite). Never a write, never a read
   * that decides one: those are `ctx.db`'s. Modules reach it through `readExecutor(ctx)` (core/context.ts).
   */
  lectura: Db;
  /**
   * How far behind the primary `lectura` reads, in seconds (0 when it has replayed all it received),
   * measured now on the standby; null when `lectura` is the primary itself.
   */
  retrasoLectura(): Promise<number | null>;
  driver: 'pglite' | 'pg';
  close(): Promise<void>;
  /** The embedded database's files as one archive (PGlite only): how the tests' template is made. */
  dumpDataDir?: (compresion?: 'none' | 'gzip') => Promise<Blob>;
  /**
   * Runs `trabajo` while no other process does the same on this database: on PostgreSQL under a
   * session advisory lock held by a connection of its own (several copies of the API starting at
   * once migrate and seed one after the other; issue 34). The embedded database has one process.
   */
  exclusivo<T>(trabajo: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pools' connections as they stand (none on the embedded database): the metrics read them. */
  pools(): EstadoPool[];
  /**
   * Runs one short statement of the readiness check (/ready) on PostgreSQL's connection of its own,
   * never queued behind the pool's work: a copy that is busy, not broken, stays in the balancer (one
   * marked down has its sessions cut, and its load lands on the others). Fails within 3 s.
   */
  comprobar: Db['execute'];
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; omit for an in-memory one. */
  dataDir?: string;
  /** An embedded database's files to start from (`PGlite.dumpDataDir`): the tests' migrated and seeded template. */
  loadDataDir?: Blob;
  /** The archive a new data folder starts from (default: the build's, molde.ts). */
  molde?: string;
  /** PostgreSQL connections this process may hold (DB_POOL_MAX). */
  conexiones?: number;
  /** The hot standby the reads that may lag go to (DATABASE_URL_LECTURA); only with `databaseUrl`. */
  databaseUrlLectura?: string;
  /** Connections this process may hold on the standby (DB_POOL_LECTURA_MAX). */
  conexionesLectura?: number;
}

/** The readiness check's connection: one, and an answer (or a failure) within the balancer's 5 s check. */
const LIMITES_COMPROBACION: pg.PoolConfig = { connectionTimeoutMillis: 3000, query_timeout: 3000 };

/** The start's lock (`exclusivo`): an arbitrary constant of this application's. */
const CANDADO_ARRANQUE = 727_275;

/**
 * Our statements are short (OLTP): JIT and parallel workers cost more than they save. A plan whose
 * estimated cost passed jit_above_cost was compiled on every call (the pending list: 180 ms of JIT
 * for 0.04 ms of work once autovacuum's statistics raised a dead branch's cost), and starting workers
 * for the log's text filter doubled its time on two busy cores (issue 33, decision 052).
 */
const OPCIONES_DE_SESION = '-c jit=off -c max_parallel_workers_per_gather=0';

/**
 * The pool's connection: the URL's own `options` (a deployment's search_path, a timeout) kept, ours
 * after them. node-postgres lets the URL's `options` replace the one given beside it.
 */
function conexion(databaseUrl: string): { connectionString: string; options: string } {
  const url = new URL(databaseUrl);
  const propias = url.searchParams.get('options');
  url.searchParams.delete('options');
  return { connectionString: url.toString(), options: [propias, OPCIONES_DE_SESION].filter(Boolean).join(' ') };
}

/**
 * A pool with our session options. A connection the server drops never crashes the process: the pool
 * listens on idle ones (and replaces them), and every connection keeps its own listener for when it
 * is lent out but between two statements (a transaction awaiting something else), where node-postgres
 * would otherwise raise an unhandled 'error'. Its next statement fails and the pool discards it.
 */
function abrirPool(databaseUrl: string, max: number, nombre: string, limites: pg.PoolConfig = {}): pg.Pool {
  const pool = new pg.Pool({ ...conexion(databaseUrl), max, ...limites });
  // The pool re-emits an idle connection's error, and without a listener of its own it would throw:
  // it gets a silent one, the connection's listener says it once.
  pool.on('error', () => undefined);
  pool.on('connect', (cliente) => cliente.on('error', (err) => console.error(`Conexión a ${nombre} perdida: ${err.message}`)));
  return pool;
}

/**
 * The standby's delay: none while it has replayed everything it received (an idle primary sends
 * nothing, and the last replayed commit's age would grow without the standby being behind), else
 * the age of the last commit it replayed. A server that is not in recovery is current by definition.
 */
const RETRASO = `select case when not pg_is_in_recovery() then 0
                             when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                             else greatest(0, extract(epoch from now() - pg_last_xact_replay_timestamp())) end::float8 as segundos`;

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. Both speak the same SQL. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = abrirPool(opts.databaseUrl, opts.conexiones ?? 10, 'PostgreSQL');
    const espera = opts.databaseUrlLectura ? abrirPool(opts.databaseUrlLectura, opts.conexionesLectura ?? 5, 'la réplica de lectura') : null;
    const comprobacion = abrirPool(opts.databaseUrl, 1, 'PostgreSQL (disponibilidad)', LIMITES_COMPROBACION);
    // numeric stays a string (money is never a float); int8 (count(*)) becomes a number.
    pg.types.setTypeParser(20, (v) => Number(v));
    const exclusivo = async <T>(trabajo: () => Promise<T>): Promise<T> => {
      const candado = await pool.connect();
      try {
        await candado.query('select pg_advisory_lock($1)', [CANDADO_ARRANQUE]);
        try {
          return await trabajo();
        } finally {
          await candado.query('select pg_advisory_unlock($1)', [CANDADO_ARRANQUE]);
        }
      } finally {
        candado.release();
      }
    };
    const db = drizzlePg({ client: pool, schema });
    const retrasoLectura = async () => {
      if (!espera) return null;
      const r = await espera.query<{ segundos: number | null }>(RETRASO);
      return r.rows[0]?.segundos ?? null;
    };
    const close = async () => {
      await Promise.all([pool.end(), espera?.end(), comprobacion.end()]);
    };
    const estado = (nombre: string, p: pg.Pool, maximo: number): EstadoPool => ({ nombre, total: p.totalCount, libres: p.idleCount, esperando: p.waitingCount, maximo });
    const pools = () => [estado('principal', pool, opts.conexiones ?? 10), ...(espera ? [estado('lectura', espera, opts.conexionesLectura ?? 5)] : [])];
    const dbComprobacion = drizzlePg({ client: comprobacion, schema });
    const comprobar = dbComprobacion.execute.bind(dbComprobacion);
    return { db, lectura: espera ? drizzlePg({ client: espera, schema }) : db, retrasoLectura, driver: 'pg', close, exclusivo, pools, comprobar };
  }
  let dir: string | undefined;
  let loadDataDir = opts.loadDataDir;
  if (opts.dataDir) {
    dir = path.resolve(opts.dataDir, 'pglite');
    loadDataDir ??= moldePara(dir, opts.molde) ?? undefined;
    mkdirSync(dir, { recursive: true });
  }
  // Loaded only here: a copy on PostgreSQL never holds the embedded database's code.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm'), import('drizzle-orm/pglite')]);
  // pg_trgm backs the text filters' indexes (migration 0004), as it does on PostgreSQL.
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { pg_trgm } });
  // The two drivers share drizzle's query API; the cast lets repositories use one type.
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  // One process, one database: the reads that may lag read it too.
  return { db, lectura: db, retrasoLectura: async () => null, driver: 'pglite', close: () => client.close(), dumpDataDir: (compresion = 'none') => client.dumpDataDir(compresion), exclusivo: (trabajo) => trabajo(), pools: () => [], comprobar: db.execute.bind(db) };
}
