import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema, getIntrospectionQuery, parse, validate } from 'graphql';
import { TEXTOS, texto } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';
import { GRAPHQL_LIMITS, measureDocument, limitsRule } from './graphql-limits.js';
import { graphqlTypeDefs } from './graphql.js';
import { graphqlFeatures } from '../features.js';
import { INTROSPECTION_REFUSED } from './introspection.js';

/** What one GraphQL request may cost, checked on the assembled schema: every operation inherits it. */
let t: TestApp;
let admin: string;
let consulta: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await loginAs(t, 1)).token;
  consulta = (await loginAs(t, 10)).token;
});
afterAll(() => t.close());

const alias = (n: number, campo: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${campo}`).join(' ')} }`;
const USUARIO = 'id usuario email cargo estado id_rol id_entidad entidad_nombre rol_nombre persona_nombres persona_primer_apellido persona_segundo_apellido';

async function rechazada(token: string, query: string, variables?: Record<string, unknown>) {
  const inicio = Date.now();
  const res = await t.gql(token, query, variables);
  return { res, ms: Date.now() - inicio, error: res.errors?.[0] };
}

describe('límites de una solicitud GraphQL', () => {
  it('400 alias de logsCadena se rechazan enseguida, sin recorrer la cadena', async () => {
    const { res, ms, error } = await rechazada(consulta, alias(400, 'logsCadena { intacta total }'));
    expect(res.status).toBe(400);
    expect(error).toMatchObject({ message: TEXTOS.consultaAlias({ maximo: GRAPHQL_LIMITS.alias }), extensions: { code: 'VALIDATION' } });
    expect(res.data).toBeNull();
    expect(ms).toBeLessThan(1000);
  });

  it('500 alias de usuarios(limit: 100) se rechazan', async () => {
    const { res, error } = await rechazada(consulta, alias(500, 'usuarios(limit: 100) { count }'));
    expect(res.status).toBe(400);
    expect(error?.extensions?.code).toBe('VALIDATION');
  });

  it('every query of the registry: one alias too many is refused', async () => {
    const fallas: string[] = [];
    for (const op of t.registry.filter((r) => r.kind === 'query')) {
      const res = await t.gql(admin, alias(GRAPHQL_LIMITS.alias + 1, `${op.name} { __typename }`));
      if (res.status !== 400 || res.errors?.[0]?.message !== TEXTOS.consultaAlias({ maximo: GRAPHQL_LIMITS.alias })) fallas.push(`${op.name}: ${res.status} ${JSON.stringify(res.errors)}`);
    }
    expect(fallas).toEqual([]);
  });

  it('el costo multiplica cada lista por sus filas: listas anidadas se rechazan', () => {
    // A schema of the shape part 2 brings (payrolls and their lines), to measure nesting the current one lacks.
    const schema = buildSchema(`
      type Query { planillas(limit: Int): [Planilla] }
      type Planilla { id: Int detalle(limit: Int): [Linea] observaciones: [String] }
      type Linea { id: Int monto: String nro_asignacion: Int id_beneficiaria: Int id_subsidio: Int estado: String }
    `);
    const errores = (q: string) => validate(schema, parse(q), [limitsRule(new Map())]).map((e) => e.message);
    expect(measureDocument(schema, parse('{ planillas(limit: 10) { id detalle(limit: 10) { id monto } } }'))[0]!.costo).toBe(1 + 10 * (1 + 1) + 100 * 2);
    expect(errores('{ planillas(limit: 100) { id detalle(limit: 100) { id } } }')).toEqual([]);
    const [error] = errores('{ planillas(limit: 100) { id detalle(limit: 100) { id monto nro_asignacion id_beneficiaria id_subsidio estado } observaciones } }');
    expect(error).toMatch(/^La consulta pide demasiados datos a la vez \(costo \d+, máximo 60000\)/);
  });

  it('una página cuesta sus filas; sin limit, la página por omisión; con una variable, la página más grande', () => {
    const schema = buildSchema(graphqlTypeDefs(graphqlFeatures));
    const costo = (q: string) => measureDocument(schema, parse(q))[0]!.costo;
    expect(costo('{ usuarios(limit: 100) { count } }')).toBe(102);
    expect(costo('{ usuarios { count } }')).toBe(12);
    expect(costo('{ usuarios(limit: 5) { rows { id usuario } } }')).toBe(1 + 5 + 1 + 5 * 2);
    expect(costo('query ($l: Int) { usuarios(limit: $l) { count } }')).toBe(costo('{ usuarios(limit: 100) { count } }'));
    expect(costo('query ($l: Int = 20) { usuarios(limit: $l) { count } }')).toBe(22);
    expect(costo('mutation { _noop }')).toBe(1 + GRAPHQL_LIMITS.mutacion);
    expect(measureDocument(schema, parse('{ a: _version b: _version _version }'))[0]!.alias).toBe(2);
  });

  it('la profundidad tiene un máximo', async () => {
    let tipo = 'name';
    for (let i = 0; i < GRAPHQL_LIMITS.profundidad; i++) tipo = `ofType { ${tipo} }`;
    const { res, error } = await rechazada(admin, `{ __type(name: "Usuario") { ${tipo} } }`);
    expect(res.status).toBe(400);
    expect(error?.message).toBe(TEXTOS.consultaProfunda({ maximo: GRAPHQL_LIMITS.profundidad }));
  });

  it('un documento demasiado largo se corta al leerlo', async () => {
    const { res, error } = await rechazada(admin, `{ ${'__typename '.repeat(GRAPHQL_LIMITS.tokens + 10)}}`);
    expect(res.status).toBe(400);
    expect(error).toMatchObject({ message: TEXTOS.consultaLarga, extensions: { code: 'VALIDATION' } });
  });

  it('fragmentos que se multiplican o se llaman en ciclo no cuelgan la medida', async () => {
    const niveles = 40;
    const fragmentos = Array.from({ length: niveles }, (_, i) => `fragment F${i} on Query { ${i + 1 < niveles ? `...F${i + 1} a${i}: _version ...F${i + 1}` : '_version'} }`).join('\n');
    const { res, ms } = await rechazada(admin, `{ ...F0 }\n${fragmentos}`);
    expect(res.status).toBe(400);
    expect(ms).toBeLessThan(3000);
    const ciclo = await t.gql(admin, `{ ...A } fragment A on Query { _version ...B } fragment B on Query { ...A }`);
    expect(ciclo.status).toBe(400);
  });

  it('lo que la web pide pasa: una página de 100 filas, la introspección estándar', async () => {
    const res = await t.gql(admin, `query ($limit: Int) { usuarios(limit: $limit) { count rows { ${USUARIO} } } }`, { limit: 100 });
    expect(res.errors).toBeUndefined();
    const intro = await t.gql(admin, getIntrospectionQuery());
    expect(intro.errors).toBeUndefined();
    expect(intro.data.__schema.queryType.name).toBe('Query');
  });

  it('/health answers while a heavy request is refused', async () => {
    const [pesada, salud] = await Promise.all([t.gql(consulta, alias(400, 'logsCadena { intacta }')), t.rest('GET', '/health')]);
    expect(pesada.status).toBe(400);
    expect(salud.statusCode).toBe(200);
  });
});

describe('introspección en producción', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => prod.close());

  it('solo los roles 1 y 2 leen el esquema; __typename sigue disponible para todos', async () => {
    for (const rol of [1, 2]) {
      const { token } = await loginAs(prod, rol);
      expect((await prod.gql(token, '{ __schema { queryType { name } } }')).errors, `rol ${rol}`).toBeUndefined();
    }
    for (const rol of [3, 4, 5, 10]) {
      const { token } = await loginAs(prod, rol);
      for (const q of ['{ __schema { queryType { name } } }', '{ __type(name: "Usuario") { name } }', getIntrospectionQuery()]) {
        const res = await prod.gql(token, q);
        expect(res.status, `rol ${rol}`).toBe(400);
        expect(res.errors?.[0]).toMatchObject({ message: texto(INTROSPECTION_REFUSED), extensions: { code: 'VALIDATION', clave: 'introspeccion' } });
      }
      expect((await prod.gql(token, '{ __typename _version }')).data).toEqual({ __typename: 'Query', _version: '1' });
    }
  });
});

