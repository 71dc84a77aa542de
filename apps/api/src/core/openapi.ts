import type { FastifyInstance, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { RESPUESTAS_REST, errorRespuesta, id, type RespuestaRest } from '@pb/contract';
import type { Config } from '../config.js';
import type { Requirement } from './guard.js';
import { DOCS_THEME } from './openapi-theme.js';

/**
 * The REST API's OpenAPI 3 document (decision 035). A route declares the contract's zod schemas it
 * parses (`schema: { params, querystring, body, response }`); Fastify does not validate with them
 * (the handler's `parse()` still does, with its Spanish messages) and the document converts them
 * with `z.toJSONSchema`. Every route under /api and /auth is listed, with or without schemas, with
 * its permission key (`x-permiso`), its security scheme and its feature as tag. Its answer
 * (`schema.response`) is the contract's `RESPUESTAS_REST` entry for it (decision 044) unless the
 * route declares its own: the success body (or the file, or the redirect) and the error shape.
 */

export const DOCS_PREFIX = '/api/docs';
const DOCUMENTADA = /^\/(api|auth)(\/|$)/;
const PARTES = ['body', 'querystring', 'params', 'headers'] as const;

/** Security schemes (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  sesion: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'La sesión de un usuario: el `token` que responde `POST /auth` (o `/auth/nit`).' },
  tokenApi: { type: 'http', scheme: 'bearer', description: 'El token de API de un proveedor (Proveedores → Token de API), para su sistema de ventas.' },
  firmaPagos: { type: 'apiKey', in: 'header', name: 'x-firma', description: 'HMAC-SHA256 en hexadecimal del cuerpo tal como llega, con el token del servicio de la plataforma de pagos.' },
  tokenSms: { type: 'http', scheme: 'bearer', description: 'El token del servicio SMS de los servicios de integración, con el que la pasarela de mensajes envía las respuestas que recibe (decisión 082).' },
} as const;

type Esquema = Record<string, unknown>;

/** The `:id` of a path whose handler parses it with the contract's `id` (decimal digits, 1..2³¹−1). */
export const idParams = z.object({ id });

function esZod(valor: unknown): valor is z.ZodType {
  return typeof valor === 'object' && valor !== null && '_zod' in valor;
}

/**
 * What the caller sends (`io: 'input'`, a transform's input) or receives (`'output'`), as OpenAPI 3.0
 * sees it; an unrepresentable part as any value.
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Esquema {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any', reused: 'inline' }) as Esquema;
  delete json.$schema;
  return sinClavesDeJsonSchema(json) as Esquema;
}

/** JSON Schema keywords OpenAPI 3.0's schema object does not have (z.file() writes them). */
const NO_OPENAPI_30 = new Set(['contentEncoding', 'contentMediaType']);
function sinClavesDeJsonSchema(valor: unknown): unknown {
  if (Array.isArray(valor)) return valor.map(sinClavesDeJsonSchema);
  if (typeof valor !== 'object' || valor === null) return valor;
  return Object.fromEntries(Object.entries(valor).filter(([k]) => !NO_OPENAPI_30.has(k)).map(([k, v]) => [k, sinClavesDeJsonSchema(v)]));
}

/** An upload (multipart/form-data) of one file in the field `campo`, as a route declares it. */
export function uploadedFileSchema(campo: string) {
  return { consumes: ['multipart/form-data'], body: z.object({ [campo]: z.file() }) };
}

/** The error answer every route may give (`{ error, code }`, in Spanish), as `schema.response.default`. */
const RESPUESTA_ERROR = { description: 'Un error: `{ error, code }` (el mensaje en español, su código y los detalles del error).', schema: errorRespuesta };

/** A route's `schema.response` from its contract entry: the success status's body, or file, or redirect, and the error. */
export function responseSchemaOf(r: RespuestaRest): Esquema {
  const exito =
    r.tipo === 'json'
      ? { description: r.descripcion ?? (r.status === 201 ? 'Creado.' : 'Correcto.'), schema: r.schema }
      : r.tipo === 'archivo'
        ? { description: r.descripcion, content: { [r.mediaType]: { schema: { type: 'string', format: 'binary' } } } }
        : { description: r.descripcion, type: 'null' };
  return { [r.status]: exito, default: RESPUESTA_ERROR };
}

/** One response of `schema.response` as @fastify/swagger reads it: a zod body converted (its output side), the rest as is. */
function respuestaJson(r: unknown): unknown {
  if (esZod(r)) return toJsonSchema(r, 'output');
  const { schema, ...resto } = r as { schema?: unknown };
  if (!esZod(schema)) return r;
  return { ...toJsonSchema(schema, 'output'), ...resto };
}

/** The feature whose routes file registers the route being added (modules/<feature>/routes, auth/routes, auth/<x>-routes). */
function featureQueRegistra(): string | undefined {
  const limite = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const pila = new Error().stack ?? '';
  Error.stackTraceLimit = limite;
  const m = /[\\/](?:modules[\\/]([^\\/]+)|(auth))[\\/][\w-]*routes\.[cm]?[jt]s\b/.exec(pila);
  return m?.[1] ?? m?.[2];
}

/** A route registered anywhere else is tagged by its first path segment after /api(/v1). */
const primerSegmento = (url: string) => /^\/(?:api\/(?:v1\/)?)?([^/:]+)/.exec(url)?.[1];

const sinValidar = () => () => true;
const comoJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Runs on every route before the guard's hook: gives the documentation's own routes (those
 * swagger-ui registers while `propias.registrando`) their requirement, tags the others with their
 * feature and keeps Fastify from validating or serializing with their declared zod schemas (they
 * are documentation; the handler parses).
 */
function alDeclararRuta(propias: { registrando: boolean }) {
  return (route: RouteOptions) => {
    if (propias.registrando) {
      route.config = { ...route.config, requirement: 'public' };
      return;
    }
    if (!DOCUMENTADA.test(route.url)) return;
    const schema = { ...(route.schema ?? {}) } as Esquema;
    const feature = featureQueRegistra() ?? primerSegmento(route.url);
    if (!schema.tags && feature) schema.tags = [feature];
    const respuesta = (RESPUESTAS_REST as Record<string, RespuestaRest>)[`${[route.method].flat()[0]} ${route.url}`];
    if (!schema.response && respuesta) schema.response = responseSchemaOf(respuesta);
    if (PARTES.some((p) => esZod(schema[p]))) route.validatorCompiler = sinValidar;
    if (schema.response) route.serializerCompiler = comoJson;
    route.schema = schema;
  };
}

/** The permission key(s) of a requirement, as the document states them. */
function permiso(requirement: Requirement): { texto: string; valor: unknown; security: Record<string, string[]>[] } {
  if (requirement === 'public') return { texto: 'Público: no requiere sesión.', valor: 'public', security: [] };
  if (requirement === 'authenticated') return { texto: 'Requiere una sesión (cualquier rol).', valor: 'authenticated', security: [{ sesion: [] }] };
  if (requirement === 'cliente') return { texto: 'Requiere el token de API de un proveedor.', valor: 'cliente', security: [{ tokenApi: [] }] };
  if (typeof requirement === 'string') return { texto: `Permiso: \`${requirement}\`.`, valor: requirement, security: [{ sesion: [] }] };
  if ('clienteO' in requirement) {
    const clave = requirement.clienteO;
    return { texto: `El token de API de un proveedor, o una sesión con el permiso \`${clave}\`.`, valor: clave, security: [{ tokenApi: [] }, { sesion: [] }] };
  }
  const porRol = Object.entries(requirement.porRol ?? {}).map(([rol, clave]) => ` El rol ${rol}: \`${clave}\`.`).join('');
  return {
    texto: `Permiso: \`${requirement.programa}\` para el personal del programa, \`${requirement.entidad}\` para un usuario de una entidad.${porRol}`,
    valor: { programa: requirement.programa, entidad: requirement.entidad, ...(requirement.porRol ? { porRol: requirement.porRol } : {}) },
    security: [{ sesion: [] }],
  };
}

/**
 * A service often parses the path's and the query's values with one schema: the path's own go to
 * `params`, the rest to `querystring`, so the same schema may be declared for both.
 */
function separarParametros(s: Esquema, url: string): void {
  const enRuta = new Set([...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!));
  const filtrar = (parte: 'params' | 'querystring', queda: (k: string) => boolean) => {
    const json = s[parte] as { properties?: Record<string, unknown>; required?: string[] } | undefined;
    if (!json?.properties) return;
    const properties = Object.fromEntries(Object.entries(json.properties).filter(([k]) => queda(k)));
    if (!Object.keys(properties).length) {
      delete s[parte];
      return;
    }
    const required = json.required?.filter(queda);
    s[parte] = { ...json, properties, ...(required?.length ? { required } : { required: undefined }) };
  };
  filtrar('params', (k) => enRuta.has(k));
  filtrar('querystring', (k) => !enRuta.has(k));
  // A path value its declared schema does not name (parsed apart) is still a required path parameter.
  const params = s.params as { type?: string; properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!params?.properties) return;
  const faltan = [...enRuta].filter((k) => !(k in params.properties!));
  if (faltan.length) s.params = { ...params, properties: { ...params.properties, ...Object.fromEntries(faltan.map((k) => [k, { type: 'string' }])) }, required: [...(params.required ?? []), ...faltan] };
}

/** @fastify/swagger's transform: zod → JSON Schema, the permission, the security; anything outside /api and /auth hidden. */
export function toOperation({ schema, url, route }: { schema?: unknown; url: string; route: RouteOptions }): { schema: Esquema; url: string } {
  const s = { ...((schema ?? {}) as Esquema) };
  const requirement = route.config?.requirement;
  if (!DOCUMENTADA.test(url) || url.startsWith(DOCS_PREFIX) || !requirement) return { schema: { ...s, hide: true }, url };
  for (const parte of PARTES) if (esZod(s[parte])) s[parte] = toJsonSchema(s[parte]);
  separarParametros(s, url);
  if (s.response) s.response = Object.fromEntries(Object.entries(s.response as Esquema).map(([codigo, r]) => [codigo, respuestaJson(r)]));
  const p = permiso(requirement);
  return {
    schema: {
      ...s,
      description: [s.description, p.texto].filter(Boolean).join('\n\n'),
      'x-permiso': p.valor,
      security: s.security ?? p.security,
    },
    url,
  };
}

/**
 * Before the guard: the hook that prepares every route for the document, and the collector of
 * routes. Answers what serves the page, to be called after the guard is installed.
 */
export async function installDocs(app: FastifyInstance, config: Pick<Config, 'apiDocs'>): Promise<() => Promise<void>> {
  const propias = { registrando: false };
  app.addHook('onRoute', alDeclararRuta(propias));
  if (!config.apiDocs) return async () => {};
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'ProBolivia — API REST',
        version: '1',
        description:
          'La API REST del back-office de ProBolivia. Cada operación indica su permiso (`x-permiso`): una clave `<ruta>:<accion>` del rol de la sesión, `authenticated`, `public` o el token de API de un proveedor. Los mensajes de error son `{ error, code }` en español. La guía de integración está en `docs/integracion.md`; GraphQL, en `/graphql`.',
      },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: toOperation as never,
  });
  // The page (swagger-ui) at /api/docs and the document at /api/docs/json: public routes, through the guard.
  return async () => {
    propias.registrando = true;
    try {
      await app.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        theme: { title: 'ProBolivia — API REST', css: [{ filename: 'probolivia.css', content: DOCS_THEME }] },
        // Without the top bar (another document's address, swagger's logo): this page shows ours only.
        uiConfig: { docExpansion: 'none', deepLinking: false, layout: 'BaseLayout' },
      });
    } finally {
      propias.registrando = false;
    }
  };
}
