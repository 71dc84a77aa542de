import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { buildSchema, getNamedType, isNonNullType, isObjectType, type GraphQLOutputType, type GraphQLSchema } from 'graphql';
import { RESPUESTAS_REST, type RespuestaRest } from '@pb/contract';
import { graphqlTypeDefs } from './graphql.js';
import { graphqlFeatures } from '../features.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, loginToken } from '../test/factories.js';
import { rolesPermitidos } from '../test/permisos.js';
import { muestra } from '../test/registro.js';
import { DEMO_PASSWORD, DEMO_USUARIOS } from '@pb/demo/integrations/demo-personas.js';
import { accesosSaldo, beneficiarias, codigosVerificacion, departamentos, entidades, formulariosC31, gruposAlimenticios, modulos, paquetes, personas, planillas, provincias, subsidios, sucursales, tarjetas, usuarios, ventas } from '../db/schema/index.js';
import { withSegip } from '../test/segip.js';
import { hacerPdf } from '../test/pdf.js';
import { DOCS_PREFIX } from './openapi.js';

/**
 * Every answer, generated from the registry: every GraphQL query, called with the demo data as a role
 * allowed to, selecting every field of its type (recursively), answers without an error (the SDL is
 * the one source of its shape, decision 073: graphql-js serves it or fails); every REST GET that
 * answers JSON parses with its one strict schema in the contract (decision 044).
 */
let t: TestApp;
let schema: GraphQLSchema;
/** A session per role: the demo's account of that role, or a new user of it. */
const tokens = new Map<number, string>();
/** Values of the demo data for the calls' required arguments and path parameters. */
const demo: Record<string, string> = {};
const ACCESO_SALDO = 'acceso-de-prueba-044';

const REST = RESPUESTAS_REST as Record<string, RespuestaRest>;

