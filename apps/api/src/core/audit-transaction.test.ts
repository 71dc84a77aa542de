import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { ROLES } from '@pb/contract';
import { AppError } from './errors.js';
import { MENSAJES, texto } from '@pb/contract/mensajes';
import { operation, type GraphqlFeature } from './graphql.js';
import { graphqlFeatures } from '../features.js';
import { clientesTokens, logs, parametros, sessions } from '../db/schema/index.js';
import * as parametrosService from '../modules/parametros/service.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs, makeEntidad } from '../test/factories.js';
import { huellaDeDatos } from '../test/huella.js';

/**
 * docs/decisions/014: the audit row of a write commits with it or not at all, on both APIs; a
 * refused call leaves its ACCESO_DENEGADO row and nothing else.
 */

/** A write through a real service that then fails: the failures the database must undo. */
const pruebas: GraphqlFeature = {
  typeDefs: 'extend type Mutation { pruebaEscribeYFalla(nombre: String!): Boolean pruebaEscribeYRechaza(nombre: String!): Boolean }',
  Mutation: {
    pruebaEscribeYFalla: operation<{ nombre: string }>({
      requirement: 'parametros:create',
      resolve: async (args, ctx) => {
        await parametrosService.crear(ctx, { nombre: args.nombre, valor: '1', label: 'Prueba' });
        throw new AppError('VALIDATION', MENSAJES.invalid);
      },
    }),
    pruebaEscribeYRechaza: operation<{ nombre: string }>({
      requirement: 'parametros:create',
      resolve: async (args, ctx) => {
        await parametrosService.crear(ctx, { nombre: args.nombre, valor: '1', label: 'Prueba' });
        throw AppError.notAuthorized('create');
      },
    }),
  },
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
/** A cashier: no permission on parameters nor on entities. */
let cajero: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  t = await createTestApp({}, {
    features: [...graphqlFeatures, pruebas],
    routes: (app) => {
      app.post('/api/prueba/escribe-y-falla', { config: { requirement: 'parametros:create' } }, async (req) => {
        await parametrosService.crear(req.ctx, { nombre: (req.body as { nombre: string }).nombre, valor: '1', label: 'Prueba' });
        throw new AppError('VALIDATION', MENSAJES.invalid);
      });
    },
  });
  admin = await loginAs(t, ROLES.SUPERADMIN);
  cajero = await loginAs(t, ROLES.CAJERO);
});
afterAll(() => t.close());

const filas = async (mensaje: string) => t.database.db.select().from(logs).where(eq(logs.mensaje, mensaje));
const parametro = async (nombre: string) => (await t.database.db.select().from(parametros).where(eq(parametros.nombre, nombre)))[0];
const totalLogs = async () => (await t.database.db.select({ n: count() }).from(logs))[0]!.n;

/**
 * Makes the commit of any transaction that wrote the audit row `mensaje` fail: a deferred
 * constraint trigger runs after the write and the audit insert have both succeeded.
 */
async function conFalloAlConfirmar(mensaje: string, run: () => Promise<void>) {
  const literal = `'${mensaje.replaceAll("'", "''")}'`;
  await t.database.db.execute(
    sql.raw(`create function prueba_falla_al_confirmar() returns trigger language plpgsql as $$
      begin
        if new.mensaje = ${literal} then raise exception 'fallo de prueba al confirmar'; end if;
        return new;
      end $$`),
  );
  await t.database.db.execute(sql.raw('create constraint trigger prueba_falla_al_confirmar after insert on logs deferrable initially deferred for each row execute function prueba_falla_al_confirmar()'));
  try {
    await run();
  } finally {
    await t.database.db.execute(sql.raw('drop trigger prueba_falla_al_confirmar on logs'));
    await t.database.db.execute(sql.raw('drop function prueba_falla_al_confirmar()'));
  }
}

