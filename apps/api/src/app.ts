import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MENSAJES } from '@pb/contract/mensajes';
import { restError } from './core/errors.js';
import type { Config } from './config.js';
import type { Deps } from './core/context.js';
import { installErrorHandler, installGuard, type RestRoute } from './core/http.js';
import { installGraphql, type GraphqlFeature, type RegisteredOperation } from './core/graphql.js';
import { installHeaders, installSecurityHeaders } from './core/headers.js';
import { installDocs } from './core/openapi.js';
import { authenticate } from './auth/sessions.js';
import { autenticarCliente, esTokenDeCliente } from './modules/clientes/tokens.js';
import { writeAudit } from './modules/logs/audit.js';
import { authRoutes } from './auth/routes.js';
import { ciudadaniaRoutes } from './auth/ciudadania-routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { personasRoutes } from './modules/personas/routes.js';
import { dpaRoutes } from './modules/dpa/routes.js';
import { referenciasRoutes } from './modules/referencias/routes.js';
import { clientesRoutes } from './modules/clientes/routes.js';
import { ventasRoutes } from './modules/ventas/routes.js';
import { alimentosRoutes } from './modules/alimentos/routes.js';
import { paquetesRoutes } from './modules/paquetes/routes.js';
import { beneficiariasRoutes } from './modules/beneficiarias/routes.js';
import { csvPlanillasRoutes } from './modules/csvPlanillas/routes.js';
import { trabajadoresRoutes } from './modules/trabajadores/routes.js';
import { registroBeneficiariaRoutes } from './modules/registroBeneficiaria/routes.js';
import { independientesRoutes } from './modules/independientes/routes.js';
import { csvBeneficiariasRoutes } from './modules/csvBeneficiarias/routes.js';
import { cptsRoutes } from './modules/cpts/routes.js';
import { planillasRoutes } from './modules/planillas/routes.js';
import { c31Routes } from './modules/c31/routes.js';
import { reportesRoutes } from './modules/reportes/routes.js';
import { calidadRoutes } from './modules/calidad/routes.js';
import { conciliacionRoutes } from './modules/conciliacion/routes.js';
import { boletasRoutes } from './modules/boletas/routes.js';
import { embajadasRoutes } from './modules/embajadas/routes.js';
import { otrosRoutes } from './modules/otros/routes.js';
import { municipiosRoutes } from './modules/municipios/routes.js';
import { recursosRoutes } from './modules/recursos/routes.js';
import { celularesRoutes } from './modules/celulares/routes.js';
import { extractosRoutes } from './modules/extractos/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { tarjetasRoutes } from './modules/tarjetas/routes.js';
import { beneficiariosPublicosRoutes } from './modules/beneficiariosPublicos/routes.js';
import { pagosProveedoresRoutes } from './modules/pagosProveedores/routes.js';
import { firmasRoutes } from './modules/firmas/routes.js';
import { LECTOR_POR_DEFECTO } from './modules/tarjetas/lector.js';
import { graphqlFeatures } from './features.js';
import { recuperacionRoutes } from './modules/recuperacion/routes.js';
import { avisosSmsRoutes } from './modules/avisosSms/routes.js';
import { miSaldoRoutes } from './modules/miSaldo/routes.js';
import { registroEmpleadorRoutes } from './modules/registroEmpleador/routes.js';
import type { Registry } from 'prom-client';
import type { Demo } from './demo.js';
import { medirSolicitudes, registroDeApp } from './core/metricas.js';
import { colasPendientes } from './modules/health/colas.js';

