import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import * as contract from '@pb/contract';
import type { TestApp } from '../test/harness.js';
import { appConRoles, muestra } from '../test/registro.js';
import { rolPermitido, rolesPermitidos } from '../test/permisos.js';
import { huellaDeDatos } from '../test/huella.js';
import { serviciosIop } from '../db/schema/index.js';
import { firmar } from '../integrations/plataformaPagos/firma.js';

/**
 * Bad input to every operation, generated from the registry like the permission matrix: a new
 * operation is covered without a new test. A U+0000 in any text, an id of 2³¹ or one written
 * loosely (" 7 ", "0x10"), and an Int of 2³¹ must each be a VALIDATION answer (400 on REST) that
 * changes nothing, never an INTERNAL error. Every file upload gets malformed files too (issue 31): a
 * CSV with a quote out of place and binary bytes must be a 400, never a 500.
 */
let t: TestApp;
let schema: GraphQLSchema;
let tokens: Map<number, string>;

const NUL = 'a\u0000b';
const IDS_MALOS = ['2147483648', ' 7 ', '0x10', NUL];
/** JSON bodies that are not objects (issue 51 §14): refused in Spanish, as any other bad body. */
const CUERPOS_NO_OBJETO: unknown[] = [[1], 'texto', 7];
/** Words of the validation layers' English messages («body must be object», «Expected object, received array»). */
const INGLES = /\b(must|body|expected|received|invalid input|required)\b/i;
/** Path parameters that are document numbers, not ids. */
const DOCUMENTOS = new Set([':ci']);
/** Path parameters that are a provider's own text (a transaction id): only blanks and U+0000 are malformed. */
const TEXTOS = new Set([':idTransaccion']);

beforeAll(async () => {
  ({ t, schema, tokens } = await appConRoles());
});
afterAll(() => t.close());

type Path = Array<string | number>;
interface Caso {
  path: Path;
  valor: unknown;
}


/** Every scalar leaf under an argument (input objects walked, every field), with the bad values for its type. */
function casos(type: GraphQLInputType, path: Path): Caso[] {
  const t0 = getNullableType(type) as GraphQLInputType;
  if (isListType(t0)) return casos(t0.ofType, [...path, 0]);
  if (isInputObjectType(t0)) return Object.values(t0.getFields()).flatMap((f) => casos(f.type, [...path, f.name]));
  if (!isScalarType(t0)) return [];
  if (t0.name === 'String') return [{ path, valor: NUL }];
  if (t0.name === 'ID') return IDS_MALOS.map((valor) => ({ path, valor }));
  if (t0.name === 'Int') return [{ path, valor: 2147483648 }];
  return [];
}

function poner(base: Record<string, unknown>, path: Path, valor: unknown): Record<string, unknown> {
  const copia = structuredClone(base);
  let nodo: any = copia;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i]!;
    nodo[k] ??= typeof path[i + 1] === 'number' ? [] : {};
    nodo = nodo[k];
  }
  nodo[path.at(-1)!] = valor;
  return copia;
}

function documento(kind: 'query' | 'mutation', name: string) {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name]!;
  const args: readonly GraphQLArgument[] = field.args;
  const decl = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const base = Object.fromEntries(args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, muestra(a.type)]));
  return { query: `${kind}${decl ? `(${decl})` : ''} { ${name}${call ? `(${call})` : ''}${selection} }`, base, casos: args.flatMap((a) => casos(a.type, [a.name])) };
}

/** Every field name any contract schema knows: a REST body or query carrying all of them reaches every field a route reads. */
function camposDelContrato(): string[] {
  const nombres = new Set<string>();
  for (const s of Object.values(contract)) {
    if (s instanceof z.ZodObject) for (const k of Object.keys(s.shape)) nombres.add(k);
  }
  return [...nombres];
}

/**
 * Routes whose authentication is a signature of the body (the payment platform's notification,
 * decision 022): an unsigned body is a 401 before it is read, so the bad input is sent signed with
 * the PAGOS row's token, and must then be the 400 every other route gives.
 */
const FIRMADAS = new Set(['/api/v1/pagos/notificacion']);
async function conFirma(url: string, body: unknown) {
  const [fila] = await t.database.db.select({ token: serviciosIop.token }).from(serviciosIop).where(eq(serviciosIop.codigo, 'PAGOS'));
  const cuerpo = JSON.stringify(body ?? {});
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', [contract.CABECERA_FIRMA]: firmar(cuerpo, fila!.token!) }, payload: cuerpo });
}