describe('GraphQL: a mutation and its audit row commit together', () => {
  const ADD = 'mutation ($p: ParametroInput!) { parametroAdd(parametro: $p) { id } }';

  it('a successful mutation has exactly one MUTACION row, naming it, its record, its user and ip', async () => {
    const res = await t.gql(admin.token, ADD, { p: { nombre: 'AUDITADO_GQL', valor: 'x', label: 'Auditado' } });
    const id = res.data.parametroAdd.id;
    expect(await parametro('AUDITADO_GQL')).toBeDefined();
    const rows = await filas('parametroAdd');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nivel: 'INFO', tipo: 'MUTACION', referencia: JSON.stringify({ id: String(id), nombre: 'AUDITADO_GQL', campos: ['label', 'nombre', 'valor'] }), usuario: admin.user.usuario, id_usuario: admin.user.id, ip: '127.0.0.1' });
  });

  it('a service that fails after writing leaves neither the write nor its audit row', async () => {
    const antes = await huellaDeDatos(t);
    const res = await t.gql(admin.token, 'mutation { pruebaEscribeYFalla(nombre: "NO_QUEDA_GQL") }');
    expect(res.errors?.[0]?.message).toBe(texto(MENSAJES.invalid));
    expect(await parametro('NO_QUEDA_GQL')).toBeUndefined();
    expect(await filas('pruebaEscribeYFalla')).toHaveLength(0);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a commit that fails after the audit insert leaves neither', async () => {
    const antes = await huellaDeDatos(t);
    const logsAntes = await totalLogs();
    await conFalloAlConfirmar('parametroAdd', async () => {
      const res = await t.gql(admin.token, ADD, { p: { nombre: 'NO_CONFIRMADO_GQL', valor: 'x', label: 'No confirmado' } });
      expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL');
    });
    expect(await parametro('NO_CONFIRMADO_GQL')).toBeUndefined();
    expect(await totalLogs()).toBe(logsAntes);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a refused mutation writes its ACCESO_DENEGADO row and nothing else', async () => {
    const antes = await huellaDeDatos(t);
    const logsAntes = await totalLogs();
    const res = await t.gql(cajero.token, ADD, { p: { nombre: 'RECHAZADO_GQL', valor: 'x', label: 'Rechazado' } });
    expect(res.errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
    const rows = await t.database.db.select().from(logs).where(eq(logs.usuario, cajero.user.usuario));
    expect(rows.filter((r) => r.tipo !== 'LOGIN')).toEqual([
      expect.objectContaining({ nivel: 'ADVERTENCIA', tipo: 'ACCESO_DENEGADO', mensaje: 'parametroAdd: NOT_AUTHORIZED:CREATE', id_usuario: cajero.user.id, ip: '127.0.0.1' }),
    ]);
    expect(await totalLogs()).toBe(logsAntes + 1);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a refusal raised after a write undoes the write and is still on record', async () => {
    const antes = await huellaDeDatos(t);
    const res = await t.gql(admin.token, 'mutation { pruebaEscribeYRechaza(nombre: "RECHAZO_TARDIO") }');
    expect(res.errors?.[0]?.message).toBe('NOT_AUTHORIZED:CREATE');
    expect(await parametro('RECHAZO_TARDIO')).toBeUndefined();
    expect(await filas('pruebaEscribeYRechaza: NOT_AUTHORIZED:CREATE')).toHaveLength(1);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });
});