export interface BuiltApp {
  app: FastifyInstance;
  /** Every GraphQL operation with its declared requirement. */
  registry: RegisteredOperation[];
  /** Every REST route under /api and /auth with its declared requirement. */
  restRoutes: RestRoute[];
  /** This app's scrape-time measures (its pools and queues), served with the process's by core/metricas.ts. */
  metricas: Registry;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildAppOptions {
  logger?: boolean;
  logStream?: { write(line: string): void };
  features?: GraphqlFeature[];
  /** The demo's simulator pages (/dev/correos, /dev/pagos, /dev/sms: demo.ts `Demo.paginas`), when the demo runs. */
  paginasDemo?: Demo['paginas'];
}

/** Builds the whole HTTP application from its dependencies; nothing listens or connects here. */
export async function buildApp(deps: Deps, opts: BuildAppOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: deps.config.LOG_LEVEL, redact: ['req.headers.authorization'], ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // The balancer's addresses (its X-Forwarded-For entry is the caller), or every proxy (`true`).
    trustProxy: (deps.config.TRUST_PROXY ?? false) as FastifyServerOptions['trustProxy'],
    bodyLimit: 6 * 1024 * 1024,
    requestIdHeader: false,
    genReqId: () => Math.random().toString(36).slice(2, 10).toUpperCase(),
  });
  installErrorHandler(app);
  medirSolicitudes(app);
  installHeaders(app);
  closeConnectionsWhenClosing(app);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", ...localConnectSources(deps.config)],
      },
    },
  });
  const servirDocumentacion = await installDocs(app, deps.config);
  const restRoutes = installGuard(app, deps, { authenticate, isClientToken: esTokenDeCliente, authenticateClient: autenticarCliente, writeAudit });
  await servirDocumentacion();

  await app.register((i) => healthRoutes(i, deps));
  await app.register((i) => authRoutes(i));
  await app.register((i) => ciudadaniaRoutes(i, deps));
  await app.register((i) => recuperacionRoutes(i));
  await app.register((i) => miSaldoRoutes(i));
  await app.register(avisosSmsRoutes);
  await app.register((i) => registroEmpleadorRoutes(i));
  // The demo's simulator pages (decision 036, issue 32, decision 074): only with the demo, never in production.
  if (opts.paginasDemo && deps.config.NODE_ENV !== 'production') await opts.paginasDemo(app, deps);
  await app.register(systemRoutes);
  await app.register(personasRoutes);
  await app.register(dpaRoutes);
  await app.register(referenciasRoutes);
  await app.register(clientesRoutes);
  await app.register(ventasRoutes);
  await app.register(alimentosRoutes);
  await app.register(paquetesRoutes);
  await app.register(beneficiariasRoutes);
  await app.register(csvPlanillasRoutes);
  await app.register(trabajadoresRoutes);
  await app.register(registroBeneficiariaRoutes);
  await app.register(independientesRoutes);
  await app.register(csvBeneficiariasRoutes);
  await app.register(cptsRoutes);
  await app.register(planillasRoutes);
  await app.register(c31Routes);
  await app.register(reportesRoutes);
  await app.register(calidadRoutes);
  await app.register(conciliacionRoutes);
  await app.register(boletasRoutes);
  await app.register(celularesRoutes);
  await app.register(extractosRoutes);
  await app.register(tarjetasRoutes);
  await app.register(beneficiariosPublicosRoutes);
  await app.register(pagosProveedoresRoutes);
  await app.register(firmasRoutes);
  await app.register(embajadasRoutes);
  await app.register(otrosRoutes);
  await app.register(municipiosRoutes);
  await app.register(recursosRoutes);
  const registry = await installGraphql(app, opts.features ?? graphqlFeatures, deps.config, writeAudit);

  serveWeb(app, deps.config.WEB_DIST ?? defaultWebDist);
  const metricas = registroDeApp({ pools: () => deps.database.pools(), colas: () => colasPendientes(deps.database.db) });
  return { app, registry, restRoutes, metricas };
}

/**
 * Programs on the user's own computer the page may call: the signing program at the address the
 * contract gives (CONTRACT.md) and at FIRMADOR_URL (query `firmadorUrl`), in every deployment; any other local port (a dev server, a
 * simulator) only in development, so a production page cannot be made to talk to them.
 */
function localConnectSources(config: Pick<Config, 'NODE_ENV' | 'LECTOR_TARJETAS_URL' | 'FIRMADOR_URL'>): string[] {
  const firmador = new URL(config.FIRMADOR_URL).origin;
  return ['https://localhost:3200', ...(firmador === 'https://localhost:3200' ? [] : [firmador]), lectorOrigen(config), ...(config.NODE_ENV === 'development' ? ['http://localhost:*', 'http://127.0.0.1:*'] : [])];
}

/** The card reader program's origin (query `lectorTarjetas`): the start's LECTOR_TARJETAS_URL, else the parameter's default. */
function lectorOrigen(config: Pick<Config, 'LECTOR_TARJETAS_URL'>): string {
  return new URL(config.LECTOR_TARJETAS_URL ?? LECTOR_POR_DEFECTO).origin;
}

/**
 * Serves the built browser app; any unknown non-API path gets index.html (client-side routes). The
 * web build writes a brotli and a gzip copy beside each text file (apps/web/scripts/comprimir.mjs):
 * a browser that accepts one gets it as it is, with no compression work per request.
 */
function serveWeb(app: FastifyInstance, dist: string) {
  const hasWeb = existsSync(path.join(dist, 'index.html'));
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: dist,
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const api = /^\/(api|auth|graphql)(\/|$)/.test(req.url);
    // A missing file (a script, an image) is a 404, never the app's page in its place.
    const file = /\.[a-z0-9]+$/i.test(req.url.split('?')[0]!);
    if (hasWeb && !api && !file && req.method === 'GET') return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.status(404).send(restError(MENSAJES.noEncontrado, 'NOT_FOUND'));
  });
}

/** During shutdown, answers in flight still go out, and their keep-alive connections close after them. */
function closeConnectionsWhenClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
