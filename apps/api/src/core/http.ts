import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import { MENSAJES } from '@pb/contract/mensajes';
import { AppError, restError, logCause, statusMessage, toAppError } from './errors.js';
import { authorize, type Requirement } from './guard.js';
import type { Ctx, Deps } from './context.js';
import type { Executor } from '../db/client.js';
import type { AuditWriter, GuardPorts } from './ports.js';
import { auditRefusal } from './refusals.js';
import { POR_DIRECCION, consumirCupo, type Cupo } from './cupos.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api and /auth route declares what it needs; the app refuses to start otherwise. */
    requirement?: Requirement;
    /** Routes a user who must change the password may still call. */
    allowPasswordChangePending?: boolean;
    /**
     * A POST that writes nothing (a question too long or too private for a URL, e.g. a SEGIP check):
     * it runs outside a transaction, so that a slow outside system holds no database connection,
     * and its audit row is written after it answers.
     */
    readOnly?: boolean;
    /**
     * A long job that writes in steps, each its own transaction and each safe to repeat (e.g. the
     * OVT sync, page by page): no transaction holds a connection while an outside system answers,
     * and its audit row is written when it ends.
     */
    ownTransactions?: boolean;
    /** An allowance per caller and minute, counted after the caller is known (core/cupos.ts). Upload routes have `subidas` anyway. */
    cupo?: Cupo;
  }
  interface FastifyRequest {
    ctx: Ctx;
  }
}

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const [scheme, token] = h.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const GUARDED = /^\/(api|auth|graphql)(\/|$)/;

/** A REST route under /api or /auth and what it requires. */
export interface RestRoute {
  method: string;
  url: string;
  requirement: Requirement;
  /** The multipart field of a file upload (uploadedFileSchema): the generated bad-input test sends it malformed files. */
  subida?: string;
}

/**
 * Authentication and authorisation for every route: the route's declared requirement is checked
 * before its handler runs; GraphQL operations check theirs per field (see core/graphql.ts). A refusal
 * (403) is written to the audit log.
 */
export function installGuard(app: FastifyInstance, deps: Deps, ports: GuardPorts): RestRoute[] {
  const routes: RestRoute[] = [];
  app.decorateRequest('ctx', null as unknown as Ctx);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!GUARDED.test(url) || url.startsWith('/graphql')) return;
    const requirement = route.config?.requirement;
    if (!requirement) throw new Error(`La ruta ${String(route.method)} ${url} no declara su permiso (config.requirement)`);
    const schema = route.schema as { consumes?: string[]; body?: { shape?: Record<string, unknown> } } | undefined;
    const subida = schema?.consumes?.includes('multipart/form-data') ? Object.keys(schema.body?.shape ?? {})[0] : undefined;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url, requirement, ...(subida ? { subida } : {}) });
    if (subida) route.config = { ...route.config, cupo: route.config?.cupo ?? 'subidas' };
    // A GET has no transaction: its handler runs as it is (a plugin's may send the reply itself).
    if (url.startsWith('/api/') && [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD')) route.handler = inWriteTransaction(route.handler as RouteHandlerMethod, deps, ports.writeAudit);
  });

  app.addHook('preHandler', async (req) => {
    req.ctx = { deps, db: deps.database.db, user: null, ip: req.ip };
    const isGraphql = req.routeOptions.url?.startsWith('/graphql') ?? false;
    const requirement: Requirement | undefined = isGraphql ? 'authenticated' : req.routeOptions.config.requirement;
    if (!requirement) return;
    const token = bearer(req);
    if (requirement === 'cliente') {
      req.ctx.cliente = await ports.authenticateClient(req.ctx, token);
      return;
    }
    if (typeof requirement === 'object' && 'clienteO' in requirement && ports.isClientToken(token)) {
      req.ctx.cliente = await ports.authenticateClient(req.ctx, token);
      return;
    }
    if (token) {
      try {
        req.ctx.user = await ports.authenticate(req.ctx, token);
      } catch (err) {
        if (requirement !== 'public') throw err;
      }
    }
    try {
      if (req.ctx.user?.cambiar_contrasena && requirement !== 'public' && !req.routeOptions.config.allowPasswordChangePending) {
        throw new AppError('FORBIDDEN', MENSAJES.cambioContrasenaRequerido, { cambiar_contrasena: true });
      }
      if (!isGraphql) authorize(req.ctx, requirement);
      else if (!req.ctx.user) throw new AppError('UNAUTHENTICATED', MENSAJES.sesionExpirada);
    } catch (err) {
      if (toAppError(err)?.status === 403) await auditRefusal(ports.writeAudit, req.ctx, `${req.method} ${req.routeOptions.url ?? req.url}`, err as Error);
      throw err;
    }
    await contarCupo(req, deps);
  });
  return routes;
}

