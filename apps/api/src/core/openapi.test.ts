import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { z } from 'zod';
import { cambiarPassSchema, embajadasFiltroSchema, paqueteEstadoSchema } from '@pb/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';
import { AppError } from './errors.js';
import { DOCS_PREFIX } from './openapi.js';

/**
 * The REST API's OpenAPI document (decision 035): a valid OpenAPI 3 document that lists every REST
 * route of the operation registry, with its permission, tag and schemas; served by default outside
 * production only.
 */
interface Operacion {
  tags?: string[];
  description?: string;
  'x-permiso'?: unknown;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses?: Record<string, { description: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
type Documento = { openapi: string; paths: Record<string, Record<string, Operacion>>; components: { securitySchemes: Record<string, unknown> } };

let t: TestApp;
let doc: Documento;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.rest('GET', `${DOCS_PREFIX}/json`);
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const ruta = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operacion = (method: string, url: string) => doc.paths[ruta(url)]?.[method.toLowerCase()];

describe('OpenAPI document', () => {
  it('validates as OpenAPI 3', async () => {
    const r = await new Validator().validate(doc as never);
    expect(r.errors ?? []).toEqual([]);
    expect(r.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\./);
  });

  it('lists every REST route of the registry with its permission key and its feature', () => {
    const rutas = t.restRoutes.filter((r) => !r.url.startsWith(DOCS_PREFIX));
    expect(rutas.length).toBeGreaterThan(80);
    const faltan = rutas.filter((r) => !operacion(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(faltan).toEqual([]);
    const sinPermiso = rutas.filter((r) => {
      const op = operacion(r.method, r.url)!;
      return op['x-permiso'] === undefined || !op.description?.trim() || !op.tags?.length;
    });
    expect(sinPermiso.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // Nothing else: not the web app's files, GraphQL, the health checks or the page itself.
    const documentadas = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(documentadas.sort()).toEqual(rutas.map((r) => `${r.method} ${ruta(r.url)}`).sort());
  });

  it('states the permission as the guard checks it', () => {
    expect(operacion('PATCH', '/api/v1/paquetes/:id/:estado/:idSucursal/:idSubsidio')).toMatchObject({ 'x-permiso': 'paquetes:update', tags: ['paquetes'], security: [{ sesion: [] }] });
    expect(operacion('PATCH', '/api/v1/paquetes/:id/:estado/:idSucursal/:idSubsidio')?.description).toContain('`paquetes:update`');
    expect(operacion('POST', '/api/v1/ventas')).toMatchObject({ 'x-permiso': 'ventas:create', tags: ['ventas'], security: [{ tokenApi: [] }, { sesion: [] }] });
    expect(operacion('POST', '/auth')).toMatchObject({ 'x-permiso': 'public', tags: ['auth'], security: [] });
    expect(operacion('POST', '/api/v1/pagos/notificacion')).toMatchObject({ 'x-permiso': 'public', tags: ['cpts'], security: [{ firmaPagos: [] }] });
    expect(operacion('POST', '/api/v1/sms/respuestas')).toMatchObject({ 'x-permiso': 'public', security: [{ tokenSms: [] }] });
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['firmaPagos', 'sesion', 'tokenApi', 'tokenSms']);
  });

  it('describes the input with the contract schemas the route parses', () => {
    const venta = operacion('POST', '/api/v1/ventas')!.requestBody!.content['application/json']!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(venta.properties)).toEqual(expect.arrayContaining(['id_transaccion', 'items', 'codigo']));
    const reverso = operacion('POST', '/api/v1/ventas/:idTransaccion/reverso')!;
    expect(reverso.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'idTransaccion', required: true })]));
    const beneficiaria = operacion('GET', '/api/v1/ventas/beneficiaria')!;
    expect(beneficiaria.parameters?.some((p) => p.in === 'query')).toBe(true);
  });

  it('shows every /api and /auth route’s answer: its 2xx (or redirect) and the error shape (decision 044)', () => {
    const rutas = t.restRoutes.filter((r) => !r.url.startsWith(DOCS_PREFIX));
    const sinRespuesta = rutas.filter((r) => !Object.keys(operacion(r.method, r.url)?.responses ?? {}).some((c) => /^(2\d\d|30[23])$/.test(c)));
    expect(sinRespuesta.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const sinError = rutas.filter((r) => !operacion(r.method, r.url)?.responses?.default?.content?.['application/json']);
    expect(sinError.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const menu = operacion('GET', '/api/system/menu')!.responses!['200']!.content!['application/json']!.schema as { properties: Record<string, unknown>; additionalProperties?: boolean };
    expect(Object.keys(menu.properties).sort()).toEqual(['menu', 'permisos']);
    expect(menu.additionalProperties).toBe(false);
    expect(operacion('POST', '/api/v1/municipios')!.responses!['201']).toBeDefined();
    expect(Object.keys(operacion('GET', '/api/v1/ventas/pagos/:id')!.responses!['200']!.content!)).toEqual(['text/csv']);
    // A bare-string answer says where its message's key travels (decision 075).
    expect(operacion('POST', '/api/v1/beneficiarias/crear_personas')!.responses!['200']!.description).toContain('X-Mensaje');
    const error = operacion('GET', '/api/v1/municipios')!.responses!.default!.content!['application/json']!.schema as { required: string[] };
    expect(error.required.sort()).toEqual(['code', 'error']);
  });

  it('does not validate with them: bad input still gets the handler’s Spanish 400', async () => {
    const esperado = (schema: z.ZodType, input: unknown) => AppError.fromZod(schema.safeParse(input).error!).message;
    const admin = (await loginAs(t, 1)).token;
    const programa = (await loginAs(t, 2)).token;
    const pass = await t.rest('PATCH', '/api/system/cambiar_pass', admin, { password: 'x' });
    expect(pass.statusCode).toBe(400);
    expect(pass.json().error).toBe(esperado(cambiarPassSchema, { password: 'x' }));
    const estado = await t.rest('PATCH', '/api/v1/paquetes/abc/ACTIVO/1/1', programa);
    expect(estado.statusCode).toBe(400);
    expect(estado.json().error).toBe(esperado(paqueteEstadoSchema, { id: 'abc', estado: 'ACTIVO', idSucursal: '1', idSubsidio: '1' }));
    const lista = await t.rest('GET', '/api/v1/embajadas?limit=abc', programa);
    expect(lista.statusCode).toBe(400);
    expect(lista.json().error).toBe(esperado(embajadasFiltroSchema, { limit: 'abc' }));
  });

  it('serves its page, under the app’s Content-Security-Policy', async () => {
    // Its routes are the guard's like any other, public; only those swagger-ui registered.
    const propias = t.restRoutes.filter((r) => r.url.startsWith(DOCS_PREFIX));
    expect(propias.map((r) => r.url)).toEqual(expect.arrayContaining([DOCS_PREFIX, `${DOCS_PREFIX}/json`]));
    expect(propias.every((r) => r.requirement === 'public')).toBe(true);
    const res = await t.rest('GET', DOCS_PREFIX);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('where the documentation is served', () => {
  it('is off in production unless API_DOCS=true', async () => {
    const produccion = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect((await produccion.rest('GET', `${DOCS_PREFIX}/json`)).statusCode).toBe(404);
      expect((await produccion.rest('GET', DOCS_PREFIX)).statusCode).toBe(404);
    } finally {
      await produccion.close();
    }
    const conDocs = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'true' });
    try {
      expect((await conDocs.rest('GET', `${DOCS_PREFIX}/json`)).statusCode).toBe(200);
    } finally {
      await conDocs.close();
    }
  });
});
