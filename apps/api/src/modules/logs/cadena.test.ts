import { afterAll, beforeAll, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { logs } from '../../db/schema/index.js';
import { writeAudit } from './audit.js';
import { verificarCadena } from './cadena.js';
import { verifyChain } from './verify.js';

/** The logs screen's chain check goes on from where the last one ended; the CLI walks it all. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const escribir = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => writeAudit(t.database.db, { nivel: 'INFO', tipo: 'PRUEBA', mensaje: `evento ${i}`, fecha: t.clock() })));
const verificar = () => verificarCadena(t.database.db, t.clock());
const total = async () => (await t.database.db.select({ n: count() }).from(logs))[0]!.n;

it('each check reads only the rows written since the last one', async () => {
  await escribir(30);
  const primera = await verificar();
  expect(primera).toMatchObject({ intacta: true, total: await total(), primer_error_id: null });
  expect(primera.revisadas).toBe(await total());
  expect(await verificar()).toMatchObject({ intacta: true, total: await total(), revisadas: 0 });
  await escribir(5);
  expect(await verificar()).toMatchObject({ intacta: true, total: await total(), revisadas: 5 });
});

it('a changed row after the last check, or the row it ended on, breaks the chain there', async () => {
  await verificar();
  const [ultima] = await t.database.db.select().from(logs).orderBy(sql`id desc`).limit(1);
  await t.database.db.update(logs).set({ mensaje: 'alterado' }).where(eq(logs.id, ultima!.id));
  expect(await verificar()).toMatchObject({ intacta: false, primer_error_id: ultima!.id });
  await t.database.db.update(logs).set({ mensaje: ultima!.mensaje }).where(eq(logs.id, ultima!.id));
  expect((await verificar()).intacta).toBe(true);

  await escribir(3);
  const [nueva] = await t.database.db.select().from(logs).orderBy(sql`id desc`).limit(1);
  await t.database.db.execute(sql`delete from logs where id = ${nueva!.id - 1}`);
  expect(await verificar()).toMatchObject({ intacta: false, primer_error_id: nueva!.id });
});

it('a row changed before the last check is found by the full walk (npm run audit:verify)', async () => {
  const [vieja] = await t.database.db.select().from(logs).orderBy(logs.id).limit(1).offset(3);
  await t.database.db.update(logs).set({ mensaje: 'alterado antes' }).where(eq(logs.id, vieja!.id));
  expect(await verifyChain(t.database.db)).toMatchObject({ intacta: false, primer_error_id: vieja!.id });
});
