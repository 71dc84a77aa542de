import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { beneficiariasNoEnPlanillasFiltroSchema } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { planillaDetalle, planillas, sucursales } from '../../db/schema/index.js';
import { listarPendientes } from './repository.js';
import { crearPlanillasDe } from '../planillas/service.js';
import { huellaDeDatos } from '../../test/huella.js';

// beneficiarias.ultimo_periodo (migration 0013) and planillas.nro_lineas (0030) against the plain queries
// they replace, after every kind of write to planilla_detalle; and the pending list it serves against the plain anti-join.
let t: TestApp;
let entidad: number;
let sucursal: number;
let ids: number[];

const plano = async () =>
  (await t.database.db.execute<{ id: number; guardado: string | null; calculado: string | null }>(sql`
    select b.id, b.ultimo_periodo::text as guardado,
      (select max(pd.periodo) from planilla_detalle pd where pd.id_beneficiaria = b.id and pd.vigente)::text as calculado
    from beneficiarias b order by b.id`)).rows;

/** planillas.nro_lineas (migration 0030, the same triggers) against its lines counted. */
const lineasContadas = async () =>
  (await t.database.db.execute<{ id: number; guardado: number; calculado: number }>(sql`
    select p.id, p.nro_lineas as guardado, (select count(*)::int from planilla_detalle pd where pd.id_planilla = p.id) as calculado from planillas p order by p.id`)).rows;

async function igualAlPlano() {
  for (const p of await lineasContadas()) expect({ id: p.id, lineas: p.guardado }).toEqual({ id: p.id, lineas: p.calculado });
  const filas = await plano();
  expect(filas.length).toBeGreaterThan(0);
  for (const f of filas) expect({ id: f.id, periodo: f.guardado }).toEqual({ id: f.id, periodo: f.calculado });
  return new Map(filas.map((f) => [Number(f.id), f.guardado]));
}

async function planilla(periodo: string, beneficiarias: number[], vigente = true) {
  const { db } = t.database;
  const [p] = await db.insert(planillas).values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre: `P ${periodo}`, periodo, monto_total: '10.00' }).returning({ id: planillas.id });
  await db.insert(planillaDetalle).values(beneficiarias.map((id) => ({ id_planilla: p!.id, id_beneficiaria: id, id_subsidio: 1, monto: '10.00', periodo, vigente })));
  return p!.id;
}

/** The pending list's count and sum, and the same by the plain anti-join. */
async function pendientesYPlano(periodo: string, estado: string | null = null) {
  const f = beneficiariasNoEnPlanillasFiltroSchema.parse({ limit: 100, page: 1, ...(estado ? { s_beneficiaria_estado: estado } : {}) });
  const r = await listarPendientes(t.database.db, f, entidad, periodo);
  const [p] = (await t.database.db.execute<{ n: string; monto: string; pagables: string; ids: number[] | null }>(sql`
    select count(*)::text as n, round(coalesce(sum(b.monto_bono), 0), 2)::text as monto, count(*) filter (where b.monto_bono > 0)::text as pagables, array_agg(b.id order by b.id) as ids
    from beneficiarias b
    where b.id_entidad = ${entidad} and b.id_subsidio = 1 ${estado ? sql`and b.estado = ${estado}` : sql``}
      and not exists (select 1 from planilla_detalle pd where pd.id_beneficiaria = b.id and pd.periodo = ${periodo}::date and pd.vigente)`)).rows;
  expect({ count: r.count, monto_total: r.monto_total, pagables: r.pagables, ids: r.rows.map((x) => x.id) }).toEqual({ count: Number(p!.n), monto_total: p!.monto, pagables: Number(p!.pagables), ids: (p!.ids ?? []).map(Number) });
  return r.count;
}

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t)).id;
  const [s] = await t.database.db.insert(sucursales).values({ id_entidad: entidad, nombre: 'PLANTA' }).returning({ id: sucursales.id });
  sucursal = s!.id;
  ids = await makeBeneficiariasBono(t, entidad, sucursal, ['100.00', '200.50', null, '0.00', '50.25', '75.00']);
}, 60_000);
afterAll(() => t.close());