describe('bad input to every operation', () => {
  it('GraphQL: every text, id and Int argument', async () => {
    const fallas: string[] = [];
    let probadas = 0;
    for (const op of t.registry) {
      const roles = await rolesPermitidos(t, op.requirement);
      if (roles.length === 0) continue;
      const { query, base, casos: lista } = documento(op.kind, op.name);
      const antes = await huellaDeDatos(t);
      for (const rol of roles) {
        for (const c of lista) {
          probadas++;
          const res = await t.gql(tokens.get(rol)!, query, poner(base, c.path, c.valor));
          const codes = (res.errors ?? []).map((e) => e.extensions?.code);
          if (!codes.includes('VALIDATION') || codes.includes('INTERNAL')) fallas.push(`${op.name} rol ${rol} ${c.path.join('.')}=${JSON.stringify(c.valor)}: ${res.status} ${JSON.stringify(res.errors ?? res.data)}`);
        }
      }
      const despues = await huellaDeDatos(t);
      if (JSON.stringify(despues) !== JSON.stringify(antes)) fallas.push(`${op.name}: cambió datos con entradas inválidas`);
    }
    expect(probadas).toBeGreaterThan(100);
    expect(fallas).toEqual([]);
  }, 300_000);

  it('REST: every path parameter, and every field of every body and query', async () => {
    const campos = camposDelContrato();
    const fallas: string[] = [];
    for (const route of t.restRoutes) {
      if (route.requirement === 'cliente') continue;
      const rol = await rolPermitido(t, route.requirement);
      const token = rol === null ? null : tokens.get(rol)!;
      const params = route.url.match(/:[^/]+/g) ?? [];
      const conParam = (malo: string, cual: string) => route.url.replace(/:[^/]+/g, (p) => (p === cual ? encodeURIComponent(malo) : '999999'));
      const antes = await huellaDeDatos(t);
      const probar = async (url: string, body: unknown, esperado: 'status400' | 'sin5xx', que: string) => {
        const res = FIRMADAS.has(route.url) ? await conFirma(url, body) : await t.rest(route.method as 'POST', url, token, body);
        const ok = esperado === 'status400' ? res.statusCode === 400 && res.json().code === 'VALIDATION' : res.statusCode < 500;
        if (!ok) fallas.push(`${route.method} ${route.url} ${que}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      const lleno = Object.fromEntries(campos.map((k) => [k, NUL]));
      for (const p of params) {
        for (const malo of IDS_MALOS) {
          // A document number (`:ci`) is not an id: 2147483648 may be one, so it only must not fail.
          const esperado = (DOCUMENTOS.has(p) && malo === '2147483648') || (TEXTOS.has(p) && (malo === '2147483648' || malo === '0x10')) ? 'sin5xx' : 'status400';
          await probar(conParam(malo, p), route.method === 'GET' ? undefined : lleno, esperado, `${p}=${JSON.stringify(malo)}`);
        }
      }
      const url = route.url.replace(/:[^/]+/g, '999999');
      if (route.method === 'GET') {
        const query = campos.map((k) => `${k}=%00`).join('&');
        await probar(`${url}?${query}`, undefined, 'sin5xx', 'query con U+0000');
      } else {
        await probar(url, lleno, 'status400', 'cuerpo con U+0000');
        await probar(url, Object.fromEntries(campos.filter((k) => /^id($|_|[A-Z])/.test(k)).map((k) => [k, '2147483648'])), 'status400', 'cuerpo con ids de 2³¹');
        for (const cuerpo of CUERPOS_NO_OBJETO) {
          const json = JSON.stringify(cuerpo);
          const res = FIRMADAS.has(route.url) ? await conFirma(url, cuerpo) : await t.app.inject({ method: route.method as 'POST', url, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload: json });
          const error = res.statusCode === 400 ? String(res.json().error) : '';
          if (res.statusCode >= 500 || INGLES.test(error)) fallas.push(`${route.method} ${route.url} cuerpo ${json}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      const despues = await huellaDeDatos(t);
      if (JSON.stringify(despues) !== JSON.stringify(antes)) fallas.push(`${route.method} ${route.url}: cambió datos con entradas inválidas`);
    }
    expect(fallas).toEqual([]);
  }, 120_000);

  it('REST: every file upload, with a malformed CSV and with binary bytes', async () => {
    const subidas = t.restRoutes.filter((r) => r.subida);
    expect(subidas.length).toBeGreaterThanOrEqual(4);
    const archivos = { 'CSV con una comilla fuera de lugar': Buffer.from('nro_documento;complemento\r\n"12"3;x\r\n'), 'bytes binarios': Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256)) };
    const fallas: string[] = [];
    for (const route of subidas) {
      const rol = await rolPermitido(t, route.requirement);
      const token = rol === null ? null : tokens.get(rol)!;
      const antes = await huellaDeDatos(t);
      for (const [que, contenido] of Object.entries(archivos)) {
        const limite = 'pbLimiteMalo';
        const cabeza = Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${route.subida}"; filename="archivo.csv"\r\nContent-Type: text/csv\r\n\r\n`);
        const payload = Buffer.concat([cabeza, contenido, Buffer.from(`\r\n--${limite}--\r\n`)]);
        const res = await t.app.inject({ method: route.method as 'POST', url: route.url.replace(/:[^/]+/g, '999999'), headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
        if (res.statusCode !== 400 || res.json().code !== 'VALIDATION') fallas.push(`${route.method} ${route.url} ${que}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (JSON.stringify(await huellaDeDatos(t)) !== JSON.stringify(antes)) fallas.push(`${route.method} ${route.url}: cambió datos con un archivo malformado`);
    }
    expect(fallas).toEqual([]);
  }, 120_000);
});