const porIngreso = (c: Deps['config']) => c.LOGIN_RATE_LIMIT;
const MAXIMO_CUPO: Record<Cupo, (config: Deps['config']) => number> = {
  subidas: (c) => c.UPLOAD_RATE_LIMIT,
  consultasSaldo: (c) => c.LOOKUP_RATE_LIMIT,
  ingresos: porIngreso,
  ciudadania: porIngreso,
  recuperar: porIngreso,
  restablecer: porIngreso,
  registro: porIngreso,
  confirmar: porIngreso,
  miSaldo: porIngreso,
};

/**
 * The route's allowance for the caller just authorised: a user, or a provider's token (its entity);
 * the public doors' by address. Counted on the database itself, before the route's transaction
 * opens, so a refused file still counts, and every copy of the API behind the balancer counts on the
 * same rows (issue 34).
 */
async function contarCupo(req: FastifyRequest, deps: Deps): Promise<void> {
  const cupo = req.routeOptions.config.cupo;
  if (!cupo) return;
  const quien = POR_DIRECCION.has(cupo) ? `ip${req.ip}` : req.ctx.user ? `u${req.ctx.user.id}` : req.ctx.cliente ? `c${req.ctx.cliente.id_entidad}` : `ip${req.ip}`;
  await consumirCupo(deps.database.db, `${cupo}:${quien}`, MAXIMO_CUPO[cupo](deps.config), deps.clock());
}

/**
 * A REST change (any method but GET under /api/) runs in one transaction with its audit row: both
 * commit or neither does. The handler returns its answer (it never sends it itself), so nothing
 * reaches the caller before the commit. A NOT_AUTHORIZED raised inside is written after the rollback.
 */
function inWriteTransaction(handler: RouteHandlerMethod, deps: Deps, writeAudit: AuditWriter): RouteHandlerMethod {
  return async function (this: FastifyInstance, req, reply) {
    if (req.method === 'GET' || req.method === 'HEAD') return handler.call(this, req, reply);
    const ctx = req.ctx;
    const route = `${req.method} ${req.routeOptions.url ?? ''}`;
    const audit = (db: Executor) =>
      writeAudit(db, { nivel: 'INFO', tipo: 'REST', mensaje: route, referencia: JSON.stringify(req.params ?? {}), ip: ctx.ip, usuario: ctx.user?.usuario ?? null, id_usuario: ctx.user?.id ?? null, fecha: deps.clock() });
    try {
      if (req.routeOptions.config.readOnly || req.routeOptions.config.ownTransactions) {
        const result = await handler.call(this, req, reply);
        await audit(ctx.db);
        return result;
      }
      return await deps.database.db.transaction(async (tx) => {
        req.ctx = { ...ctx, db: tx };
        const result = await handler.call(this, req, reply);
        await audit(tx);
        return result;
      });
    } catch (err) {
      if (toAppError(err)?.code === 'NOT_AUTHORIZED') await auditRefusal(writeAudit, ctx, route, err as Error);
      throw err;
    } finally {
      req.ctx = ctx;
    }
  };
}

/** Maps every error to `{ error, code }` with the right status; 5xx shows a reference, never internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const e = toAppError(err);
    if (e) {
      logCause(req.log, e, req.id);
      const body: Record<string, unknown> = { error: e.message, code: e.code, ...e.wireFields() };
      return reply.status(e.status).send(body);
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 429) return reply.status(429).send(restError(MENSAJES.demasiadosIntentos, 'RATE_LIMITED'));
    if (status && status >= 400 && status < 500) {
      req.log.info({ statusCode: status, code: (err as { code?: unknown }).code, ref: req.id }, 'solicitud rechazada');
      return reply.status(status).send(restError(statusMessage(status), 'VALIDATION'));
    }
    req.log.error({ err, ref: req.id }, 'error interno');
    return reply.status(500).send(restError(MENSAJES.errorInterno({ referencia: req.id }), 'INTERNAL'));
  });
}

/** Parses input with a shared schema; a failure is a Spanish 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw AppError.fromZod(r.error);
  return r.data;
}
