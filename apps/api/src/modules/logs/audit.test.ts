import { afterAll, beforeAll, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { MENSAJES } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, PASSWORD } from '../../test/factories.js';
import { logs } from '../../db/schema/index.js';
import { writeAudit } from './audit.js';
import { verifyChain } from './verify.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('logins, failed logins, REST changes and logouts are logged with user and ip', async () => {
  const { user, token } = await loginAs(t, 5);
  await t.rest('POST', '/auth', null, { usuario: user.usuario, contrasena: 'Mala.2026' });
  await t.rest('PATCH', '/api/system/cambiar_pass', token, { password: PASSWORD, newPassword: 'Nueva.2026' });
  await t.rest('PUT', '/auth', token, { id: user.id, token: null });
  const rows = await t.database.db.select().from(logs).where(eq(logs.usuario, user.usuario));
  expect(rows.map((r) => r.tipo)).toEqual(expect.arrayContaining(['LOGIN', 'LOGIN_FALLIDO', 'REST', 'LOGOUT']));
  expect(rows.find((r) => r.tipo === 'REST')!.mensaje).toBe('PATCH /api/system/cambiar_pass');
  expect(rows.every((r) => r.ip === '127.0.0.1')).toBe(true);
  // The password never reaches the log.
  expect(JSON.stringify(rows)).not.toContain('Nueva.2026');
});

it("a line keeps its Spanish text and its key and values, which the chain covers as it covers the text", async () => {
  const { user } = await loginAs(t, 5);
  await t.rest('POST', '/auth', null, { usuario: user.usuario, contrasena: 'Mala.2026' });
  const [fallido] = await t.database.db.select().from(logs).where(eq(logs.usuario, user.usuario)).orderBy(desc(logs.id)).limit(1);
  expect(fallido).toMatchObject({ tipo: 'LOGIN_FALLIDO', mensaje: 'Contraseña incorrecta', clave: 'auditoriaContrasenaIncorrecta', parametros: {} });

  // Values in an order jsonb does not keep (it sorts keys by length): the hash still matches when read back.
  await writeAudit(t.database.db, { nivel: 'ADVERTENCIA', tipo: 'PRUEBA_CLAVE', mensaje: { clave: 'auditoriaBloqueo', parametros: { minutos: 10, motivo: MENSAJES.auditoriaContrasenaIncorrecta } }, fecha: t.clock() });
  const [linea] = await t.database.db.select().from(logs).where(eq(logs.tipo, 'PRUEBA_CLAVE'));
  expect(linea!.mensaje).toBe('Contraseña incorrecta; usuario bloqueado desde esta dirección por 10 minutos');
  expect((await verifyChain(t.database.db)).intacta).toBe(true);
  await t.database.db.update(logs).set({ parametros: { ...linea!.parametros, minutos: 1 } }).where(eq(logs.id, linea!.id));
  expect(await verifyChain(t.database.db)).toMatchObject({ intacta: false, primer_error_id: linea!.id });
  await t.database.db.update(logs).set({ parametros: linea!.parametros }).where(eq(logs.id, linea!.id));
  expect((await verifyChain(t.database.db)).intacta).toBe(true);
});

it('concurrent writers keep one unbroken chain', async () => {
  await Promise.all(Array.from({ length: 25 }, (_, i) => writeAudit(t.database.db, { nivel: 'INFO', tipo: 'PRUEBA', mensaje: `evento ${i}`, fecha: t.clock() })));
  const report = await verifyChain(t.database.db, 7);
  expect(report).toMatchObject({ intacta: true, primer_error_id: null });
  expect(report.total).toBeGreaterThanOrEqual(25);
});

it('an altered or deleted row is found', async () => {
  const [victim] = await t.database.db.select().from(logs).where(eq(logs.tipo, 'PRUEBA')).limit(1).offset(10);
  await t.database.db.update(logs).set({ mensaje: 'alterado' }).where(eq(logs.id, victim!.id));
  expect(await verifyChain(t.database.db)).toMatchObject({ intacta: false, primer_error_id: victim!.id });
  await t.database.db.update(logs).set({ mensaje: victim!.mensaje }).where(eq(logs.id, victim!.id));
  expect((await verifyChain(t.database.db)).intacta).toBe(true);
  await t.database.db.execute(sql`delete from logs where id = ${victim!.id}`);
  const report = await verifyChain(t.database.db);
  expect(report.intacta).toBe(false);
  expect(report.primer_error_id).toBeGreaterThan(victim!.id);
});
