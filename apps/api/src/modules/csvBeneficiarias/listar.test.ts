import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESTADOS_BENEFICIARIA, ID_SUBSIDIO_BONO, beneficiariasFiltroSchema } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeEntidad } from '../../test/factories.js';
import { beneficiarias, personas, subsidios, sucursales } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import { listar, listarBuscando } from './repository.js';

/**
 * The staff's list filtered by a document number and the titular's screen: a person's rows come from
 * one prepared statement (count and page together) when someone has the number typed whole, and from
 * the search of the numbers that contain it otherwise (`listarBuscando`, the list as it was). Both
 * must answer the same rows and count for every filter, order and page.
 */

let t: TestApp;
let e1: number;
let e2: number;
let subs: number[];

const ORDENES = ['id', 'estado', 'fecha_inicio', 'ben_subsidio_nombre', 'persona_t_nro_documento', 'persona_t_nombre_completo', 'persona_b_nro_documento', 'persona_b_nombre_completo'].flatMap((c) => [c, `-${c}`]);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  e1 = (await makeEntidad(t)).id;
  e2 = (await makeEntidad(t)).id;
  subs = (await db.select({ id: subsidios.id }).from(subsidios)).map((s) => s.id).filter((id) => id !== ID_SUBSIDIO_BONO).slice(0, 3);
  const [s1] = await db.insert(sucursales).values({ nombre: 'PLANTA UNO', id_entidad: e1, tipo: 'SUCURSAL' }).returning({ id: sucursales.id });
  const [s2] = await db.insert(sucursales).values({ nombre: 'PLANTA DOS', id_entidad: e2, tipo: 'SUCURSAL' }).returning({ id: sucursales.id });
  // Two persons share the titular's number (another complemento); a number that holds it; names that tie.
  const gente: Array<[string, string | null, string, string | null]> = [
    ['7300001', null, 'ANA', 'QUISPE'],
    ['7300001', '1A', 'ANA', 'QUISPE'],
    ['17300001', null, 'BETO', 'MAMANI'],
    ['7300002', null, 'CIRO', null],
    ['7300003', null, 'DORA', 'CHOQUE'],
    ['7300101', null, 'EVA', 'LIMA'],
    ['7300102', null, 'EVA', 'LIMA'],
    ['7300103', null, 'FIDEL', 'ROJAS'],
    ['7300104', null, 'GINA', 'ROJAS'],
  ];
  const ps = await db
    .insert(personas)
    .values(gente.map(([nro_documento, complemento, nombres, primer_apellido]) => ({ nro_documento, complemento, nombres, primer_apellido, fecha_nacimiento: '1990-01-05' })))
    .returning({ id: personas.id });
  const id = (doc: string, complemento: string | null = null) => ps[gente.findIndex(([d, c]) => d === doc && c === complemento)]!.id;
  const fila = (titular: number, persona: number, subsidio: number, entidad: number, estado: string, extra: Partial<typeof beneficiarias.$inferInsert> = {}) => ({
    id_persona_titular: titular,
    id_persona: persona,
    id_subsidio: subsidio,
    id_entidad: entidad,
    id_sucursal: entidad === e1 ? s1!.id : s2!.id,
    estado,
    ...extra,
  });
  const [a, b, c] = subs as [number, number, number];
  await db.insert(beneficiarias).values([
    // The titular 7300001: itself, two beneficiaries of the same name, a row in the other entity, its bonus (never listed).
    fila(id('7300001'), id('7300001'), a, e1, 'ACTIVO', { fecha_inicio: '2026-01-01' }),
    fila(id('7300001'), id('7300101'), a, e1, 'CREADO', { id_persona_titular_cobro: id('7300003'), id_sucursal: null }),
    fila(id('7300001'), id('7300102'), b, e1, 'ACTIVO', { fecha_inicio: '2025-06-01' }),
    fila(id('7300001'), id('7300103'), c, e1, 'INACTIVO', { fecha_inicio: '2026-01-01' }),
    fila(id('7300001'), id('7300104'), a, e2, 'ACTIVO'),
    fila(id('7300001'), id('7300001'), ID_SUBSIDIO_BONO, e1, 'ACTIVO'),
    // The same number with complemento 1A.
    fila(id('7300001', '1A'), id('7300001', '1A'), b, e1, 'ACTIVO'),
    fila(id('7300001', '1A'), id('7300104'), b, e1, 'CREADO', { id_persona_titular_cobro: id('7300001', '1A') }),
    // 7300101 is a beneficiary of another titular too; 17300001 holds the number 7300001.
    fila(id('7300003'), id('7300101'), b, e1, 'ACTIVO'),
    fila(id('17300001'), id('17300001'), a, e1, 'ACTIVO'),
    fila(id('17300001'), id('7300102'), a, e2, 'CREADO'),
    // 7300002 has the bonus only.
    fila(id('7300002'), id('7300002'), ID_SUBSIDIO_BONO, e1, 'ACTIVO'),
  ]);
}, 120_000);
afterAll(() => t?.close());

