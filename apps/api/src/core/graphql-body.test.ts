import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';

/**
 * A body that is not a GraphQL request is the client's mistake: a 4xx with a Spanish message and
 * code VALIDATION, with or without a session, and nothing above info in the log.
 */
let t: TestApp;
let token: string;
const lineas: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l) => void lineas.push(JSON.parse(l)) } });
  token = (await loginAs(t, 1)).token;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const CASOS: Array<[string, string | Buffer, string, number]> = [
  ['JSON cortado', '{"query": ', 'application/json', 400],
  ['cuerpo vacío', '', 'application/json', 400],
  ['JSON que no es un objeto', '"{ _version }"', 'application/json', 400],
  ['sin query', '{}', 'application/json', 400],
  // Mercurius takes a query that is not a text for a parsed document (issue 51 §14).
  ['query que es un número', '{"query": 7}', 'application/json', 400],
  ['query que es un documento ya analizado', '{"query": {"kind": "Document", "definitions": []}}', 'application/json', 400],
  ['query que es JSON', '{"query": "7"}', 'application/json', 400],
  ['query que es un árbol en JSON', JSON.stringify({ query: JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition', operation: 'query', selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '_version' } }] } }] }) }), 'application/json', 400],
  ['operationName que es un número', '{"query": "{ _version }", "operationName": 5}', 'application/json', 400],
  ['variables que son una lista', '{"query": "{ _version }", "variables": [1]}', 'application/json', 400],
  ['20 MB', Buffer.alloc(20 * MB, 'a'), 'application/json', 413],
  ['formulario', 'query=%7B_version%7D', 'application/x-www-form-urlencoded', 415],
  ['multipart', '--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n{ _version }\r\n--x--\r\n', 'multipart/form-data; boundary=x', 415],
  ['__proto__', '{"__proto__": {"admin": true}, "query": "{ _version }"}', 'application/json', 400],
  ['constructor.prototype', '{"constructor": {"prototype": {"admin": true}}, "query": "{ _version }"}', 'application/json', 400],
];

describe('POST /graphql con un cuerpo que no es una solicitud GraphQL', () => {
  for (const conSesion of [false, true]) {
    it.each(CASOS)(`%s ${conSesion ? 'con' : 'sin'} sesión`, async (_nombre, payload, tipo, estado) => {
      const antes = lineas.length;
      const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': tipo, ...(conSesion ? { authorization: `Bearer ${token}` } : {}) }, payload });
      // Without a session, a body that parses still meets the login check first.
      const esperado = !conSesion && estado === 400 && res.statusCode === 401 ? 401 : estado;
      expect(res.statusCode).toBe(esperado);
      const body = res.json();
      expect(body.errors[0].extensions.code).toBe(esperado === 401 ? 'UNAUTHENTICATED' : 'VALIDATION');
      expect(body.errors[0].message).not.toMatch(/Ocurrió un error|Referencia/);
      expect(JSON.stringify(body)).not.toMatch(/stack|FST_|MER_/);
      const graves = lineas.slice(antes).filter((l) => l.level > 30);
      expect(graves.map((l) => l.msg)).toEqual([]);
    });
  }

  it('a request that works is still a 200', async () => {
    const res = await t.gql(token, '{ _version }');
    expect(res).toMatchObject({ status: 200, data: { _version: '1' } });
  });
});
