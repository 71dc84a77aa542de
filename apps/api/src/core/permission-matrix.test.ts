import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNamedType, isNonNullType, isObjectType, type GraphQLSchema } from 'graphql';
import { ROLE_DEFINITIONS, parsePermissionKey } from '@pb/contract';
import type { TestApp } from '../test/harness.js';
import { appConRoles, muestra } from '../test/registro.js';
import { allowed } from '../test/permisos.js';
import { requiredKey } from './guard.js';

/**
 * For every declared operation (GraphQL and REST) and every role, the call is refused with
 * NOT_AUTHORIZED exactly when the role's permission row does not allow it. Generated from the
 * registry: a new operation is covered without writing a new test.
 */
let t: TestApp;
let schema: GraphQLSchema;
let tokens: Map<number, string>;

beforeAll(async () => {
  ({ t, schema, tokens } = await appConRoles());
});
afterAll(() => t.close());


function documentFor(kind: 'query' | 'mutation', name: string) {
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name]!;
  const required = field.args.filter((a) => isNonNullType(a.type));
  const decl = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const variables = Object.fromEntries(required.map((a) => [a.name, muestra(a.type)]));
  return { query: `${kind}${decl ? `(${decl})` : ''} { ${name}${call ? `(${call})` : ''}${selection} }`, variables };
}

describe('permission matrix', () => {
  it('covers at least the operations of the platform core', () => {
    expect(t.registry.length).toBeGreaterThan(2);
    expect(t.restRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['POST /auth', 'GET /api/system/menu']));
  });

  it('GraphQL: every operation, every role', async () => {
    const failures: string[] = [];
    for (const op of t.registry) {
      const { query, variables } = documentFor(op.kind, op.name);
      for (const role of ROLE_DEFINITIONS) {
        const res = await t.gql(tokens.get(role.id)!, query, variables);
        const refusal = res.errors?.find((e) => e.message.startsWith('NOT_AUTHORIZED'))?.message;
        if (op.requirement === 'authenticated' || op.requirement === 'public' || op.requirement === 'cliente') {
          if (refusal) failures.push(`${op.name} rol ${role.id}: rechazado (${refusal})`);
          continue;
        }
        const expected = await allowed(t, role.id, op.requirement);
        const action = parsePermissionKey(requiredKey(op.requirement, role.id)).accion.toUpperCase();
        if (expected && refusal) failures.push(`${op.name} rol ${role.id}: rechazado aunque su permiso lo permite`);
        if (!expected && refusal !== `NOT_AUTHORIZED:${action}`) failures.push(`${op.name} rol ${role.id}: esperado NOT_AUTHORIZED:${action}, fue ${refusal ?? JSON.stringify(res.errors ?? 'éxito')}`);
      }
      const anonymous = await t.gql(null, query, variables);
      if (anonymous.status !== 401) failures.push(`${op.name} sin sesión: ${anonymous.status}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('REST: every route, every role', async () => {
    const failures: string[] = [];
    for (const route of t.restRoutes) {
      if (route.requirement === 'public' || route.requirement === 'cliente') continue;
      const url = route.url.replace(/:[^/]+/g, '999999');
      for (const role of ROLE_DEFINITIONS) {
        // Deactivating one's own account would end the probe's session: probe it with a wrong password.
        const res = await t.rest(route.method as 'GET', url, tokens.get(role.id)!, route.method === 'GET' ? undefined : { password: 'incorrecta' });
        const expected = route.requirement === 'authenticated' || (await allowed(t, role.id, route.requirement));
        if (expected && res.statusCode === 403 && res.json().code === 'NOT_AUTHORIZED') failures.push(`${route.method} ${route.url} rol ${role.id}: rechazado`);
        if (!expected && res.statusCode !== 403) failures.push(`${route.method} ${route.url} rol ${role.id}: esperado 403, fue ${res.statusCode}`);
      }
      const anonymous = await t.rest(route.method as 'GET', url, null, route.method === 'GET' ? undefined : {});
      if (anonymous.statusCode !== 401) failures.push(`${route.method} ${route.url} sin sesión: ${anonymous.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
