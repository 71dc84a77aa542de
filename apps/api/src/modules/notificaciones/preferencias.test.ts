import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS_NOTIFICACION, tiposNotificacionDeRol } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs } from '../../test/factories.js';
import { withCorreo } from '../../test/correo.js';
import { filasDe, rondaCorreos } from '../../test/notificaciones.js';
import { avisos } from './correos.js';
import { avisar } from './service.js';

/**
 * Mail preferences (issue 35 §3, decision 065): every signed-in user reads and turns off or on each
 * kind of their role for themselves only; a kind turned off is neither enqueued nor sent to that
 * user, the others still get it; a kind goes only to the roles that act on it; nobody signed in
 * reads or changes anything.
 */
let t: TestApp;
let correo: Awaited<ReturnType<typeof withCorreo>>;
let ana: Awaited<ReturnType<typeof loginAs>>;
let beto: Awaited<ReturnType<typeof loginAs>>;

const MIAS = `{ misNotificaciones { tipo activa } }`;
const SET = `mutation ($tipo: String!, $activa: Boolean!) { notificacionPreferenciaSet(tipo: $tipo, activa: $activa) { tipo activa } }`;

beforeAll(async () => {
  t = await createTestApp();
  correo = await withCorreo(t);
  ana = await loginAs(t, 5);
  beto = await loginAs(t, 5, { id_entidad: ana.user.id_entidad! });
});
afterAll(async () => {
  await correo.close();
  await t.close();
});

describe('misNotificaciones and notificacionPreferenciaSet', () => {
  it('every kind of the role starts on; turning one off and on again is the caller’s own, and said back', async () => {
    const r = await t.gql(ana.token, MIAS);
    expect(r.errors).toBeUndefined();
    expect(r.data.misNotificaciones).toEqual(['CPT_EMITIDO', 'CPT_POR_VENCER', 'CPT_VENCIDO', 'PLANILLA_PAGADA', 'C31_APROBADO', 'C31_RECHAZADO'].map((tipo) => ({ tipo, activa: true })));
    const off = await t.gql(ana.token, SET, { tipo: 'PLANILLA_PAGADA', activa: false });
    expect(off.data.notificacionPreferenciaSet).toEqual({ tipo: 'PLANILLA_PAGADA', activa: false });
    // Twice is the same.
    expect((await t.gql(ana.token, SET, { tipo: 'PLANILLA_PAGADA', activa: false })).errors).toBeUndefined();
    expect((await t.gql(ana.token, MIAS)).data.misNotificaciones).toContainEqual({ tipo: 'PLANILLA_PAGADA', activa: false });
    // Beto's are untouched.
    expect((await t.gql(beto.token, MIAS)).data.misNotificaciones.every((p: { activa: boolean }) => p.activa)).toBe(true);
    await t.gql(ana.token, SET, { tipo: 'PLANILLA_PAGADA', activa: true });
    expect((await t.gql(ana.token, MIAS)).data.misNotificaciones.every((p: { activa: boolean }) => p.activa)).toBe(true);
  });

  it('an unknown kind is refused in Spanish; nobody signed in reads or changes anything', async () => {
    const mal = await t.gql(ana.token, SET, { tipo: 'TODO', activa: false });
    expect(mal.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect(mal.errors?.[0]?.message).toContain('El valor es inválido');
    expect((await t.gql(null, MIAS)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.gql(null, SET, { tipo: 'CPT_EMITIDO', activa: false })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('opt-out: a kind turned off is not mailed to that user; the other users and the other kinds still are', async () => {
    expect((await t.gql(ana.token, SET, { tipo: 'CPT_VENCIDO', activa: false })).errors).toBeUndefined();
    const vencido = avisos.cptVencido({ id: 77, codigo: 'OPT77', monto: '10.00' });
    const emitido = avisos.cptEmitido({ id: 77, codigo: 'OPT77', monto: '10.00', vence: t.clock() });
    await t.database.db.transaction(async (tx) => {
      await avisar(tx, ana.user.id_entidad!, emitido, t.clock());
      await avisar(tx, ana.user.id_entidad!, vencido, t.clock());
    });
    expect((await filasDe(t, vencido.clave)).map((f) => f.id_usuario)).toEqual([beto.user.id]);
    await rondaCorreos(t);
    expect(correo.mensajes(ana.user.email!).map((m) => m.asunto)).toEqual(['ProBolivia: código de pago OPT77 emitido']);
    expect(correo.mensajes(beto.user.email!).map((m) => m.asunto).sort()).toEqual(['ProBolivia: código de pago OPT77 emitido', 'ProBolivia: el código de pago OPT77 venció']);
  });

  it('each role sees the kinds it is told of: employers their codes, providers their payments, staff none; another role’s kind is refused', async () => {
    const proveedor = await loginAs(t, 4);
    expect((await t.gql(proveedor.token, MIAS)).data.misNotificaciones.map((p: { tipo: string }) => p.tipo)).toEqual(['PAGO_ENVIADO', 'PAGO_PAGADO', 'PAGO_OBSERVADO']);
    const staff = await loginAs(t, 2);
    expect((await t.gql(staff.token, MIAS)).data.misNotificaciones).toEqual([]);
    const ajeno = await t.gql(staff.token, SET, { tipo: 'PAGO_OBSERVADO', activa: false });
    expect(ajeno.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await t.gql(ana.token, SET, { tipo: 'PAGO_PAGADO', activa: false })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
    // Every kind is some role's.
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap(tiposNotificacionDeRol))).toEqual(new Set(TIPOS_NOTIFICACION));
  });

  it('a kind is mailed only to the entity’s users whose role acts on it: a provider’s cashier is not told of its payments', async () => {
    const dueno = await loginAs(t, 4);
    const cajero = await loginAs(t, 8, { id_entidad: dueno.user.id_entidad! });
    const pago = avisos.pagoEnviado({ id: 79, monto: '25.00', desde: '01/11/2026', hasta: '15/11/2026' });
    await t.database.db.transaction((tx) => avisar(tx, dueno.user.id_entidad!, pago, t.clock()));
    expect((await filasDe(t, pago.clave)).map((f) => f.id_usuario)).toEqual([dueno.user.id]);
    expect(cajero.user.id).not.toBe(dueno.user.id);
  });

  it('a user with mails and opt-outs can still be deleted: their rows go with them', async () => {
    const carla = await loginAs(t, 5, { id_entidad: ana.user.id_entidad! });
    expect((await t.gql(carla.token, SET, { tipo: 'C31_APROBADO', activa: false })).errors).toBeUndefined();
    const a = avisos.cptEmitido({ id: 78, codigo: 'DEL78', monto: '10.00', vence: t.clock() });
    await t.database.db.transaction((tx) => avisar(tx, ana.user.id_entidad!, a, t.clock()));
    expect((await filasDe(t, a.clave)).map((f) => f.id_usuario)).toContain(carla.user.id);
    const admin = await loginAs(t, 1);
    const res = await t.gql(admin.token, `mutation ($id: ID!) { usuarioDelete(id: $id) { deleted } }`, { id: carla.user.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.usuarioDelete).toEqual({ deleted: true });
    expect((await filasDe(t, a.clave)).map((f) => f.id_usuario)).not.toContain(carla.user.id);
  });
});