describe('beneficiarias.ultimo_periodo, kept by the triggers on planilla_detalle', () => {
  it('is null before any payroll, and the latest vigente period after lines are inserted', async () => {
    expect([...(await igualAlPlano()).values()].every((p) => p === null)).toBe(true);
    await planilla('2026-10-01', ids.slice(0, 4));
    await planilla('2026-09-01', ids.slice(0, 2));
    // A line inserted already not vigente (an ANULADO payroll's) does not count.
    await planilla('2026-12-01', [ids[5]!], false);
    const m = await igualAlPlano();
    expect(m.get(ids[0]!)).toBe('2026-10-01');
    expect(m.get(ids[5]!)).toBeNull();
    expect(await pendientesYPlano('2026-10-01')).toBe(2);
    expect(await pendientesYPlano('2026-09-01')).toBe(4);
  });

  it('goes back to the previous period when a payroll is annulled, and forward when a later one is made', async () => {
    const noviembre = await planilla('2026-11-01', ids.slice(0, 3));
    expect((await igualAlPlano()).get(ids[0]!)).toBe('2026-11-01');
    await pendientesYPlano('2026-10-01');
    await t.database.db.update(planillaDetalle).set({ vigente: false }).where(sql`${planillaDetalle.id_planilla} = ${noviembre}`);
    const m = await igualAlPlano();
    expect(m.get(ids[0]!)).toBe('2026-10-01');
    expect(await pendientesYPlano('2026-11-01')).toBe(6);
  });

  it('answers "not in the month" when a later month already has a payroll (ultimo_periodo after the month)', async () => {
    await planilla('2027-01-01', [ids[0]!, ids[3]!, ids[4]!]);
    const m = await igualAlPlano();
    expect(m.get(ids[4]!)).toBe('2027-01-01');
    // ids[0] and ids[3] are in October's payroll and January's; ids[4] only in January's.
    await pendientesYPlano('2026-10-01');
    await pendientesYPlano('2026-10-01', 'ACTIVO');
    await pendientesYPlano('2026-12-01');
  });

  it('follows updates of a line’s period or beneficiary, and deletes', async () => {
    const { db } = t.database;
    await db.execute(sql`update planilla_detalle set periodo = '2027-02-01' where id_beneficiaria = ${ids[4]!} and periodo = '2027-01-01'`);
    expect((await igualAlPlano()).get(ids[4]!)).toBe('2027-02-01');
    await db.execute(sql`update planilla_detalle set id_beneficiaria = ${ids[5]!} where id_beneficiaria = ${ids[4]!} and periodo = '2027-02-01'`);
    let m = await igualAlPlano();
    expect(m.get(ids[4]!)).toBeNull();
    expect(m.get(ids[5]!)).toBe('2027-02-01');
    // A line moved to another payroll moves its count (lineasContadas, in igualAlPlano).
    const [otra] = (await db.execute<{ id: number }>(sql`select id from planillas order by id limit 1`)).rows;
    await db.execute(sql`update planilla_detalle set id_planilla = ${otra!.id} where id = (select max(id) from planilla_detalle where id_planilla <> ${otra!.id})`);
    await igualAlPlano();
    await db.execute(sql`delete from planilla_detalle where id_beneficiaria in (${ids[0]!}, ${ids[5]!}) and periodo >= '2026-10-01'`);
    m = await igualAlPlano();
    expect(m.get(ids[0]!)).toBe('2026-09-01');
    expect(m.get(ids[5]!)).toBeNull();
    await pendientesYPlano('2026-10-01');
    await pendientesYPlano('2027-01-01');
  });

  it('a state or amount change of a beneficiary leaves it alone; the pending list still matches', async () => {
    await t.database.db.execute(sql`update beneficiarias set estado = 'INACTIVO', monto_bono = 12.34 where id = ${ids[1]!}`);
    await igualAlPlano();
    await pendientesYPlano('2026-11-01');
    await pendientesYPlano('2026-11-01', 'INACTIVO');
  });

  // Two connections are needed: PostgreSQL only (PGlite has one).
  it.skipIf(!process.env.TEST_DATABASE_URL)('two transactions over one beneficiary: the one that waited recomputes from both', async () => {
    const { db } = t.database;
    const [x] = await makeBeneficiariasBono(t, entidad, sucursal, ['10.00']);
    await planilla('2026-09-01', [x!]);
    const octubre = await planilla('2026-10-01', [x!]);
    let soltar!: () => void;
    const suelta = new Promise<void>((r) => (soltar = r));
    let insertada!: () => void;
    const lista = new Promise<void>((r) => (insertada = r));
    // T1 puts x in November's payroll (its trigger locks x) and stays open; T2 annuls October's meanwhile.
    const t1 = db.transaction(async (tx) => {
      const [p] = await tx.insert(planillas).values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre: 'P nov', periodo: '2026-11-01', monto_total: '10.00' }).returning({ id: planillas.id });
      await tx.insert(planillaDetalle).values({ id_planilla: p!.id, id_beneficiaria: x!, id_subsidio: 1, monto: '10.00', periodo: '2026-11-01' });
      insertada();
      await suelta;
    });
    await lista;
    const t2 = db.transaction(async (tx) => {
      await tx.execute(sql`update planilla_detalle set vigente = false where id_planilla = ${octubre}`);
    });
    await new Promise((r) => setTimeout(r, 300));
    soltar();
    await Promise.all([t1, t2]);
    // T2 read its lines only once it held x, after T1's commit: November, not September.
    expect((await igualAlPlano()).get(x!)).toBe('2026-11-01');
  });

  it('is never raised without its line: crearPlanillasDe with exigirTodas refuses a beneficiary it would leave out, writing nothing (decision 055)', async () => {
    const antes = await huellaDeDatos(t);
    // ids[3]'s bonus is 0.00: no line for it.
    const crear = crearPlanillasDe(t.database.db, { entidad, idsBeneficiaria: [ids[4]!, ids[3]!], nombre: 'X', sucursalPago: 'porSucursal', quien: 1, cuando: t.clock(), exigirTodas: true });
    await expect(crear).rejects.toThrow('1 líneas para 2 beneficiarias');
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('is emptied when planilla_detalle is truncated', async () => {
    await t.database.db.execute(sql`truncate planilla_detalle cascade`);
    const m = await igualAlPlano();
    expect([...m.values()].every((p) => p === null)).toBe(true);
    expect(await pendientesYPlano('2026-10-01')).toBe(ids.length + (process.env.TEST_DATABASE_URL ? 1 : 0));
  });
});
