import { spawn, spawnSync } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { esperar, llamar } from './http.js';

/**
 * The faults the soak causes on the cluster `npm run cluster` started (its folder .cluster/): a copy
 * of the API killed with SIGKILL and started again as the cluster started it, the PostgreSQL leader's
 * postmaster killed (Patroni starts it again), the whole leader node lost (its Patroni and its
 * PostgreSQL killed, as a machine that goes away: another node takes over), and the payment
 * platform slow and then unreachable (its simulator's drill).
 */

/** A PostgreSQL node under Patroni, as cluster.json lists it. */
export interface Nodo {
  nombre: string;
  pg: number;
  rest: number;
  /** Its PostgreSQL exporter's port: the instance Prometheus names it by. */
  exportador: number;
}

export interface Cluster {
  raiz: string;
  carpeta: string;
  balanceador: string;
  copias: Array<{ nombre: string; puerto: number }>;
  nodos: Nodo[];
  etcd: Array<{ nombre: string; cliente: number }>;
  prometheus: string;
  databaseUrl: string;
  simuladores: string;
  s3: string;
}

export function leerCluster(raiz: string): Cluster {
  const carpeta = path.join(raiz, '.cluster');
  const c = JSON.parse(readFileSync(path.join(carpeta, 'cluster.json'), 'utf8'));
  return { raiz, carpeta, balanceador: c.balanceador, copias: c.copias, nodos: c.nodos, etcd: c.etcd, prometheus: c.prometheus, databaseUrl: c.databaseUrl, simuladores: `http://127.0.0.1:${c.puertos.simuladores}`, s3: `http://127.0.0.1:${c.puertos.s3}/archivos` };
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

/** Starts a process of the cluster again as `npm run cluster` started it (the command it kept in pids/<name>.json). */
export function relanzar(c: Cluster, nombre: string): void {
  const { comando, args, env } = JSON.parse(readFileSync(path.join(c.carpeta, 'pids', `${nombre}.json`), 'utf8')) as { comando: string; args: string[]; env: Record<string, string> };
  const log = openSync(path.join(c.carpeta, 'logs', `${nombre}.log`), 'a');
  const hijo = spawn(comando, args, { cwd: c.raiz, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', log, log], detached: true });
  hijo.unref();
  writeFileSync(path.join(c.carpeta, 'pids', `${nombre}.pid`), String(hijo.pid));
}

/** Starts the copy again, as `npm run cluster` does, and waits until it is ready. */
export async function arrancarCopia(c: Cluster, nombre: string): Promise<void> {
  const copia = c.copias.find((x) => x.nombre === nombre)!;
  relanzar(c, nombre);
  await lista(`http://127.0.0.1:${copia.puerto}/ready`, 120);
}

/** `kill -9` of etcd members (Patroni's store); answers their names. */
export function matarEtcd(c: Cluster, cuantos: number): string[] {
  const nombres = c.etcd.slice(-cuantos).map((m) => m.nombre);
  for (const n of nombres) {
    const pid = pidDe(c, n);
    if (pid) process.kill(pid, 'SIGKILL');
  }
  return nombres;
}

/** The etcd members started again; waits until each says it is healthy (the quorum is back). */
export async function arrancarEtcd(c: Cluster, nombres: string[]): Promise<void> {
  for (const n of nombres) relanzar(c, n);
  for (const n of nombres) {
    const m = c.etcd.find((x) => x.nombre === n)!;
    const limite = Date.now() + 60_000;
    for (;;) {
      const r = await llamar(`http://127.0.0.1:${m.cliente}/health`);
      if (r.status === 200 && r.cuerpo?.health === 'true') break;
      if (Date.now() > limite) throw new Error(`etcd ${n} no volvió en 60 s`);
      await esperar(250);
    }
  }
}

/** The lost node back, as a machine that returns: its Patroni started again; waits until it streams from the leader (Patroni's /replica). */
export async function recuperarNodo(c: Cluster, n: Nodo): Promise<number> {
  const desde = Date.now();
  relanzar(c, n.nombre);
  await lista(`http://127.0.0.1:${n.rest}/replica`, 180);
  return (Date.now() - desde) / 1000;
}

/** The balancer answers /ready again (a copy reached PostgreSQL through the new leader). */
export const balanceadorListo = (c: Cluster, segundos: number) => lista(`${c.balanceador}/ready`, segundos);

/** The node Patroni's REST API says leads now (asked of every node still answering), or null. */
export async function lider(c: Cluster): Promise<Nodo | null> {
  for (const n of c.nodos) if ((await llamar(`http://127.0.0.1:${n.rest}/primary`)).status === 200) return n;
  return null;
}

async function liderListo(c: Cluster, segundos: number): Promise<Nodo> {
  const limite = Date.now() + segundos * 1000;
  while (Date.now() < limite) {
    const n = await lider(c);
    if (n) return n;
    await esperar(250);
  }
  throw new Error(`ningún nodo es líder tras ${segundos} s`);
}

const postmaster = (c: Cluster, n: Nodo) => Number(readFileSync(path.join(c.carpeta, 'pg', n.nombre, 'postmaster.pid'), 'utf8').split('\n')[0]);

/** `kill -9` of the leader's postmaster: Patroni, alive, starts it again (or hands the lead over). Answers the leader after it, and the seconds it took. */
export async function matarPostmaster(c: Cluster): Promise<{ lider: Nodo; segundos: number }> {
  const n = await liderListo(c, 30);
  const desde = Date.now();
  process.kill(postmaster(c, n), 'SIGKILL');
  // The balancer's door to the leader answers again: Patroni saw its server gone and started it.
  await esperar(1000);
  const nuevo = await liderListo(c, 60);
  await lista(`${c.balanceador}/ready`, 60);
  return { lider: nuevo, segundos: (Date.now() - desde) / 1000 };
}

/**
 * The leader node lost: `kill -9` of its Patroni and its PostgreSQL at once, as a machine that goes
 * away (nothing stops cleanly, etcd's key expires). Answers the node that took over and the seconds
 * from the loss to a new leader.
 */
export async function perderNodoLider(c: Cluster): Promise<{ perdido: Nodo; lider: Nodo; segundos: number }> {
  const n = await liderListo(c, 30);
  const pm = postmaster(c, n);
  const desde = Date.now();
  spawnSync('pkill', ['-KILL', '-f', `patroni ${path.join(c.carpeta, 'pg', `${n.nombre}.yml`)}`]);
  process.kill(pm, 'SIGKILL');
  spawnSync('pkill', ['-KILL', '-P', String(pm)]);
  const limite = Date.now() + 60_000;
  for (;;) {
    const otro = await lider(c);
    if (otro && otro.nombre !== n.nombre) return { perdido: n, lider: otro, segundos: (Date.now() - desde) / 1000 };
    if (Date.now() > limite) throw new Error(`ningún otro nodo tomó el lugar de ${n.nombre} en 60 s`);
    await esperar(250);
  }
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
