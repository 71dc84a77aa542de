import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from 'graphql';
import { RESPUESTAS_GRAPHQL, ROLES } from '@pb/contract';
import { graphqlTypeDefs, operation, type GraphqlFeature } from '../core/graphql.js';
import { graphqlFeatures } from '../features.js';
import { loginAs } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';
import { validarRespuesta } from './validar-respuesta.js';

/** The check t.gql makes of every answer, on the app's own SDL and the contract's schemas, with answers written by hand. */
const schema = buildSchema(graphqlTypeDefs(graphqlFeatures));
const validar = (query: string, data: unknown, variables?: Record<string, unknown>) => validarRespuesta(schema, RESPUESTAS_GRAPHQL, query, variables, data);
const parametro = { id: 1, nombre: 'X', valor: '1', label: 'Equis', descripcion: null, estado: 'ACTIVO' };

describe('validarRespuesta', () => {
  it('passes an answer that is its schema’s', () => {
    expect(validar('{ parametros { count rows { id nombre valor label descripcion estado } } }', { parametros: { count: 1, rows: [parametro] } }).fallos).toEqual([]);
  });

  it('fails on a field of the wrong type, naming Type.field, where it is and zod’s message', () => {
    const r = validar('{ parametros { count rows { id nombre } } }', { parametros: { count: 1, rows: [{ id: '1', nombre: 'X' }] } });
    expect(r.fallos).toHaveLength(1);
    expect(r.fallos[0]).toMatch(/^Parametro\.id \(parametros\.rows\[0\]\.id\): .*número/);
  });

  it('fails on a missing or null non-null field, scalar or object', () => {
    expect(validar('{ parametros { count rows { id nombre } } }', { parametros: { count: 1, rows: [{ id: 1 }] } }).fallos).toEqual(['Parametro.nombre (parametros.rows[0].nombre): falta en la respuesta']);
    expect(validar('{ parametros { count rows { id nombre } } }', { parametros: { count: 1, rows: [{ id: 1, nombre: null }] } }).fallos[0]).toMatch(/^Parametro\.nombre /);
    expect(validar('{ parametros { count rows { id } } }', { parametros: { count: 1, rows: null } }).fallos).toEqual(['ParametroList.rows (parametros.rows): null, y el SDL dice [Parametro!]!']);
    expect(validar('{ parametros { count rows { id } } }', { parametros: { count: 1, rows: [null] } }).fallos[0]).toMatch(/^ParametroList\.rows \(parametros\.rows\[0\]\): null/);
  });

  it('fails on a field that was not asked for', () => {
    expect(validar('{ parametros { count } }', { parametros: { count: 0, rows: [] } }).fallos).toEqual(['ParametroList (parametros.rows): no fue pedido']);
  });

  it('checks the fields under aliases, fragments, inline fragments and __typename', () => {
    const query = `query Lista { lista: parametros { total: count rows { __typename ...Campos ... on Parametro { clave: nombre } } } }
      fragment Campos on Parametro { id estado }`;
    const fila = { __typename: 'Parametro', id: 1, estado: 'ACTIVO', clave: 'X' };
    expect(validar(query, { lista: { total: 1, rows: [fila] } })).toEqual({ operacion: 'query Lista', fallos: [] });
    expect(validar(query, { lista: { total: 1, rows: [{ ...fila, clave: 7 }] } }).fallos[0]).toMatch(/^Parametro\.nombre \(lista\.rows\[0\]\.clave\): /);
    const { estado: _, ...sinEstado } = fila;
    expect(validar(query, { lista: { total: 1, rows: [sinEstado] } }).fallos).toEqual(['Parametro.estado (lista.rows[0].estado): falta en la respuesta']);
  });

  it('leaves introspection to graphql-js', () => {
    expect(validar('{ __schema { queryType { name } } __type(name: "Parametro") { name } }', { __schema: { queryType: { name: 'Query' } }, __type: { name: 'Parametro' } }).fallos).toEqual([]);
  });

  it('leaves out what @skip and @include left out', () => {
    const query = 'query($sin: Boolean!) { parametros { count @skip(if: $sin) rows @include(if: $sin) { id } } }';
    expect(validar(query, { parametros: { rows: [{ id: 1 }] } }, { sin: true }).fallos).toEqual([]);
    expect(validar(query, { parametros: { count: 1 } }, { sin: false }).fallos).toEqual([]);
  });

  it('checks a mutation’s answer and names it', () => {
    const r = validar('mutation { parametroAdd(parametro: { nombre: "X" }) { id nombre descripcion } }', { parametroAdd: { id: 1, nombre: 'X', descripcion: 3 } });
    expect(r.operacion).toBe('mutation parametroAdd');
    expect(r.fallos[0]).toMatch(/^Parametro\.descripcion \(parametroAdd\.descripcion\): /);
  });
});

/** A feature that gives a contract type a field its schema lacks: the drift t.gql must refuse. */
const deMas: GraphqlFeature = {
  typeDefs: 'extend type Parametro { extra: String } extend type Query { parametroDeMas: Parametro }',
  Query: { parametroDeMas: operation({ requirement: 'authenticated', resolve: () => ({ ...parametro, extra: 'x' }) }) },
};

describe('t.gql', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { features: [...graphqlFeatures, deMas] });
    token = (await loginAs(t, ROLES.SUPERADMIN)).token;
  });
  afterAll(() => t?.close());

  it('throws on an answer its schema refuses, naming the operation and Type.field', async () => {
    await expect(t.gql(token, 'query Prueba { parametroDeMas { id extra } }')).rejects.toThrow(/query Prueba[\s\S]*Parametro\.extra \(parametroDeMas\.extra\): sin esquema en el contrato/);
    expect((await t.gql(token, '{ parametroDeMas { id nombre } }')).data).toEqual({ parametroDeMas: { id: 1, nombre: 'X' } });
  });
});
