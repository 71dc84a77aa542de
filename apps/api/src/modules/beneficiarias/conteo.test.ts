import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { beneficiariasPorEntidadSchema } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { planillaDetalle, planillas, sucursales } from '../../db/schema/index.js';
import { listarPorEntidad } from './repository.js';

// beneficiarias_conteo (migration 0013) against the plain GROUP BY it replaces, after inserts, state,
// amount, entity and subsidy changes, payroll lines and their annulment, and deletes.
let t: TestApp;
let entidad: number;
let otra: number;
let sucursal: number;
let ids: number[];

const GRUPOS = sql`id_entidad, id_subsidio, estado, ultimo_periodo::text as ultimo_periodo`;

async function igualAlPlano() {
  const { db } = t.database;
  const guardado = (await db.execute(sql`select ${GRUPOS}, n::int as n, monto_bono::numeric(16, 2)::text as monto, pagables::int as pagables from beneficiarias_conteo where n <> 0 order by 1, 2, 3, 4`)).rows;
  const calculado = (
    await db.execute(sql`
      select id_entidad, id_subsidio, estado, coalesce(ultimo_periodo, '-infinity'::date)::text as ultimo_periodo, count(*)::int as n,
        coalesce(sum(monto_bono), 0)::numeric(16, 2)::text as monto, (count(*) filter (where monto_bono > 0))::int as pagables
      from beneficiarias group by 1, 2, 3, 4 order by 1, 2, 3, 4`)
  ).rows;
  expect(guardado).toEqual(calculado);
  // A group that emptied keeps its row, with nothing in it.
  const vacios = (await db.execute<{ malos: number }>(sql`select count(*)::int as malos from beneficiarias_conteo where n = 0 and (monto_bono <> 0 or pagables <> 0)`)).rows;
  expect(vacios[0]!.malos).toBe(0);
  for (const e of [entidad, otra]) {
    const r = await listarPorEntidad(db, beneficiariasPorEntidadSchema.parse({ limit: 5, page: 1 }), e);
    const [p] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from beneficiarias where id_entidad = ${e} and id_subsidio = 1`)).rows;
    expect(r.count).toBe(p!.n);
  }
  const todas = await listarPorEntidad(db, beneficiariasPorEntidadSchema.parse({ limit: 5, page: 1 }), null);
  const [p] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from beneficiarias where id_subsidio = 1`)).rows;
  expect(todas.count).toBe(p!.n);
}

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t)).id;
  otra = (await makeEntidad(t)).id;
  const [s] = await t.database.db.insert(sucursales).values({ id_entidad: entidad, nombre: 'PLANTA' }).returning({ id: sucursales.id });
  sucursal = s!.id;
}, 60_000);
afterAll(() => t.close());

describe('beneficiarias_conteo, kept by the triggers on beneficiarias', () => {
  it('counts inserted beneficiaries, with and without a bonus', async () => {
    ids = await makeBeneficiariasBono(t, entidad, sucursal, ['100.00', '200.50', null, '0.00', '50.25', '75.00', '1.01']);
    await makeBeneficiariasBono(t, otra, sucursal, ['10.00', null]);
    await igualAlPlano();
  });

  it('moves rows between groups on a change of state, amount, entity or subsidy; other changes write nothing', async () => {
    const { db } = t.database;
    await db.execute(sql`update beneficiarias set estado = 'INACTIVO' where id in (${ids[0]!}, ${ids[2]!})`);
    await db.execute(sql`update beneficiarias set monto_bono = null where id = ${ids[1]!}`);
    await db.execute(sql`update beneficiarias set monto_bono = 33.33 where id = ${ids[2]!}`);
    await db.execute(sql`update beneficiarias set id_entidad = ${otra} where id = ${ids[3]!}`);
    await db.execute(sql`update beneficiarias set id_subsidio = 2 where id = ${ids[4]!}`);
    await igualAlPlano();
    const antes = (await db.execute(sql`select * from beneficiarias_conteo order by 1, 2, 3, 4`)).rows;
    await db.execute(sql`update beneficiarias set enviar_sms = '0'`);
    expect((await db.execute(sql`select * from beneficiarias_conteo order by 1, 2, 3, 4`)).rows).toEqual(antes);
  });

  it('follows payroll lines and their annulment (ultimo_periodo is part of the key)', async () => {
    const { db } = t.database;
    const [p] = await db.insert(planillas).values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre: 'P', periodo: '2026-11-01', monto_total: '10.00' }).returning({ id: planillas.id });
    await db.insert(planillaDetalle).values(ids.slice(0, 5).map((id) => ({ id_planilla: p!.id, id_beneficiaria: id, id_subsidio: 1, monto: '10.00', periodo: '2026-11-01' })));
    await igualAlPlano();
    await db.execute(sql`update planilla_detalle set vigente = false where id_planilla = ${p!.id}`);
    await igualAlPlano();
  });

  it('takes deleted beneficiaries away, and is emptied by a truncate', async () => {
    const { db } = t.database;
    await db.execute(sql`delete from planilla_detalle`);
    await db.execute(sql`delete from beneficiarias where id in (${ids[5]!}, ${ids[6]!})`);
    await igualAlPlano();
    await db.execute(sql`truncate beneficiarias cascade`);
    expect((await db.execute<{ n: number }>(sql`select count(*)::int as n from beneficiarias_conteo`)).rows[0]!.n).toBe(0);
    await igualAlPlano();
  });
});
