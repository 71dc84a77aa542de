import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { readExecutor, type Ctx } from '../core/context.js';
import { fechaBolivia } from '@pb/contract';
import { createTestApp, type TestApp } from '../test/harness.js';
import { loginAs } from '../test/factories.js';
import { entidades, gruposAlimenticios, pagos, sessions, subsidios, sucursales } from './schema/index.js';
import { textoDelPdf } from '../test/pdf.js';
import { openDatabase } from './client.js';
import { freshDatabase } from '../test/db.js';

/**
 * Reads that may lag (issue 34, decision 059): without DATABASE_URL_LECTURA, and always on PGlite,
 * they read the primary itself; with it (PostgreSQL only), the reports read the standby while the
 * session look-ups and every write stay on the primary.
 */
const DIA = 86_400_000;
const conPostgres = !!process.env.TEST_DATABASE_URL;

describe('without a standby', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('PGlite has one executor for both, and no delay to tell', async () => {
    const database = await openDatabase({});
    try {
      expect(database.lectura).toBe(database.db);
      expect(await database.retrasoLectura()).toBeNull();
    } finally {
      await database.close();
    }
  });

  it('the reads that may lag read the primary, and a transaction reads itself', async () => {
    expect(t.database.lectura).toBe(t.database.db);
    const ctx: Ctx = { deps: t.deps, db: t.database.db, user: null, ip: '127.0.0.1' };
    expect(readExecutor(ctx)).toBe(t.database.lectura);
    await t.database.db.transaction(async (tx) => {
      expect(readExecutor({ ...ctx, db: tx })).toBe(tx);
    });
  });

  it('retrasoLectura answers null: the screens show no footnote', async () => {
    const { token } = await loginAs(t, 3);
    const res = await t.gql(token, '{ retrasoLectura }');
    expect(res.errors).toBeUndefined();
    expect(res.data.retrasoLectura).toBeNull();
    expect((await t.gql(null, '{ retrasoLectura }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('with a standby (PostgreSQL)', () => {
  let t: TestApp;
  let staff: string;
  let proveedor: { token: string; punto: number; nombre: string };
  let documento: string;
  const desde = fechaBolivia(new Date(Date.now() - 40 * DIA));
  const hasta = fechaBolivia(new Date(Date.now() + DIA));
  const filas = (cuerpo: string) => cuerpo.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));

  beforeAll(async () => {
    if (!conPostgres) return;
    // A second database copied from the demo's template stands for the standby: the same rows until the test makes them differ.
    t = await createTestApp({ SEED_DEMO: 'true' }, { lectura: true });
    const { db, lectura } = t.database;
    staff = (await loginAs(t, 2)).token;
    const [e] = await db.select({ id: entidades.id, nombre: entidades.nombre }).from(entidades).where(eq(entidades.nit, '1020304050'));
    const [punto] = await db.select({ id: sucursales.id }).from(sucursales).where(and(eq(sucursales.id_entidad, e!.id), eq(sucursales.tipo, 'PUNTO_VENTA'))).orderBy(asc(sucursales.id));
    proveedor = { token: (await loginAs(t, 4, { id_entidad: e!.id })).token, punto: punto!.id, nombre: e!.nombre };
    const [p] = (await db.execute<{ nro_documento: string }>(sql`
      select p.nro_documento from personas p join beneficiarias b on b.id_persona = p.id join cuentas c on c.id_beneficiaria = b.id
       where p.complemento is null and c.id_subsidio = 1 order by p.id limit 1`)).rows;
    documento = p!.nro_documento;
    const [otra] = await db.select({ id: entidades.id }).from(entidades).where(ne(entidades.id, e!.id)).limit(1);

    // The stand-in standby is writable (a real one refuses this): what only it has, or has otherwise.
    await lectura.update(entidades).set({ nombre: 'SOLO EN LA RÉPLICA' }).where(eq(entidades.id, e!.id));
    await lectura.update(subsidios).set({ nombre: 'BONO SOLO EN LA RÉPLICA' }).where(eq(subsidios.id, 1));
    await lectura.execute(sql`insert into beneficiarias_conteo (id_entidad, id_subsidio, estado, ultimo_periodo, n, monto_bono, pagables) values (${e!.id}, 1, 'ACTIVO', '1900-01-01', 7, 0, 0)`);
    await lectura.execute(sql`insert into pagos (id_entidad, monto, periodo_inicial, periodo_final, estado, fecha_solicitud) values (${e!.id}, 123.45, ${desde}, ${desde}, 'ENVIADO', now())`);
    // On the standby the point of sale is another provider's: a scope read there would refuse the provider.
    await lectura.update(sucursales).set({ id_entidad: otra!.id }).where(eq(sucursales.id, punto!.id));
    await lectura.execute(sql`update ventas set id_transaccion = 'SOLO-EN-LA-REPLICA' where id = (select min(id) from ventas where id_sucursal = ${punto!.id})`);
  }, 120_000);
  afterAll(() => t?.close());

  it.runIf(conPostgres)('the session look-ups read the primary: the callers exist only there', async () => {
    const { db, lectura } = t.database;
    expect(lectura).not.toBe(db);
    const [primario, espera] = await Promise.all([db, lectura].map(async (x) => (await x.execute<{ d: string }>(sql`select current_database() as d`)).rows[0]!.d));
    expect(espera).toBe(`${primario}_lectura`);
    expect(await lectura.select({ id: sessions.id }).from(sessions)).toHaveLength(0);
    expect((await db.select({ id: sessions.id }).from(sessions)).length).toBeGreaterThanOrEqual(2);
  });

  it.runIf(conPostgres)('the reports read the standby: sales, expenses, payments to providers', async () => {
    const ventas = await t.rest('GET', `/api/v1/ventas/${desde}/${hasta}?tipo=resumen`, staff);
    expect(ventas.statusCode, ventas.body).toBe(200);
    expect(filas(ventas.body).map((f) => f[0])).toContain('SOLO EN LA RÉPLICA');
    expect(ventas.body).not.toContain(proveedor.nombre);

    const gastos = await t.rest('GET', `/api/v1/gastos/${desde}/${hasta}?tipo=detallado`, staff);
    expect(gastos.statusCode, gastos.body).toBe(200);
    const lineas = filas(gastos.body).slice(1);
    expect(lineas.length).toBeGreaterThan(0);
    expect(new Set(lineas.map((f) => f[2]))).toContain('SOLO EN LA RÉPLICA');
    expect(new Set(lineas.map((f) => f[5]))).toEqual(new Set(['BONO SOLO EN LA RÉPLICA']));

    // The payment exists on the standby only: the primary has none.
    const reportePagos = await t.rest('GET', `/api/v1/pagos/reporte/${desde}/${hasta}?tipo=resumen`, staff);
    expect(reportePagos.statusCode, reportePagos.body).toBe(200);
    expect(filas(reportePagos.body).slice(1)).toEqual([['1020304050', 'SOLO EN LA RÉPLICA', '1', '123,45', '0,00', '123,45', '0,00']]);
    expect(await t.database.db.select({ id: pagos.id }).from(pagos)).toHaveLength(0);
  });

  it.runIf(conPostgres)("a point of sale's report: its owner checked on the primary, its sales read on the standby", async () => {
    const res = await t.rest('GET', `/api/v1/sucursales/${proveedor.punto}/ventas/${desde}/${hasta}`, proveedor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(filas(res.body).map((f) => f[1])).toContain('SOLO-EN-LA-REPLICA');
  });

  it.runIf(conPostgres)('the balances statement and the dashboard read the standby', async () => {
    const res = await t.rest('GET', `/api/v1/beneficiarias/${documento}/saldosPdf`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const { texto } = await textoDelPdf(Buffer.from((res.json() as { datos: string }).datos, 'base64'));
    expect(texto.join('\n')).toContain('BONO SOLO EN LA RÉPLICA');

    const { db, lectura } = t.database;
    const tablero = await t.gql(staff, '{ tablero { beneficiariasPorEstado { estado cantidad } } }');
    expect(tablero.errors).toBeUndefined();
    const activas = async (x: typeof db) => (await x.execute<{ n: number }>(sql`select coalesce(sum(n), 0)::int as n from beneficiarias_conteo where estado = 'ACTIVO'`)).rows[0]!.n;
    const enTablero = (tablero.data.tablero.beneficiariasPorEstado as Array<{ estado: string; cantidad: number }>).find((f) => f.estado === 'ACTIVO')!.cantidad;
    expect(enTablero).toBe(await activas(lectura));
    expect(enTablero).toBe((await activas(db)) + 7);
  });

  it.runIf(conPostgres)('retrasoLectura measures the standby: 0 s for a server not in recovery, so the screens show the footnote', async () => {
    const retraso = await t.gql(staff, '{ retrasoLectura }');
    expect(retraso.errors).toBeUndefined();
    expect(retraso.data.retrasoLectura).toBe(0);
  });

  it.runIf(conPostgres)("a write (a mutation's transaction) goes to the primary, never to the standby", async () => {
    const { db, lectura } = t.database;
    const nombre = `GRUPO LECTURA ${Date.now().toString(36)}`.toUpperCase();
    const alta = await t.gql(staff, 'mutation($g: GrupoAlimenticioInput!) { grupoAdd(grupo: $g) { id nombre } }', { g: { nombre } });
    expect(alta.errors).toBeUndefined();
    expect(await db.select({ id: gruposAlimenticios.id }).from(gruposAlimenticios).where(eq(gruposAlimenticios.nombre, nombre))).toHaveLength(1);
    expect(await lectura.select({ id: gruposAlimenticios.id }).from(gruposAlimenticios).where(eq(gruposAlimenticios.nombre, nombre))).toHaveLength(0);
  });

  it.runIf(conPostgres)('the standby pool has the same session options and closes with the primary', async () => {
    const database = await freshDatabase(false, { lectura: true });
    const { lectura } = database;
    try {
      expect((await lectura.execute<{ jit: string }>(sql`show jit`)).rows[0]?.jit).toBe('off');
      expect((await lectura.execute<{ max_parallel_workers_per_gather: string }>(sql`show max_parallel_workers_per_gather`)).rows[0]?.max_parallel_workers_per_gather).toBe('0');
    } finally {
      await database.close();
    }
    await expect(lectura.execute(sql`select 1`)).rejects.toThrow();
  });
});
