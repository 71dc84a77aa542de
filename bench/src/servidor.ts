import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as esperar } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));
const SIMULADORES_MAIN = fileURLToPath(new URL('../../apps/demo/dist/simuladores-main.js', import.meta.url));
/** Node's flags for every copy of the API (decision 079), as `npm start` and the deployment pass them. */
const ARGUMENTOS_NODE: string[] = JSON.parse(readFileSync(new URL('../../apps/api/argumentos-node.json', import.meta.url), 'utf8'));
/** The built server's key: fixed, so the benchmark never needs the database's own. */
const JWT_SECRET = 'benchmark-benchmark-benchmark-benchmark-0123456789';

export interface Servidor {
  url: string;
  pid: number;
  /** Seconds from the process's start until /ready answered 200. */
  listoSegundos: number;
  /** The process's resident memory now, in MB (Linux /proc). */
  rssMb(): number;
  /** CPU seconds the process has used so far. */
  cpuSegundos(): number;
  cerrar(): Promise<void>;
}

export interface OpcionesServidor {
  puerto: number;
  /** PostgreSQL; without it the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /**
   * The outside systems' simulators' process (`iniciarSimuladores`), as production reaches the real
   * ones: the copy runs with SIMULADORES=false, so its memory and CPU are the production copy's.
   * Without it, the simulators run inside the copy, as the embedded demo starts.
   */
  simuladores?: Simuladores;
}

export interface Simuladores {
  url: string;
  cerrar(): Promise<void>;
}

/** CPU seconds (user + system) the process has used so far (Linux /proc; clock ticks of 1/100 s). */
export function cpuSegundosDe(pid: number): number {
  const campos = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After the command's ')': state is field 3, so utime (14) and stime (15) are at 11 and 12.
  return (Number(campos[11]) + Number(campos[12])) / 100;
}

export function rssMbDe(pid: number): number {
  const linea = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return linea ? Math.round(Number(linea[1]) / 102.4) / 10 : 0;
}

/** Waits until `url` answers 200, or the process ends, or `limite` seconds pass. */
export async function esperarListo(url: string, hijo: ChildProcess, salida: () => string, limite = 120): Promise<void> {
  const fin = performance.now() + limite * 1000;
  while (performance.now() < fin) {
    if (hijo.exitCode !== null) throw new Error(`El proceso terminó (código ${hijo.exitCode}) antes de estar listo:\n${salida()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await esperar(25);
  }
  throw new Error(`${url} no respondió en ${limite} s:\n${salida()}`);
}

/** Stops a child process: SIGTERM, then SIGKILL if it does not go. */
export async function detener(hijo: ChildProcess): Promise<void> {
  if (hijo.exitCode !== null || hijo.signalCode !== null) return;
  const terminado = new Promise<void>((r) => hijo.once('exit', () => r()));
  hijo.kill('SIGTERM');
  const reloj = new AbortController();
  const muerto = await Promise.race([terminado.then(() => true), esperar(10_000, false, { signal: reloj.signal }).catch(() => true)]);
  reloj.abort();
  if (!muerto) {
    hijo.kill('SIGKILL');
    await terminado;
  }
}

/** Node with these arguments and this environment, its last 8,000 characters of output kept for an error's message. */
function lanzar(argumentos: string[], env: Record<string, string>): { hijo: ChildProcess; salida: () => string } {
  const hijo = spawn(process.execPath, argumentos, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let salida = '';
  const guardar = (b: Buffer) => {
    salida = (salida + b.toString()).slice(-8000);
  };
  hijo.stdout!.on('data', guardar);
  hijo.stderr!.on('data', guardar);
  return { hijo, salida: () => salida };
}

/** Starts the built server (`apps/api/dist/main.js`, as `npm start` runs it) and waits for /ready. */
export async function iniciarServidor(o: OpcionesServidor): Promise<Servidor> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(o.puerto),
    HOST: '127.0.0.1',
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT: '1000',
    UPLOAD_RATE_LIMIT: '1000',
    LOOKUP_RATE_LIMIT: '1000',
    SEED_DEMO: 'false',
    // The payment codes are issued by the platform's simulator (DOMAIN.md §5) over real HTTP.
    SIMULADORES: o.simuladores ? 'false' : 'true',
    // The timed jobs would compete with the measured requests, and the ones that audit (the daily
    // reconciliation, the treasury's round) can write the audit chain while pgbench replays the sales
    // against it: a full run of 2026-12-06 stopped on one such row (ventasConcurrentes.ts `quitarPgbench`).
    PAGOS_REVISION_SEGUNDOS: '0',
    CONCILIACION_SEGUNDOS: '0',
    TESORO_REVISION_SEGUNDOS: '0',
    CALIDAD_SEGUNDOS: '0',
    NOTIFICACIONES_SEGUNDOS: '0',
    ADMIN_PASSWORD: 'Benchmark#2026',
    ...(o.databaseUrl ? { DATABASE_URL: o.databaseUrl } : {}),
    ...(o.dataDir ? { DATA_DIR: o.dataDir } : {}),
    ...o.env,
  };
  const inicio = performance.now();
  // A diagnosis's flags for the server's Node (BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof': NODE_OPTIONS refuses --cpu-prof).
  const flags = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const { hijo, salida } = lanzar([...ARGUMENTOS_NODE, ...flags, MAIN], env);
  const url = `http://127.0.0.1:${o.puerto}`;
  try {
    await esperarListo(`${url}/ready`, hijo, salida);
  } catch (err) {
    await detener(hijo);
    throw err;
  }
  const listoSegundos = Math.round(performance.now() - inicio) / 1000;
  const pid = hijo.pid!;
  return { url, pid, listoSegundos, rssMb: () => rssMbDe(pid), cpuSegundos: () => cpuSegundosDe(pid), cerrar: () => detener(hijo) };
}

/**
 * The outside systems' simulators as a process of their own (`apps/demo/dist/simuladores-main.js`, as
 * the local cluster runs them): they point the database's integration rows at themselves, and the
 * payment platform notifies `notificacionUrl` (the copy's, whose port is chosen before it starts).
 */
export async function iniciarSimuladores(o: { puerto: number; databaseUrl: string; notificacionUrl: string; dataDir: string }): Promise<Simuladores> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATABASE_URL: o.databaseUrl,
    DATA_DIR: o.dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    SIMULADORES_PORT: String(o.puerto),
    PAGOS_NOTIFICACION_URL: o.notificacionUrl,
  };
  const { hijo, salida } = lanzar([SIMULADORES_MAIN], env);
  const url = `http://127.0.0.1:${o.puerto}`;
  // Listening is not enough: the integration rows are pointed after the listen, and it says so.
  const fin = performance.now() + 60_000;
  while (!salida().includes('Simuladores de sistemas externos en')) {
    if (hijo.exitCode !== null) throw new Error(`Los simuladores terminaron (código ${hijo.exitCode}):\n${salida()}`);
    if (performance.now() > fin) {
      await detener(hijo);
      throw new Error(`Los simuladores no arrancaron en 60 s:\n${salida()}`);
    }
    await esperar(25);
  }
  return { url, cerrar: () => detener(hijo) };
}

/** A TCP port free on 127.0.0.1 now (the OS picks it). */
export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
