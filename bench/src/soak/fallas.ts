import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { esperar, llamar } from './http.js';

/**
 * The faults the soak causes on the cluster `npm run cluster` started (its folder .cluster/): a copy
 * of the API killed with SIGKILL and started again as the cluster started it, the PostgreSQL primary
 * restarted, and the payment platform slow and then unreachable (its simulator's drill).
 */

export interface Cluster {
  raiz: string;
  carpeta: string;
  balanceador: string;
  copias: Array<{ nombre: string; puerto: number }>;
  databaseUrl: string;
  simuladores: string;
  s3: string;
}

export function leerCluster(raiz: string): Cluster {
  const carpeta = path.join(raiz, '.cluster');
  const c = JSON.parse(readFileSync(path.join(carpeta, 'cluster.json'), 'utf8'));
  return { raiz, carpeta, balanceador: c.balanceador, copias: c.copias, databaseUrl: c.databaseUrl, simuladores: `http://127.0.0.1:${c.puertos.simuladores}`, s3: `http://127.0.0.1:${c.puertos.s3}/archivos` };
}

export const pidDe = (c: Cluster, nombre: string) => {
  const archivo = path.join(c.carpeta, 'pids', `${nombre}.pid`);
  return existsSync(archivo) ? Number(readFileSync(archivo, 'utf8')) : null;
};

async function lista(url: string, segundos: number): Promise<void> {
  const limite = Date.now() + segundos * 1000;
  while (Date.now() < limite) {
    if ((await llamar(url)).status === 200) return;
    await esperar(250);
  }
  throw new Error(`${url} no respondió en ${segundos} s`);
}

/** After the load: every copy's process is alive (nothing but the drill killed one) and answers /ready on its own port. */
export async function copiasVivas(c: Cluster): Promise<string[]> {
  const fallas: string[] = [];
  for (const copia of c.copias) {
    const pid = pidDe(c, copia.nombre);
    let viva = false;
    try {
      viva = pid !== null && process.kill(pid, 0);
    } catch {
      viva = false;
    }
    if (!viva) fallas.push(`${copia.nombre} (pid ${pid}) terminó`);
    else if ((await llamar(`http://127.0.0.1:${copia.puerto}/ready`)).status !== 200) fallas.push(`${copia.nombre} no responde /ready`);
  }
  return fallas;
}

export function matarCopia(c: Cluster, nombre: string): void {
  const pid = pidDe(c, nombre);
  if (pid) process.kill(pid, 'SIGKILL');
}

/** Starts the copy again with its own environment file, as `npm run cluster` does, and waits until it is ready. */
export async function arrancarCopia(c: Cluster, nombre: string): Promise<void> {
  const copia = c.copias.find((x) => x.nombre === nombre)!;
  const log = openSync(path.join(c.carpeta, 'logs', `${nombre}.log`), 'a');
  const hijo = spawn(process.execPath, [`--env-file=${path.join(c.carpeta, `${nombre}.env`)}`, path.join(c.raiz, 'apps/api/dist/main.js')], { cwd: c.raiz, env: { PATH: process.env.PATH }, stdio: ['ignore', log, log], detached: true });
  hijo.unref();
  writeFileSync(path.join(c.carpeta, 'pids', `${nombre}.pid`), String(hijo.pid));
  await lista(`http://127.0.0.1:${copia.puerto}/ready`, 120);
}

/** `pg_ctl restart -m fast` of the primary (as the postgres user when run as root, as the cluster runs it). */
export async function reiniciarPrimario(c: Cluster): Promise<void> {
  const datos = path.join(c.carpeta, 'pg', 'primario');
  const args = ['-D', datos, '-m', 'fast', '-w', '-l', path.join(c.carpeta, 'pg', 'primario.log'), 'restart'];
  const binario = '/usr/lib/postgresql/15/bin/pg_ctl';
  const r = process.getuid?.() === 0 ? spawnSync('runuser', ['-u', 'postgres', '--', binario, ...args], { encoding: 'utf8' }) : spawnSync(binario, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg_ctl restart: ${r.stderr}`);
  await lista(`${c.balanceador}/ready`, 60);
}

export async function plataforma(c: Cluster, modo: 'NORMAL' | 'LENTA' | 'CAIDA', demoraMs = 0): Promise<void> {
  const r = await llamar(`${c.simuladores}/pagos/v1/falla`, { json: { modo, demoraMs } });
  if (r.status !== 200) throw new Error(`simulador de pagos, falla ${modo}: ${r.status}`);
}

/** The copies' resident memory (VmRSS, KiB), sampled: one series per process (a restarted copy is a new one). */
export class Memoria {
  readonly series = new Map<string, Array<{ en: number; kib: number }>>();

  muestrear(c: Cluster, en: number): void {
    for (const { nombre } of c.copias) {
      const pid = pidDe(c, nombre);
      if (!pid) continue;
      try {
        const kib = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
        const clave = `${nombre} (pid ${pid})`;
        if (!this.series.has(clave)) this.series.set(clave, []);
        this.series.get(clave)!.push({ en, kib });
      } catch {
        // The copy is down.
      }
    }
  }
}