describe('REST: a change and its audit row commit together', () => {
  const TOKENS = 'POST /api/v1/clientes/tokens';
  const tokensDe = async (idEntidad: number) => t.database.db.select().from(clientesTokens).where(eq(clientesTokens.id_entidad, idEntidad));

  it('a successful change has exactly one REST row, with its route, user and ip', async () => {
    const proveedor = await makeEntidad(t, { proveedor: true });
    const res = await t.rest('POST', '/api/v1/clientes/tokens', admin.token, { idEntidad: proveedor.id });
    expect(res.statusCode).toBe(200);
    expect(await tokensDe(proveedor.id)).toHaveLength(1);
    const rows = await filas(TOKENS);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nivel: 'INFO', tipo: 'REST', usuario: admin.user.usuario, id_usuario: admin.user.id, ip: '127.0.0.1' });
  });

  it('a handler that fails after writing leaves neither the write nor its audit row', async () => {
    const antes = await huellaDeDatos(t);
    const res = await t.rest('POST', '/api/prueba/escribe-y-falla', admin.token, { nombre: 'NO_QUEDA_REST' });
    expect(res.statusCode).toBe(400);
    expect(await parametro('NO_QUEDA_REST')).toBeUndefined();
    expect(await filas('POST /api/prueba/escribe-y-falla')).toHaveLength(0);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a commit that fails after the audit insert leaves neither', async () => {
    const proveedor = await makeEntidad(t, { proveedor: true });
    const logsAntes = await totalLogs();
    await conFalloAlConfirmar(TOKENS, async () => {
      const res = await t.rest('POST', '/api/v1/clientes/tokens', admin.token, { idEntidad: proveedor.id });
      expect(res.statusCode).toBe(500);
    });
    expect(await tokensDe(proveedor.id)).toHaveLength(0);
    expect(await totalLogs()).toBe(logsAntes);
  });

  it('a refused change writes its ACCESO_DENEGADO row and nothing else', async () => {
    const proveedor = await makeEntidad(t, { proveedor: true });
    const antes = await huellaDeDatos(t);
    const logsAntes = await totalLogs();
    const res = await t.rest('POST', '/api/v1/clientes/tokens', cajero.token, { idEntidad: proveedor.id });
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db.select().from(logs).where(and(eq(logs.usuario, cajero.user.usuario), eq(logs.tipo, 'ACCESO_DENEGADO')));
    expect(rows.map((r) => r.mensaje)).toContain(`${TOKENS}: NOT_AUTHORIZED:UPDATE`);
    expect(rows.find((r) => r.mensaje.startsWith(TOKENS))).toMatchObject({ nivel: 'ADVERTENCIA', id_usuario: cajero.user.id, ip: '127.0.0.1' });
    expect(await totalLogs()).toBe(logsAntes + 1);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('a user who must change the password is refused elsewhere, and that is on record', async () => {
    const { user, token } = await loginAs(t, ROLES.SUPERADMIN, { cambiar_contrasena: true });
    const res = await t.rest('POST', '/api/v1/clientes/tokens', token, { idEntidad: 1 });
    expect(res.statusCode).toBe(403);
    const rows = await t.database.db.select().from(logs).where(and(eq(logs.usuario, user.usuario), eq(logs.tipo, 'ACCESO_DENEGADO')));
    expect(rows.map((r) => r.mensaje)).toEqual([`${TOKENS}: Debe cambiar su contraseña antes de continuar.`]);
  });

  it('logout revokes the session and writes its row together, or neither', async () => {
    const { user, token } = await loginAs(t, ROLES.EMPLEADOR);
    await conFalloAlConfirmar('Salida del sistema', async () => {
      expect((await t.rest('PUT', '/auth', token, { id: user.id, token: null })).statusCode).toBe(500);
    });
    const [sesion] = await t.database.db.select().from(sessions).where(eq(sessions.id_usuario, user.id));
    expect(sesion!.revoked_at).toBeNull();
    expect((await t.rest('GET', '/api/system/menu', token)).statusCode).toBe(200);
    expect((await t.rest('PUT', '/auth', token, { id: user.id, token: null })).statusCode).toBe(200);
    expect((await t.rest('GET', '/api/system/menu', token)).statusCode).toBe(401);
    const salidas = await t.database.db.select().from(logs).where(and(eq(logs.id_usuario, user.id), eq(logs.tipo, 'LOGOUT')));
    expect(salidas).toHaveLength(1);
  });
});
