import { buildSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { ROLE_DEFINITIONS } from '@pb/contract';
import { graphqlTypeDefs } from '../core/graphql.js';
import { graphqlFeatures } from '../features.js';
import { loginAs } from './factories.js';
import { createTestApp, type TestApp } from './harness.js';

/**
 * What the tests generated over every operation share: a fresh app, the assembled GraphQL schema
 * and a session token for each of the ten roles.
 */
export async function appConRoles(): Promise<{ t: TestApp; schema: GraphQLSchema; tokens: Map<number, string> }> {
  const t = await createTestApp();
  const schema = buildSchema(graphqlTypeDefs(graphqlFeatures));
  const tokens = new Map<number, string>();
  for (const r of ROLE_DEFINITIONS) tokens.set(r.id, (await loginAs(t, r.id)).token);
  return { t, schema, tokens };
}

/** A value of the right shape for a required argument: required fields only, ids pointing at nothing. */
export function muestra(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return muestra(type.ofType);
  if (isListType(type)) return [muestra(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) if (isNonNullType(f.type)) out[f.name] = muestra(f.type);
    return out;
  }
  if (isScalarType(named)) return ({ ID: '999999', Int: 1, Float: 1, Boolean: true, String: 'x' } as Record<string, unknown>)[named.name] ?? 'x';
  return null;
}
