import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';
import { graphqlFeatures } from '../features.js';
import { AppError, DATA_REJECTED, toAppError } from './errors.js';
import { operation, type GraphqlFeature } from './graphql.js';

/** The last resort behind the contract: a value the database refuses is the client's 400, not a 500. */
describe('toAppError', () => {
  it('maps PostgreSQL data exceptions, wrapped or not, to VALIDATION and keeps the cause', () => {
    for (const code of ['22021', '22P05', '22003', '22001', '22P02']) {
      const pg = Object.assign(new Error('x'), { code });
      const e = toAppError(new Error('Failed query', { cause: pg }));
      expect(e).toBeInstanceOf(AppError);
      expect(e).toMatchObject({ code: 'VALIDATION', status: 400, message: 'El valor es inválido' });
      expect(e!.cause).toBeInstanceOf(Error);
    }
  });

  it('maps the database away for a moment (a leader’s switch: connection cut or refused, shutting down, demoted to read only) to a Spanish 503', () => {
    const casos = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:15440'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
    ];
    for (const err of casos) {
      expect(toAppError(new Error('Failed query', { cause: err })), err.message).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: TEXTOS.baseDeDatosNoDisponible });
    }
  });

  it('leaves other database errors to the caller (a unique violation is a feature’s business)', () => {
    expect(toAppError(Object.assign(new Error('x'), { code: '23505' }))).toBeNull();
    expect(toAppError(new Error('sin código'))).toBeNull();
  });
});

/** An operation that hands its argument to the database unchecked: what a forgotten schema would do. */
const sonda: GraphqlFeature = {
  typeDefs: 'extend type Query { sondaSinEsquema(texto: String, numero: String): String }',
  Query: {
    sondaSinEsquema: operation<{ texto?: string; numero?: string }>({
      requirement: 'authenticated',
      resolve: async (args, ctx) => {
        const r = await ctx.deps.database.db.execute<{ v: string }>(args.texto !== undefined ? sql`select ${args.texto}::text as v` : sql`select ${args.numero}::integer::text as v`);
        return r.rows[0]!.v;
      },
    }),
  },
};

describe('a field a schema forgot', () => {
  let t: TestApp;
  let token: string;
  const lineas: Array<{ level: number; msg: string }> = [];
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { features: [...graphqlFeatures, sonda], logStream: { write: (l) => void lineas.push(JSON.parse(l)) } });
    token = (await loginAs(t, 1)).token;
  });
  afterAll(() => t.close());

  it.each([
    ['texto', 'a\u0000b'],
    ['numero', '2147483648'],
    ['numero', 'x'],
  ])('%s=%j is a VALIDATION answer, logged as a warning that names the gap', async (arg, valor) => {
    const antes = lineas.length;
    const res = await t.gql(token, `query ($v: String) { sondaSinEsquema(${arg}: $v) }`, { v: valor });
    expect(res.errors?.[0]).toMatchObject({ message: 'El valor es inválido', extensions: { code: 'VALIDATION' } });
    const nuevas = lineas.slice(antes);
    expect(nuevas.filter((l) => l.level >= 50)).toEqual([]);
    expect(nuevas.some((l) => l.level === 40 && l.msg === DATA_REJECTED)).toBe(true);
  });
});