interface Caso {
  doc?: string | null;
  estado?: string | null;
  entidad?: number | null;
  titular?: string | null;
  order?: string;
  page?: number;
  limit?: number;
}
const filtro = (c: Caso) => beneficiariasFiltroSchema.parse({ limit: c.limit ?? 2, page: c.page ?? 1, order: c.order, nro_documento: c.doc ?? null, estado: c.estado ?? null });
const nuevo = (c: Caso, db: Executor = t.database.db) => listar(db, filtro(c), c.entidad ?? null, c.titular ?? null);
const antes = (c: Caso) => listarBuscando(t.database.db, filtro(c), c.entidad ?? null, c.titular ?? null);
const docs = (r: Awaited<ReturnType<typeof nuevo>>) => r.rows.map((f) => `${f.persona_t_nro_documento}${f.persona_t_complemento ?? ''}>${f.persona_b_nro_documento}${f.persona_b_complemento ?? ''}`);

describe('the list filtered by a document number or a titular', () => {
  it('a number typed whole finds the persons with exactly that number (any complemento), as titular or beneficiary', async () => {
    const titular = await nuevo({ doc: '7300001', limit: 20 });
    expect(titular.count).toBe(7);
    expect(docs(titular).sort()).toEqual(['7300001>7300001', '7300001>7300101', '7300001>7300102', '7300001>7300103', '7300001>7300104', '73000011A>73000011A', '73000011A>7300104'].sort());
    const beneficiaria = await nuevo({ doc: '7300101', limit: 20 });
    expect(docs(beneficiaria).sort()).toEqual(['7300001>7300101', '7300003>7300101']);
    // A row's every column: the three persons, the subsidy and the branch (none here).
    const [cobro] = (await nuevo({ doc: '7300101', estado: 'CREADO' })).rows;
    expect(cobro).toMatchObject({ estado: 'CREADO', Sucursale_nombre: null, persona_t_nombre_completo: 'ANA QUISPE', persona_b_nombre_completo: 'EVA LIMA', persona_tc_nro_documento: '7300003', persona_tc_nombre_completo: 'DORA CHOQUE' });
  });

  it('a part of a number finds every number that holds it; a number nobody has finds nothing', async () => {
    const parte = await nuevo({ doc: '300001', limit: 20 });
    expect(docs(parte).sort()).toEqual(['17300001>17300001', '17300001>7300102', '7300001>7300001', '7300001>7300101', '7300001>7300102', '7300001>7300103', '7300001>7300104', '73000011A>73000011A', '73000011A>7300104'].sort());
    expect(await nuevo({ doc: '9999999999' })).toEqual({ count: 0, rows: [] });
  });

  it('a person with the number typed and none of these rows (the bonus only) finds nothing: not the numbers that hold it', async () => {
    expect(await nuevo({ doc: '7300002' })).toEqual({ count: 0, rows: [] });
  });

  it('with state, entity, titular; a later page; a page past the end keeps the count', async () => {
    expect((await nuevo({ doc: '7300001', estado: 'ACTIVO', limit: 20 })).count).toBe(4);
    expect((await nuevo({ doc: '7300001', entidad: e2, limit: 20 })).count).toBe(1);
    expect((await nuevo({ doc: '7300104', titular: '7300001', limit: 20 })).count).toBe(2);
    expect((await nuevo({ titular: '7300001', estado: 'ACTIVO', entidad: e1, limit: 20 })).count).toBe(3);
    const porPaginas = [1, 2, 3, 4].map((page) => nuevo({ doc: '7300001', order: 'persona_b_nombre_completo', page, limit: 2 }));
    const paginas = await Promise.all(porPaginas);
    expect(paginas.map((p) => p.count)).toEqual([7, 7, 7, 7]);
    expect(paginas.map((p) => p.rows.length)).toEqual([2, 2, 2, 1]);
    expect(paginas.flatMap(docs)).toEqual(docs(await nuevo({ doc: '7300001', order: 'persona_b_nombre_completo', limit: 20 })));
    expect(await nuevo({ doc: '7300001', page: 10, limit: 2 })).toEqual({ count: 7, rows: [] });
    expect(await nuevo({ doc: '300001', page: 10, limit: 2 })).toEqual({ count: 9, rows: [] });
  });

  it('answers what the list answered before, for every filter, order and page', async () => {
    const casos: Caso[] = [];
    for (const doc of [null, '7300001', '7300101', '7300104', '7300002', '17300001', '300001', '730010', '9999999999'])
      for (const titular of [null, '7300001', '7300003'])
        for (const estado of [null, 'ACTIVO'])
          for (const entidad of [null, e1])
            for (const order of ['-id', 'persona_b_nombre_completo'])
              for (const page of [1, 2, 5]) if (doc !== null || titular !== null) casos.push({ doc, titular, estado, entidad, order, page });
    for (const order of ORDENES) for (const page of [1, 2, 3]) casos.push({ doc: '7300001', order, page }, { titular: '7300001', entidad: e1, order, page, limit: 3 });
    for (const c of casos) expect({ c, r: await nuevo(c) }).toEqual({ c, r: await antes(c) });
  }, 120_000);

  // The embedded database's driver sends no named statements: the PostgreSQL pass runs this.
  it.runIf(!!process.env.TEST_DATABASE_URL)('a number typed whole is planned once per connection: PostgreSQL keeps the generic plan', async () => {
    await t.database.db.execute(sql`analyze beneficiarias, personas, subsidios, sucursales`);
    const planes = await t.database.db.transaction(async (tx) => {
      const db = tx as unknown as Executor;
      for (const doc of ['7300001', '7300101', '7300103', '7300104', '7300002', '17300001', '7300001', '7300101']) await nuevo({ doc, limit: 10 }, db);
      for (let i = 0; i < 8; i++) await nuevo({ titular: '7300001', entidad: e1, limit: 10 }, db);
      const r = await tx.execute<{ name: string; generic_plans: number; custom_plans: number }>(
        sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'beneficiarias_persona_%' order by name`,
      );
      return r.rows;
    });
    // (The pooled connection may also hold the statements the other tests made.)
    for (const nombre of ['beneficiarias_persona_1000_-id_p10', 'beneficiarias_persona_0110_-id_p10']) {
      const plan = planes.find((p) => p.name === nombre);
      expect(plan?.generic_plans, nombre).toBeGreaterThan(0);
      expect(plan!.custom_plans, nombre).toBeLessThanOrEqual(5);
    }
  });
});

describe('the staff list by state (its state written into its statement)', () => {
  it('each state answers its own rows and count, one after another on the same statements, with and without an entity', async () => {
    const casos: Caso[] = [];
    for (const vuelta of [1, 2])
      for (const estado of [...ESTADOS_BENEFICIARIA, null])
        for (const entidad of [null, e1]) casos.push({ estado, entidad, limit: 20, page: vuelta }, { estado, entidad, limit: 2 });
    for (const c of casos) expect({ c, r: await nuevo(c) }).toEqual({ c, r: await antes(c) });
    expect((await nuevo({ estado: 'INACTIVO', limit: 20 })).rows.map((f) => f.estado)).toEqual(['INACTIVO']);
    expect((await nuevo({ estado: 'ACTIVO', entidad: e1, limit: 20 })).count).toBe(5);
  });

  it('a state outside the list of states never reaches the statement', async () => {
    await expect(listar(t.database.db, { ...filtro({}), estado: "ACTIVO' OR '1'='1" as never }, null)).rejects.toThrow('Valor fuera de su conjunto');
  });

  // The embedded database's driver sends no named statements: the PostgreSQL pass runs this.
  it.runIf(!!process.env.TEST_DATABASE_URL)('each state is planned once per connection, not on every call', async () => {
    await t.database.db.execute(sql`analyze beneficiarias`);
    const planes = await t.database.db.transaction(async (tx) => {
      const db = tx as unknown as Executor;
      for (let i = 0; i < 8; i++) for (const estado of ['INACTIVO', 'ACTIVO']) await nuevo({ estado, limit: 10 }, db);
      const r = await tx.execute<{ name: string; generic_plans: number; custom_plans: number }>(
        sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name in ('beneficiarias_0e4_-id_p10', 'beneficiarias_0e3_-id_p10') order by name`,
      );
      return r.rows;
    });
    expect(planes.map((p) => p.name)).toEqual(['beneficiarias_0e3_-id_p10', 'beneficiarias_0e4_-id_p10']);
    for (const p of planes) expect([p.generic_plans, p.custom_plans], p.name).toEqual([8, 0]);
  });
});
