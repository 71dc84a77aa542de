import { expect } from 'vitest';
import type { TestApp } from './harness.js';

/** What the spec-call tests check of a reply: its fields by name and JSON type. */
const tipoDe = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** Every field named is present with the type given (one type, or any of a list). */
export function campos(obj: Record<string, unknown>, tipos: Record<string, string | string[]>) {
  for (const [k, tipo] of Object.entries(tipos)) {
    expect(obj, `falta ${k}`).toHaveProperty(k);
    expect([tipo].flat(), `${k}: ${JSON.stringify(obj[k])}`).toContain(tipoDe(obj[k]));
  }
}

/** A GraphQL call that must answer without errors: its data. */
export async function datosGql(t: TestApp, token: string, query: string, variables?: Record<string, unknown>) {
  const r = await t.gql(token, query, variables);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data;
}
