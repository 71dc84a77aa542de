import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What one copy of the API measures for Prometheus (issue 52, decision 070). Every label comes from
 * a bounded set the code knows (a route's template, a GraphQL operation of the registry, a job's
 * name, an allowance's name, a status code): never a document number, a name, an id or a token.
 *
 * The counters and histograms are the process's own (a copy is one process), in one registry made
 * once; what is read at scrape time from one app (its pools, its queues) is registered by that app
 * in a registry of its own, so an app a test closed never answers a scrape.
 */
export const registroProceso = new Registry();
collectDefaultMetrics({ register: registroProceso });

const SEGUNDOS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const duracionSolicitud = new Histogram({
  name: 'pb_http_solicitud_duracion_segundos',
  help: 'Duración de las solicitudes HTTP por método, ruta (su plantilla) y estado',
  labelNames: ['metodo', 'ruta', 'estado'] as const,
  buckets: SEGUNDOS,
  registers: [registroProceso],
});

export const duracionOperacion = new Histogram({
  name: 'pb_graphql_operacion_duracion_segundos',
  help: 'Duración de cada operación GraphQL del registro, por tipo y resultado (ok o el código del error)',
  labelNames: ['operacion', 'tipo', 'resultado'] as const,
  buckets: SEGUNDOS,
  registers: [registroProceso],
});

export const esperaCadena = new Histogram({
  name: 'pb_auditoria_espera_cadena_segundos',
  help: 'Espera del candado de la cadena de auditoría (decisión 005) antes de escribir un registro',
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registroProceso],
});

export const rechazosCupo = new Counter({
  name: 'pb_cupo_rechazos_total',
  help: 'Solicitudes rechazadas por agotar un cupo (429), por cupo',
  labelNames: ['cupo'] as const,
  registers: [registroProceso],
});

const rondasTrabajo = new Counter({
  name: 'pb_trabajo_rondas_total',
  help: 'Rondas de cada trabajo del servidor, por resultado (ok o error)',
  labelNames: ['trabajo', 'resultado'] as const,
  registers: [registroProceso],
});

const ultimoExitoTrabajo = new Gauge({
  name: 'pb_trabajo_ultimo_exito_segundos',
  help: 'Hora (segundos Unix) de la última ronda sin error de cada trabajo',
  labelNames: ['trabajo'] as const,
  registers: [registroProceso],
});

/** A job's round ended: counted, and its last success set when it had no error. */
export function rondaTerminada(trabajo: string, ok: boolean, cuando = Date.now()): void {
  rondasTrabajo.inc({ trabajo, resultado: ok ? 'ok' : 'error' });
  if (ok) ultimoExitoTrabajo.set({ trabajo }, cuando / 1000);
}

/** A database pool as node-postgres counts it. */
export interface EstadoPool {
  nombre: string;
  total: number;
  libres: number;
  esperando: number;
  maximo: number;
}

/** A queue's length, read when Prometheus scrapes (one indexed count each). */
export type Colas = () => Promise<Record<string, number>>;

/**
 * One app's scrape-time measures: its database pools and its queues. `colas` failing (the database
 * away) leaves the queues out of that scrape rather than failing it: the copy's other figures are
 * what an operator needs most then.
 */
export function registroDeApp(fuentes: { pools: () => EstadoPool[]; colas: Colas }): Registry {
  const r = new Registry();
  new Gauge({
    name: 'pb_db_pool_conexiones',
    help: 'Conexiones de cada pool a PostgreSQL, por estado (total, libres, esperando: solicitudes que esperan una conexión; maximo)',
    labelNames: ['pool', 'estado'] as const,
    registers: [r],
    collect() {
      this.reset();
      for (const p of fuentes.pools()) {
        this.set({ pool: p.nombre, estado: 'total' }, p.total);
        this.set({ pool: p.nombre, estado: 'libres' }, p.libres);
        this.set({ pool: p.nombre, estado: 'esperando' }, p.esperando);
        this.set({ pool: p.nombre, estado: 'maximo' }, p.maximo);
      }
    },
  });
  new Gauge({
    name: 'pb_cola_pendientes',
    help: 'Trabajo pendiente de cada cola (correos por enviar, códigos de pago por revisar, pagos al tesoro por confirmar)',
    labelNames: ['cola'] as const,
    registers: [r],
    async collect() {
      this.reset();
      try {
        for (const [nombre, n] of Object.entries(await fuentes.colas())) this.set({ cola: nombre }, n);
      } catch {
        // The database is away: the scrape still answers the copy's own figures.
      }
    },
  });
  return r;
}

/** The text Prometheus reads: the process's measures and the app's. */
export async function textoMetricas(app: Registry): Promise<{ tipo: string; texto: string }> {
  const todo = Registry.merge([registroProceso, app]);
  return { tipo: todo.contentType, texto: await todo.metrics() };
}

/**
 * The measures on a port of their own (METRICS_PORT on METRICS_HOST, loopback by default): the
 * public balancer serves PORT only, so a caller from outside never reads them.
 */
export async function servirMetricas(app: Registry, puerto: number, host: string): Promise<Server> {
  const servidor = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
      return;
    }
    textoMetricas(app).then(
      ({ tipo, texto }) => res.writeHead(200, { 'content-type': tipo }).end(texto),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error al leer las métricas'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    servidor.once('error', reject);
    servidor.listen(puerto, host, () => resolve());
  });
  return servidor;
}

/** Every answer's duration under its route's template (`/api/v1/otros/:id`), never the address as called. */
export function medirSolicitudes(app: FastifyInstance): void {
  app.addHook('onResponse', async (req, reply) => {
    duracionSolicitud.observe({ metodo: req.method, ruta: req.routeOptions.url ?? 'sin_ruta', estado: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
}
