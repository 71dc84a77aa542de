import type pg from 'pg';
import type { Database } from '../../apps/api/src/db/client.js';
import type { Ritmo } from './carga.js';
import type { Plan } from './datos/plan.js';
import type { Servidor, Simuladores } from './servidor.js';
import type { Sesiones } from './sesiones.js';

/** What every group of measures works with: the loaded database, our running server and its sessions. */
export interface Contexto {
  plan: Plan;
  escala: number;
  /** The benchmark's database (`bench_<ms>`) and its URL. */
  nombreBase: string;
  urlBase: string;
  /** The benchmark's own connections to it (setup queries, COPY). */
  pool: pg.Pool;
  /** The same database through our Drizzle schema. */
  database: Database;
  /** Our built server (apps/api/dist/main.js) on the benchmark's database. */
  servidor: Servidor;
  /** The outside systems' simulators' process the server reaches (SIMULADORES=false, as in production). */
  simuladores: Simuladores;
  graphqlUrl: string;
  sesiones: Sesiones;
  /** The load of every read: fixed connections, fixed seconds. */
  ritmo: Ritmo;
  /** Only these reads of the reads group (`--lecturas a,b`); all when absent. */
  lecturas?: string[];
  /** A folder of the run's own, removed at the end. */
  carpeta: string;
  /** Free TCP ports for further servers (PostGraphile, a second start). */
  puertoLibre(): Promise<number>;
  log(linea: string): void;
}
