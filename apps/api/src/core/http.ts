import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MENSAJES } from '@pb/contract';
import { AppError, DATO_RECHAZADO, mensajeDeEstado, toAppError } from './errors.js';
import { authorize, type Requirement } from './guard.js';
import type { Ctx, Deps } from './context.js';
import { authenticate } from '../auth/sessions.js';
import { autenticarCliente } from '../modules/clientes/tokens.js';
import { writeAudit } from '../modules/logs/audit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api and /auth route declares what it needs; the app refuses to start otherwise. */
    requirement?: Requirement;
    /** Routes a user who must change the password may still call. */
    allowPasswordChangePending?: boolean;
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

/**
 * Authentication and authorisation for every route: the route's declared requirement is checked
 * before its handler runs; GraphQL operations check theirs per field (see core/graphql.ts).
 */
export interface RestRoute {
  method: string;
  url: string;
  requirement: Requirement;
}

export function installGuard(app: FastifyInstance, deps: Deps): RestRoute[] {
  const routes: RestRoute[] = [];
  app.decorateRequest('ctx', null as unknown as Ctx);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    if (!GUARDED.test(url) || url.startsWith('/graphql')) return;
    const requirement = route.config?.requirement;
    if (!requirement) throw new Error(`La ruta ${String(route.method)} ${url} no declara su permiso (config.requirement)`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url, requirement });
  });

  app.addHook('preHandler', async (req) => {
    req.ctx = { deps, user: null, ip: req.ip };
    const isGraphql = req.routeOptions.url?.startsWith('/graphql') ?? false;
    const requirement: Requirement | undefined = isGraphql ? 'authenticated' : req.routeOptions.config.requirement;
    if (!requirement) return;
    const token = bearer(req);
    if (requirement === 'cliente') {
      req.ctx.cliente = await autenticarCliente(deps.database.db, token, deps.clock());
      return;
    }
    if (token) {
      try {
        req.ctx.user = await authenticate(deps, token);
      } catch (err) {
        if (requirement !== 'public') throw err;
      }
    }
    if (req.ctx.user?.cambiar_contrasena && requirement !== 'public' && !req.routeOptions.config.allowPasswordChangePending) {
      throw new AppError('FORBIDDEN', MENSAJES.cambioContrasenaRequerido, { cambiar_contrasena: true });
    }
    if (!isGraphql) authorize(req.ctx, requirement);
    else if (!req.ctx.user) throw new AppError('UNAUTHENTICATED', MENSAJES.sesionExpirada);
  });

  // Every successful REST change is written to the audit log before its answer leaves.
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.routeOptions.url ?? '';
    if (req.method === 'GET' || req.method === 'HEAD' || reply.statusCode >= 400 || !url.startsWith('/api/')) return payload;
    const user = req.ctx?.user;
    await writeAudit(deps.database.db, {
      nivel: 'INFO',
      tipo: 'REST',
      mensaje: `${req.method} ${url}`,
      referencia: JSON.stringify(req.params ?? {}),
      ip: req.ip,
      usuario: user?.usuario ?? null,
      id_usuario: user?.id ?? null,
      fecha: deps.clock(),
    });
    return payload;
  });
  return routes;
}

/** Maps every error to `{ error, code }` with the right status; 5xx shows a reference, never internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const e = toAppError(err);
    if (e) {
      if (e.cause) req.log.warn({ err: e.cause, ref: req.id }, DATO_RECHAZADO);
      const body: Record<string, unknown> = { error: e.message, code: e.code };
      if (e.details) Object.assign(body, e.details);
      return reply.status(e.status).send(body);
    }
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 429) return reply.status(429).send({ error: MENSAJES.demasiadosIntentos, code: 'RATE_LIMITED' });
    if (status && status >= 400 && status < 500) {
      req.log.info({ statusCode: status, code: (err as { code?: unknown }).code, ref: req.id }, 'solicitud rechazada');
      return reply.status(status).send({ error: mensajeDeEstado(status), code: 'VALIDATION' });
    }
    req.log.error({ err, ref: req.id }, 'error interno');
    return reply.status(500).send({ error: MENSAJES.errorInterno(req.id), code: 'INTERNAL' });
  });
}

/** Parses input with a shared schema; a failure is a Spanish 400 naming the field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw AppError.fromZod(r.error);
  return r.data;
}