async function primero<T>(filas: Promise<T[]>): Promise<T> {
  const [fila] = await filas;
  if (!fila) throw new Error('La semilla de demostración no tiene la fila que la prueba necesita');
  return fila;
}

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  schema = buildSchema(graphqlTypeDefs(graphqlFeatures));
  for (const u of DEMO_USUARIOS) if (!tokens.has(u.id_rol)) tokens.set(u.id_rol, await loginToken(t, u.usuario, DEMO_PASSWORD));
  const { db } = t.database;
  const entidad = await primero(db.select({ id: entidades.id }).from(entidades).orderBy(asc(entidades.id)).limit(1));
  const sucursal = await primero(db.select({ id: sucursales.id, id_entidad: sucursales.id_entidad }).from(sucursales).orderBy(asc(sucursales.id)).limit(1));
  const beneficiaria = await primero(db.select({ doc: personas.nro_documento, id: personas.id }).from(beneficiarias).innerJoin(personas, eq(personas.id, beneficiarias.id_persona)).orderBy(asc(beneficiarias.id)).limit(1));
  // Her own page's grant (decision 063), as a used SALDO code leaves it.
  const [codigo] = await db.insert(codigosVerificacion).values({ id_persona: beneficiaria.id, numero_celular: '70000044', proposito: 'SALDO', codigo_hash: 'usado', expira: t.clock(), estado: 'VERIFICADO' }).returning({ id: codigosVerificacion.id });
  await db.insert(accesosSaldo).values({ token_hash: createHash('sha256').update(ACCESO_SALDO).digest('hex'), id_persona: beneficiaria.id, id_codigo: codigo!.id, expira: new Date(t.clock().getTime() + 3_600_000) });
  const tarjeta = await db.select({ uuid: tarjetas.uuid, lote: tarjetas.lote }).from(tarjetas).where(isNotNull(tarjetas.lote)).limit(1);
  const planilla = await db.select({ id: planillas.id }).from(planillas).orderBy(asc(planillas.id)).limit(1);
  const venta = await db.select({ id: ventas.id, doc: personas.nro_documento }).from(ventas).innerJoin(personas, eq(personas.id, ventas.id_persona)).orderBy(asc(ventas.id)).limit(1);
  const entidadDe = async (usuario: string) => (await primero(db.select({ id: usuarios.id_entidad }).from(usuarios).where(eq(usuarios.usuario, usuario)))).id!;
  const paquete = await db.select({ id: paquetes.id }).from(paquetes).orderBy(asc(paquetes.id)).limit(1);
  const formulario = await db.select({ id: formulariosC31.id }).from(formulariosC31).orderBy(asc(formulariosC31.id)).limit(1);
  // The demo has no C31 form yet: one, with its PDF uploaded as a user does.
  if (!formulario.length && planilla[0]) {
    const limite = 'pbLimitePdf44';
    const cabeza = Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="c31"; filename="c31.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const payload = Buffer.concat([cabeza, await hacerPdf('C31 DEMO'), Buffer.from(`\r\n--${limite}--\r\n`)]);
    const subido = await t.app.inject({ method: 'POST', url: '/api/v1/beneficiarias/subir_pdf', headers: { authorization: `Bearer ${await tokenDe((await rolesPermitidos(t, 'planillas:update'))[0]!)}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
    if (subido.statusCode !== 200) throw new Error(`subir_pdf: ${subido.body}`);
    formulario.push(...(await db.insert(formulariosC31).values({ id_planilla: planilla[0].id, c31: 'C31-DEMO', archivo: subido.json().nombre }).returning({ id: formulariosC31.id })));
  }
  // SEGIP answers the person search: its simulator, as in the other tests.
  await withSegip(t);
  const departamento = await primero(db.select({ id: departamentos.id }).from(departamentos).orderBy(asc(departamentos.id)).limit(1));
  const provincia = await primero(db.select({ id: provincias.id }).from(provincias).orderBy(asc(provincias.id)).limit(1));
  Object.assign(demo, {
    usuario: String((await primero(db.select({ id: usuarios.id }).from(usuarios).orderBy(asc(usuarios.id)).limit(1))).id),
    modulo: String((await primero(db.select({ id: modulos.id }).from(modulos).orderBy(asc(modulos.id)).limit(1))).id),
    grupo: String((await primero(db.select({ id: gruposAlimenticios.id }).from(gruposAlimenticios).orderBy(asc(gruposAlimenticios.id)).limit(1))).id),
    subsidio: String((await primero(db.select({ id: subsidios.id }).from(subsidios).orderBy(asc(subsidios.id)).limit(1))).id),
    entidad: String(entidad.id),
    sucursal: String(sucursal.id),
    sucursalEntidad: String(sucursal.id_entidad),
    documento: beneficiaria.doc,
    tarjetaUuid: tarjeta[0]?.uuid ?? 'A1B2C3D4',
    tarjetaLote: tarjeta[0]?.lote ?? 'LOTE',
    planilla: String(planilla[0]?.id ?? 999999),
    venta: String(venta[0]?.id ?? 999999),
    compradora: venta[0]?.doc ?? beneficiaria.doc,
    proveedor: String(await entidadDe('proveedor')),
    independiente: String(await entidadDe('independiente')),
    paquete: String(paquete[0]?.id ?? 999999),
    formulario: String(formulario[0]?.id ?? 999999),
    departamento: String(departamento.id),
    provincia: String(provincia.id),
    // A branch where the demo employer's workers are (tipo SUCURSAL): staff and the employer both reach it.
    sucursalTrabajo: String((await primero(db.select({ id: sucursales.id }).from(sucursales).where(and(eq(sucursales.id_entidad, await entidadDe('empleador')), eq(sucursales.tipo, 'SUCURSAL'))).orderBy(asc(sucursales.id)).limit(1))).id),
  });
}, 180_000);
afterAll(() => t?.close());

async function tokenDe(rol: number): Promise<string> {
  if (!tokens.has(rol)) tokens.set(rol, (await loginAs(t, rol)).token);
  return tokens.get(rol)!;
}

/** The required arguments of the queries, from the demo data (any other: a value of the right shape). */
const ARGUMENTOS: Record<string, () => Record<string, unknown>> = {
  usuarioSucursales: () => ({ id_entidad: demo.sucursalEntidad }),
  usuario: () => ({ id: demo.usuario }),
  modulo: () => ({ id: demo.modulo }),
  permisos: () => ({ id_modulo: demo.modulo }),
  entidad: () => ({ id: demo.entidad }),
  grupo: () => ({ id: demo.grupo }),
  subsidio: () => ({ id: demo.subsidio }),
  beneficiariasNoEnPlanillasPorEntidad2: () => ({ id_sucursal: demo.sucursal }),
  planillaBeneficiarias: () => ({ idPlanilla: demo.planilla }),
  buscarbeneficiariaEntrega: () => ({ persona_nro_documento: demo.documento }),
  tarjetaPorLote: () => ({ lote: demo.tarjetaLote }),
  tarjetaUuid: () => ({ uuid: demo.tarjetaUuid }),
  calidad: () => ({ reporte: 'tarjetasSinUso' }),
  conciliacionDiferencias: () => ({ fecha: '2026-11-21' }),
  conciliacion: () => ({ fecha: '2026-11-21' }),
  registroUniversalExistente: () => ({ nro_documento: demo.documento }),
};

/** Every field of an object type, recursively (its field arguments have none). */
function seleccion(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  return ` { ${Object.values(named.getFields()).map((f) => `${f.name}${seleccion(f.type)}`).join(' ')} }`;
}

describe('every answer', () => {
  it('GraphQL: every query, with all its fields, answers without an error', async () => {
    const fallos: string[] = [];
    let conDatos = 0;
    for (const op of t.registry.filter((r) => r.kind === 'query')) {
      const campo = schema.getQueryType()!.getFields()[op.name]!;
      const [rol] = await rolesPermitidos(t, op.requirement);
      if (rol === undefined) continue;
      const dados = ARGUMENTOS[op.name]?.() ?? {};
      const requeridos = campo.args.filter((a) => isNonNullType(a.type) || a.name in dados);
      const variables = Object.fromEntries(requeridos.map((a) => [a.name, a.name in dados ? dados[a.name] : muestra(a.type)]));
      const decl = requeridos.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
      const llamada = requeridos.map((a) => `${a.name}: $${a.name}`).join(', ');
      const query = `query${decl ? `(${decl})` : ''} { ${op.name}${llamada ? `(${llamada})` : ''}${seleccion(campo.type)} }`;
      const res = await t.gql(await tokenDe(rol), query, variables);
      if (res.errors?.length) {
        fallos.push(`${op.name} (rol ${rol}): ${res.errors.map((e) => e.message).join('; ')}`);
        continue;
      }
      const valor = (res.data as Record<string, unknown>)[op.name];
      if (valor !== null && !(Array.isArray(valor) && !valor.length) && !(typeof valor === 'object' && 'rows' in valor && Array.isArray(valor.rows) && !valor.rows.length)) conDatos++;
    }
    expect(fallos).toEqual([]);
    // The demo data gives most answers rows to check, not only empty lists.
    expect(conDatos).toBeGreaterThan(25);
  });

  /** Mutations no test calls, each with why it cannot be called usefully here. */
  const SIN_LLAMADA: Record<string, string> = {
    _noop: 'the base schema’s placeholder, so that the features can extend type Mutation: no feature, no answer but a Boolean',
  };

  it('every mutation is called by some test', () => {
    // A mutation no test calls would be served, with its permission and audit row, untried.
    const src = fileURLToPath(new URL('../', import.meta.url));
    const pruebas = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(src + f, 'utf8'))
      .join('\n');
    const sinLlamar = t.registry.filter((r) => r.kind === 'mutation' && !SIN_LLAMADA[r.name] && !new RegExp(`\\b${r.name}\\s*[({]`).test(pruebas)).map((r) => r.name);
    expect(sinLlamar).toEqual([]);
    expect(Object.keys(SIN_LLAMADA).filter((n) => !t.registry.some((r) => r.kind === 'mutation' && r.name === n))).toEqual([]);
  });

  it('every REST route has its answer in RESPUESTAS_REST, and nothing else does', () => {
    const rutas = t.restRoutes.filter((r) => !r.url.startsWith(DOCS_PREFIX)).map((r) => `${r.method} ${r.url}`);
    expect(rutas.filter((r) => !REST[r])).toEqual([]);
    expect(Object.keys(REST).filter((k) => !rutas.includes(k))).toEqual([]);
  });

  /** A REST GET's path with the demo's values (and its query, where it needs one). */
  const RUTAS: Record<string, () => string> = {
    '/api/system/persona-segip/:documento': () => `/api/system/persona-segip/${DEMO_USUARIOS[0]!.persona.nro_documento}?fechaNacimiento=${DEMO_USUARIOS[0]!.persona.fecha_nacimiento}`,
    '/api/v1/dpa/departamentos/:id/provincias': () => `/api/v1/dpa/departamentos/${demo.departamento}/provincias`,
    '/api/v1/dpa/departamentos/provincias/:id/municipios': () => `/api/v1/dpa/departamentos/provincias/${demo.provincia}/municipios`,
    '/api/v1/ventas/beneficiaria': () => `/api/v1/ventas/beneficiaria?nro_documento=${demo.compradora}`,
    '/api/v1/ventas/:id/recibo': () => `/api/v1/ventas/${demo.venta}/recibo`,
    '/api/v1/alimento/:id': () => '/api/v1/alimento/1',
    '/api/v1/paquetes/regionales/:idRegional': () => `/api/v1/paquetes/regionales/${demo.regional ?? demo.sucursal}`,
    '/api/v1/paquete/:id': () => `/api/v1/paquete/${demo.paquete}`,
    '/api/v1/otros/sucursal/:id': () => `/api/v1/otros/sucursal/${demo.independiente}`,
    '/api/v1/entidades/:idEntidad/sucursales': () => `/api/v1/entidades/${demo.sucursalEntidad}/sucursales`,
    '/api/v1/beneficiarias/descargar_pdf/:id': () => `/api/v1/beneficiarias/descargar_pdf/${demo.formulario}`,
    '/api/v1/beneficiarias/:ci/extractosPdf': () => `/api/v1/beneficiarias/${demo.documento}/extractosPdf`,
    '/api/v1/beneficiarias/:ci/saldosPdf': () => `/api/v1/beneficiarias/${demo.documento}/saldosPdf`,
    '/api/v1/otros/:id': () => `/api/v1/otros/${demo.otra ?? 999999}`,
    '/api/v1/municipios/:id': () => `/api/v1/municipios/${demo.municipio ?? 999999}`,
    '/api/v1/sucursales/:id/beneficiarios': () => `/api/v1/sucursales/${demo.sucursalTrabajo}/beneficiarios`,
  };
  /** The GETs of a beneficiary's own page read with her grant's header, not a session. */
  const CON_ACCESO = new Set(['/api/v1/mi-saldo', '/api/v1/mi-saldo/extracto']);
  /** Values read from an earlier answer: the ids the next calls need. */
  const DE_RESPUESTA: Record<string, (cuerpo: any) => void> = {
    '/api/v1/paquetes/regionales': (c) => (demo.regional = String(c.datos?.[0]?.id ?? demo.sucursal)),
    '/api/v1/otros': (c) => (demo.otra = c.datos?.[0]?.id === undefined ? demo.otra! : String(c.datos[0].id)),
    '/api/v1/municipios': (c) => (demo.municipio = c.datos?.[0]?.id === undefined ? demo.municipio! : String(c.datos[0].id)),
  };

  it('REST: every GET that answers JSON parses with its schema', async () => {
    const fallos: string[] = [];
    const sinProbar: string[] = [];
    const gets = t.restRoutes.filter((r) => r.method === 'GET' && !r.url.startsWith(DOCS_PREFIX) && REST[`GET ${r.url}`]?.tipo === 'json');
    // An id another call answers comes first.
    const orden = (u: string) => (DE_RESPUESTA[u] ? 0 : 1) + (u.includes(':') ? 1 : 0);
    for (const ruta of [...gets].sort((a, b) => orden(a.url) - orden(b.url))) {
      const respuesta = REST[`GET ${ruta.url}`] as Extract<RespuestaRest, { tipo: 'json' }>;
      let token: string | null = null;
      if (ruta.requirement === 'cliente') {
        const generado = await t.rest('POST', '/api/v1/clientes/tokens', await tokenDe(2), { idEntidad: Number(demo.proveedor) });
        token = generado.json().token;
      } else if (ruta.requirement !== 'public') {
        const [rol] = await rolesPermitidos(t, ruta.requirement);
        if (rol === undefined) {
          sinProbar.push(ruta.url);
          continue;
        }
        token = await tokenDe(rol);
      }
      const url = RUTAS[ruta.url]?.() ?? ruta.url;
      const res = CON_ACCESO.has(ruta.url) ? await t.app.inject({ method: 'GET', url, headers: { 'x-acceso-saldo': ACCESO_SALDO } }) : await t.rest('GET', url, token);
      if (res.statusCode !== respuesta.status) {
        fallos.push(`GET ${ruta.url} (${url}): ${res.statusCode} ${res.body.slice(0, 200)}`);
        continue;
      }
      const cuerpo = res.json();
      DE_RESPUESTA[ruta.url]?.(cuerpo);
      const r = respuesta.schema.safeParse(cuerpo);
      if (!r.success) fallos.push(...r.error.issues.map((i) => `GET ${ruta.url}: ${i.path.join('.') || '(raíz)'}: ${i.message}${i.code === 'unrecognized_keys' ? ` (${i.keys.join(', ')})` : ''}`));
    }
    expect(fallos).toEqual([]);
    expect(sinProbar).toEqual([]);
  });
});
