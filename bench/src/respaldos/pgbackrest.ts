import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { type Cluster, lider } from '../soak/fallas.js';
import { metricasDeRespaldo, type Respaldo, type TipoDeRespaldo, tipoDeRespaldo } from './reglas.js';

/**
 * pgBackRest on the cluster of `npm run cluster` (decision 072): its repository in
 * .cluster/pgbackrest/repositorio, its configuration filled from deploy/pgbackrest.conf. Backups
 * are taken from the node Patroni says leads; a restore fills a new folder and starts PostgreSQL
 * there, never over a node of the cluster.
 */

export const ESTROFA = 'probolivia';
const PG_BIN = '/usr/lib/postgresql/15/bin';
const comoRoot = process.getuid?.() === 0;

export const configuracion = (c: Cluster) => path.join(c.carpeta, 'pgbackrest', 'pgbackrest.conf');
export const datosDe = (c: Cluster, nodo: { nombre: string }) => path.join(c.carpeta, 'pg', nodo.nombre);
/** node-exporter's textfile collector reads the backup's measures here (Prometheus: RespaldoAntiguo). */
export const carpetaDeTextos = (c: Cluster) => path.join(c.carpeta, 'textfile');

/** PostgreSQL and pgBackRest refuse root: as root they run as the postgres user. */
function comoPostgres(programa: string, args: string[]): string {
  const r = comoRoot ? spawnSync('runuser', ['-u', 'postgres', '--', programa, ...args], { encoding: 'utf8' }) : spawnSync(programa, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${path.basename(programa)} ${args.find((a) => !a.startsWith('-')) ?? ''} falló (${r.status ?? r.signal}): ${(r.stderr || r.stdout || '').trim().slice(-2000)}`);
  return r.stdout;
}

export const pgbackrest = (c: Cluster, args: string[]) => comoPostgres('pgbackrest', [`--config=${configuracion(c)}`, `--stanza=${ESTROFA}`, ...args]);

/** The repository's backups, oldest first. */
export function respaldos(c: Cluster): Respaldo[] {
  const info = JSON.parse(pgbackrest(c, ['--output=json', 'info'])) as Array<{ backup?: Array<{ label: string; type: Respaldo['tipo']; timestamp: { start: number; stop: number } }> }>;
  return (info[0]?.backup ?? []).map((b) => ({ etiqueta: b.label, tipo: b.type, inicio: new Date(b.timestamp.start * 1000), fin: new Date(b.timestamp.stop * 1000) }));
}

async function liderDe(c: Cluster) {
  const n = await lider(c);
  if (!n) throw new Error('Ningún nodo de PostgreSQL es líder ahora (Patroni): no se puede respaldar.');
  return n;
}

export interface Hecho {
  tipo: TipoDeRespaldo;
  etiqueta: string;
  segundos: number;
  respaldos: Respaldo[];
}

/** A backup now from the leader (full or differential by `tipoDeRespaldo` unless `tipo` says), its measures written for Prometheus. */
export async function respaldar(c: Cluster, tipo?: TipoDeRespaldo): Promise<Hecho> {
  const antes = respaldos(c);
  const elegido = tipo ?? tipoDeRespaldo(antes, new Date());
  const n = await liderDe(c);
  const desde = Date.now();
  pgbackrest(c, [`--pg1-path=${datosDe(c, n)}`, `--pg1-port=${n.pg}`, `--type=${elegido}`, 'backup']);
  const segundos = (Date.now() - desde) / 1000;
  const despues = respaldos(c);
  const nuevo = despues.at(-1)!;
  const textos = carpetaDeTextos(c);
  mkdirSync(textos, { recursive: true });
  // Written beside and renamed: the collector never reads half a file.
  writeFileSync(path.join(textos, 'respaldo.prom.tmp'), metricasDeRespaldo(nuevo.fin, segundos));
  renameSync(path.join(textos, 'respaldo.prom.tmp'), path.join(textos, 'respaldo.prom'));
  return { tipo: elegido, etiqueta: nuevo.etiqueta, segundos, respaldos: despues };
}

/**
 * The leader's current WAL into the repository now (pgBackRest's check switches the segment and waits
 * for it), after one more commit: a restore to an instant up to now finds a commit past it to stop at.
 */
export async function archivarAhora(c: Cluster): Promise<void> {
  const n = await liderDe(c);
  const cliente = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${n.pg}/postgres` });
  await cliente.connect();
  try {
    await cliente.query('select txid_current()');
  } finally {
    await cliente.end();
  }
  pgbackrest(c, [`--pg1-path=${datosDe(c, n)}`, `--pg1-port=${n.pg}`, 'check']);
}