describe('graphql-js\'s own validation answers in Spanish, without suggestions of other fields (issue 51 §14)', () => {
  it.each([
    ['a field that does not exist (graphql-js would suggest «usuarios»)', '{ usuarioz { count } }', TEXTOS.consultaCampoInexistente({ campo: 'usuarioz', tipo: 'Query' })],
    ['an argument that does not exist', '{ usuarios(limite: 5) { count } }', TEXTOS.consultaArgumentoInexistente({ argumento: 'limite', campo: 'Query.usuarios' })],
    ['a required variable not given', 'query ($id: ID!) { usuario(id: $id) { id } }', TEXTOS.consultaVariableFaltante({ variable: '$id' })],
    ['a variable of another type', 'query ($id: Int!) { usuario(id: $id) { id } }', TEXTOS.consultaVariableInvalida({ variable: '$id' })],
    ['a syntax error', '{ usuarios { count }', TEXTOS.consultaSintaxis],
  ])('%s', async (_caso, query, mensaje) => {
    const { res, error } = await rechazada(admin, query);
    expect(res.status).toBe(400);
    expect(error).toMatchObject({ message: mensaje, extensions: { code: 'VALIDATION' } });
    expect(JSON.stringify(res.errors)).not.toMatch(/Did you mean|Cannot query|Unknown argument/);
  });
});