export function puertoLibre(puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(puerto, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

/** The restored server's own settings: none of Patroni's (no synchronous standby to wait for, no archiving into the cluster's repository). */
function configurarRestaurado(datos: string, carpeta: string, puerto: number) {
  writeFileSync(
    path.join(datos, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `port = ${puerto}`,
      `unix_socket_directories = '${carpeta}'`,
      // At least the cluster's (the WAL replayed names them); no hot standby: it opens once promoted.
      'max_connections = 200',
      'max_wal_senders = 10',
      'max_replication_slots = 10',
      'shared_buffers = 128MB',
      'wal_level = replica',
      'wal_log_hints = on',
      'hot_standby = off',
      'archive_mode = off',
      "synchronous_standby_names = ''",
      '',
    ].join('\n'),
  );
  writeFileSync(path.join(datos, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
}

/** Waits while PostgreSQL replays the WAL up to the instant and promotes itself (it refuses connections until then: no hot standby). */
async function promovido(datos: string, carpeta: string, url: string): Promise<void> {
  for (;;) {
    const vivo = (() => {
      try {
        comoPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', datos, 'status']);
        return true;
      } catch {
        return false;
      }
    })();
    if (!vivo) throw new Error(`PostgreSQL restaurado se detuvo durante la recuperación: ${readFileSync(path.join(carpeta, 'postgresql.log'), 'utf8').trim().split('\n').slice(-5).join(' | ')}`);
    const cliente = new pg.Client({ connectionString: url });
    try {
      await cliente.connect();
      const enRecuperacion = (await cliente.query<{ r: boolean }>('select pg_is_in_recovery() as r')).rows[0]!.r;
      if (!enRecuperacion) return;
    } catch {
      // Still replaying (57P03) or not listening yet.
    } finally {
      await cliente.end().catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Restaurado {
  carpeta: string;
  datos: string;
  puerto: number;
  url: (base: string) => string;
  segundos: number;
}

/**
 * The repository restored into `carpeta` (new or empty: the caller checked) as it was at `instante`,
 * then PostgreSQL started there on `puerto` and promoted once the WAL reached the instant. Answers
 * when it accepts writes.
 */
export async function restaurar(c: Cluster, instante: Date, carpeta: string, puerto: number): Promise<Restaurado> {
  const desde = Date.now();
  const datos = path.join(carpeta, 'datos');
  mkdirSync(datos, { recursive: true, mode: 0o700 });
  if (comoRoot) spawnSync('chown', ['-R', 'postgres:postgres', carpeta]);
  // PostgreSQL's own format, in UTC to the second: pgBackRest picks the last backup that ended before it.
  const objetivo = `${instante.toISOString().slice(0, 19).replace('T', ' ')}+00`;
  pgbackrest(c, [`--pg1-path=${datos}`, '--type=time', `--target=${objetivo}`, '--target-action=promote', '--archive-mode=off', 'restore']);
  configurarRestaurado(datos, carpeta, puerto);
  if (comoRoot) spawnSync('chown', ['-R', 'postgres:postgres', carpeta]);
  comoPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', datos, '-l', path.join(carpeta, 'postgresql.log'), '-w', '-t', '3600', 'start']);
  const url = (base: string) => `postgres://postgres@127.0.0.1:${puerto}/${base}`;
  await promovido(datos, carpeta, url('postgres'));
  return { carpeta, datos, puerto, url, segundos: (Date.now() - desde) / 1000 };
}

/** Stops a restored server; with `borrar`, its folder goes too. */
export function detenerRestaurado(carpeta: string, borrar: boolean): void {
  const datos = path.join(carpeta, 'datos');
  try {
    comoPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', datos, '-m', 'fast', '-w', 'stop']);
  } catch {
    // Not running.
  }
  if (borrar) rmSync(carpeta, { recursive: true, force: true });
}
