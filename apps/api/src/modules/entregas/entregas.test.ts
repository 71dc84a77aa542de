import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { alimentos, beneficiarias, codigosVerificacion, cuentas, entregas, movimientos, paqueteAlimentos, paquetes, personas, planillaDetalle, planillas, subsidios, sucursales, tarjetas } from '../../db/schema/index.js';
import { abonarPlanillas } from '../cuentas/service.js';
import { marcarPagadas } from '../planillas/service.js';
import { crearCodigo, cupoCodigos } from '../codigos/service.js';
import { regionales } from '../paquetes/repository.js';

/**
 * The delivery calendar and the counter's deliveries (decision 026): a paid subsidy line enables one
 * calendar; a delivery charges it once, whatever races happen; the ledger's invariants hold.
 */
let t: TestApp;
let operador: string;
let usuario: number;
let entidad: number;
let sucursal: number;
let prenatal: number;
let lactancia: number;
let laPaz: { id: number; nombre: string };
let oruro: { id: number; nombre: string };

let doc = 9_700_000;
async function beneficiaria(idSubsidio = prenatal, estado = 'ACTIVO') {
  const { db } = t.database;
  const [p] = await db.insert(personas).values({ nro_documento: String(++doc), nombres: 'ENTREGA', primer_apellido: 'MAMANI', fecha_nacimiento: '1991-03-04', movil: `7${doc}` }).returning({ id: personas.id });
  const [b] = await db
    .insert(beneficiarias)
    .values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: idSubsidio, id_entidad: entidad, id_sucursal: sucursal, estado, nro_asignacion_inicio: 1, nro_asignacion_fin: 4 })
    .returning({ id: beneficiarias.id });
  return { id: b!.id, persona: p!.id, documento: String(doc) };
}

let periodo = 0;
/** A payroll of these lines [beneficiary, subsidy, assignment, amount], ENVIADO, then paid the real way. */
async function pagada(lineas: Array<[number, number, number | null, string]>) {
  const { db } = t.database;
  const total = lineas.reduce((s, l) => s + Math.round(Number(l[3]) * 100), 0);
  const mes = `20${String(30 + Math.floor(periodo / 12))}-${String((periodo++ % 12) + 1).padStart(2, '0')}-01`;
  const [p] = await db
    .insert(planillas)
    .values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre: `PLANILLA ${periodo}`, periodo: mes, monto_total: (total / 100).toFixed(2), estado: 'ENVIADO' })
    .returning({ id: planillas.id });
  await db.insert(planillaDetalle).values(lineas.map(([b, s, n, monto]) => ({ id_planilla: p!.id, id_beneficiaria: b, id_subsidio: s, nro_asignacion: n, monto, periodo: mes })));
  await db.transaction((tx) => marcarPagadas(tx, [p!.id], usuario, t.clock()));
  return p!.id;
}

const calendarios = (id: number) => t.database.db.select().from(entregas).where(eq(entregas.id_beneficiaria, id)).orderBy(entregas.nro_asignacion);
const saldo = async (id: number) => (await t.database.db.select({ saldo: cuentas.saldo }).from(cuentas).where(eq(cuentas.id_beneficiaria, id)))[0]?.saldo ?? null;

async function tarjeta(idBeneficiaria: number, uuid: string) {
  await t.database.db.insert(tarjetas).values({ uuid, lote: 'L-ENTREGA', estado: 'ASIGNADO', id_beneficiaria: idBeneficiaria, fecha_asignacion: t.clock() });
}

const BUSCAR = `query ($d: String!) { buscarbeneficiariaEntrega(persona_nro_documento: $d) {
  id id_persona estado nro_tarjeta persona_b_id persona_b_nombre_completo persona_b_nro_documento persona_tc_id
  nro_calendarios nro_calendarios_entregados nro_calendarios_deuda nro_calendarios_deuda_entregados ben_subsidio_id ben_subsidio_nombre saldo entregable } }`;
const ENTREGAR = `mutation ($b: ID!, $s: ID!, $m: String!, $u: String, $c: String) {
  entregarPaquete(idBeneficiaria: $b, idSucursal: $s, medio: $m, uuidTarjeta: $u, codigo: $c) {
    code message entrega { id nro_asignacion monto fecha_entrega paquete { id alimentos { nombre unidad cantidad } } } } }`;

async function entregar(b: number, v: { s?: number; m?: string; u?: string; c?: string } = {}, token = operador) {
  const res = await t.gql(token, ENTREGAR, { b: String(b), s: String(v.s ?? laPaz.id), m: v.m ?? 'TARJETA', u: v.u, c: v.c });
  expect(res.errors).toBeUndefined();
  return res.data.entregarPaquete as { code: number; message: string; entrega: null | { id: number; nro_asignacion: number; monto: string; paquete: { id: number; alimentos: Array<{ nombre: string; cantidad: string }> } } };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  entidad = (await makeEntidad(t)).id;
  const sesion = await loginAs(t, 3);
  operador = sesion.token;
  usuario = sesion.user.id;
  sucursal = (await db.insert(sucursales).values({ nombre: 'CASA MATRIZ', id_entidad: entidad, tipo: 'SUCURSAL' }).returning({ id: sucursales.id }))[0]!.id;
  const subs = await db.select({ id: subsidios.id, nombre: subsidios.nombre }).from(subsidios);
  prenatal = subs.find((s) => s.nombre === 'SUBSIDIO PRENATAL')!.id;
  lactancia = subs.find((s) => s.nombre === 'SUBSIDIO DE LACTANCIA')!.id;
  const regs = await regionales(db);
  laPaz = regs.find((r) => r.nombre.includes('LA PAZ')) ?? regs[0]!;
  oruro = regs.find((r) => r.id !== laPaz.id)!;
  const [alimento] = await db.insert(alimentos).values({ nombre: 'LECHE EN POLVO DE PRUEBA', unidad: 'BOLSA', id_grupo_alimenticio: 1 }).returning({ id: alimentos.id });
  const [paquete] = await db.insert(paquetes).values({ id_subsidio: prenatal, id_sucursal: laPaz.id, estado: 'ACTIVO' }).returning({ id: paquetes.id });
  await db.insert(paqueteAlimentos).values({ id_paquete: paquete!.id, id_alimento: alimento!.id, cantidad: '2.50', orden: 1 });
}, 60_000);
afterEach(async () => {
  t.clock.set(new Date('2026-11-22T12:00:00Z'));
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

describe('the calendar enabled by a paid payroll', () => {
  it('one calendar per paid subsidy line (not the bonus), deliverable from the payment day for vigencia_dias; a repeated credit enables none', async () => {
    const [a, b] = [await beneficiaria(), await beneficiaria(lactancia)];
    const [bono] = await t.database.db
      .insert(beneficiarias)
      .values({ id_persona: a.persona, id_persona_titular: a.persona, id_subsidio: 1, id_entidad: entidad, id_sucursal: sucursal, monto_bono: '10.00', estado: 'ACTIVO' })
      .returning({ id: beneficiarias.id });
    const id = await pagada([
      [a.id, prenatal, 1, '500.00'],
      [b.id, lactancia, 3, '166.67'],
      [bono!.id, 1, null, '10.00'],
    ]);
    const [ca, cb, cbono] = [await calendarios(a.id), await calendarios(b.id), await calendarios(bono!.id)];
    expect(ca).toMatchObject([{ nro_asignacion: 1, monto: '500.00', habilitada_desde: '2026-11-22', fecha_limite: '2027-01-21', estado: 'HABILITADO', id_subsidio: prenatal }]);
    expect(cb).toMatchObject([{ nro_asignacion: 3, monto: '166.67', estado: 'HABILITADO' }]);
    expect(cbono).toEqual([]);
    const [linea] = await t.database.db.select({ id: planillaDetalle.id }).from(planillaDetalle).where(and(eq(planillaDetalle.id_planilla, id), eq(planillaDetalle.id_beneficiaria, a.id)));
    expect(ca[0]!.origen).toBe(`planilla_detalle:${linea!.id}`);
    expect(await t.database.db.transaction((tx) => abonarPlanillas(tx, [id], usuario, t.clock()))).toBe(0);
    expect(await calendarios(a.id)).toHaveLength(1);
    expect(await calendarios(b.id)).toHaveLength(1);
  });

  it('the payment day is Bolivia’s: 02:00 UTC on the 23rd is still the 22nd', async () => {
    const a = await beneficiaria();
    t.clock.set(new Date('2026-11-23T02:00:00Z'));
    await pagada([[a.id, prenatal, 1, '500.00']]);
    expect((await calendarios(a.id))[0]!.habilitada_desde).toBe('2026-11-22');
  });
});

describe('buscarbeneficiariaEntrega', () => {
  it('answers each subsidy row of the person, newest first, with the counts of her calendar (debts by the clock)', async () => {
    const a = await beneficiaria();
    await tarjeta(a.id, 'AA11BB22');
    await pagada([[a.id, prenatal, 1, '500.00']]);
    await pagada([[a.id, prenatal, 2, '500.00']]);
    await pagada([[a.id, prenatal, 3, '500.00']]);
    // A universal-style calendar enabled in the future (helper H3's): not yet counted.
    await t.database.db.insert(entregas).values({ id_beneficiaria: a.id, id_subsidio: prenatal, nro_asignacion: 4, origen: `inscripcion:${a.id}:4`, monto: '1.00', habilitada_desde: '2027-06-01', fecha_limite: '2027-07-31' });
    let [r] = (await t.gql(operador, BUSCAR, { d: a.documento })).data.buscarbeneficiariaEntrega;
    expect(r).toMatchObject({ id: a.id, id_persona: a.persona, estado: 'ACTIVO', nro_tarjeta: 'AA11BB22', persona_b_id: a.persona, persona_b_nombre_completo: 'ENTREGA MAMANI', persona_tc_id: a.persona, nro_calendarios: 3, nro_calendarios_entregados: 0, nro_calendarios_deuda: 0, nro_calendarios_deuda_entregados: 0, ben_subsidio_id: prenatal, ben_subsidio_nombre: 'SUBSIDIO PRENATAL', saldo: '1500.00', entregable: true });

    expect((await entregar(a.id, { u: 'aa11bb22' })).code).toBe(1);
    // Past the limit (2027-01-21): the two left are owed; one delivered late counts as a debt delivered.
    t.clock.set(new Date('2027-01-25T15:00:00Z'));
    const tarde = (await loginAs(t, 3)).token;
    [r] = (await t.gql(tarde, BUSCAR, { d: a.documento })).data.buscarbeneficiariaEntrega;
    expect(r).toMatchObject({ nro_calendarios: 3, nro_calendarios_entregados: 1, nro_calendarios_deuda: 2, nro_calendarios_deuda_entregados: 0, saldo: '1000.00' });
    expect((await entregar(a.id, { u: 'AA11BB22' }, tarde)).code).toBe(1);
    [r] = (await t.gql(tarde, BUSCAR, { d: a.documento })).data.buscarbeneficiariaEntrega;
    expect(r).toMatchObject({ nro_calendarios_entregados: 2, nro_calendarios_deuda: 1, nro_calendarios_deuda_entregados: 1, saldo: '500.00', entregable: true });
  });

  it('answers a blocked worker’s bonus (nothing to deliver), nothing for an unknown document, and refuses an empty one', async () => {
    const a = await beneficiaria(1, 'BLOQUEADO_INTENTOS');
    expect((await t.gql(operador, BUSCAR, { d: a.documento })).data.buscarbeneficiariaEntrega).toEqual([
      expect.objectContaining({ id: a.id, estado: 'BLOQUEADO_INTENTOS', ben_subsidio_id: 1, nro_calendarios: 0, entregable: false }),
    ]);
    expect((await t.gql(operador, BUSCAR, { d: '99999999999' })).data.buscarbeneficiariaEntrega).toEqual([]);
    const vacio = await t.gql(operador, BUSCAR, { d: '  ' });
    expect(vacio.errors?.[0]?.message).toContain(TEXTOS.busquedaRequiereDocumento);
  });
});

describe('entregarPaquete', () => {
  it('counts wrong cards as a sale does (issue 32): a right one starts again, the third wrong in a row blocks her', async () => {
    const a = await beneficiaria();
    await tarjeta(a.id, 'CAFE1001');
    await pagada([[a.id, prenatal, 1, '400.00']]);
    expect((await entregar(a.id, { u: 'CAFE1002' })).message).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }));
    expect((await entregar(a.id, { u: 'CAFE1002' })).message).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 1 }));
    expect((await entregar(a.id, { u: 'CAFE1002' })).message).toBe(TEXTOS.ventaBloqueadaTarjetas);
    const [fila] = await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id, a.id));
    expect(fila!.estado).toBe('BLOQUEADO_INTENTOS');
    expect(await entregar(a.id, { u: 'CAFE1001' })).toMatchObject({ code: -1, message: TEXTOS.entregaBeneficiariaNoActiva({ estado: 'BLOQUEADO_INTENTOS' }) });
  });

  it('a right card clears the count of wrong ones', async () => {
    const a = await beneficiaria();
    await tarjeta(a.id, 'CAFE2001');
    await pagada([[a.id, prenatal, 1, '400.00']]);
    await pagada([[a.id, prenatal, 2, '400.00']]);
    expect((await entregar(a.id, { u: 'CAFE2002' })).message).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }));
    expect((await entregar(a.id, { u: 'CAFE2002' })).message).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 1 }));
    expect((await entregar(a.id, { u: 'CAFE2001' })).code).toBe(1);
    expect((await entregar(a.id, { u: 'CAFE2002' })).message).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }));
  });

  it('by her card: the oldest calendar, a CARGO entrega:<id> of its amount, ENTREGADO with package, regional and medium', async () => {
    const a = await beneficiaria();
    await tarjeta(a.id, 'CAFE0001');
    await pagada([[a.id, prenatal, 2, '500.00']]);
    await pagada([[a.id, prenatal, 1, '400.00']]);
    expect(await entregar(a.id, { u: 'CAFE0002' })).toMatchObject({ code: -1, message: TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }), entrega: null });
    const r = await entregar(a.id, { u: ' cafe0001 ' });
    expect(r).toMatchObject({ code: 1, message: TEXTOS.entregaRealizada, entrega: { nro_asignacion: 1, monto: '400.00', paquete: { alimentos: [{ nombre: 'LECHE EN POLVO DE PRUEBA', cantidad: '2.5' }] } } });
    const [c] = await t.database.db.select().from(entregas).where(eq(entregas.id, r.entrega!.id));
    expect(c).toMatchObject({ estado: 'ENTREGADO', medio: 'TARJETA', id_sucursal: laPaz.id, id_paquete: r.entrega!.paquete.id });
    const [m] = await t.database.db.select().from(movimientos).where(eq(movimientos.origen, `entrega:${c!.id}`));
    expect(m).toMatchObject({ tipo: 'CARGO', monto: '400.00', id: c!.id_movimiento });
    expect(await saldo(a.id)).toBe('500.00');
  });

  it('by SMS code: a wrong code is refused and its try counted (committed); the right one delivers', async () => {
    const a = await beneficiaria();
    await pagada([[a.id, prenatal, 1, '500.00']]);
    const { codigo } = await t.database.db.transaction((tx) => crearCodigo(tx, { idPersona: a.persona, numero: `7${a.documento}`, proposito: 'ENTREGA' }, usuario, t.clock(), cupoCodigos(t.deps.config)));
    const otro = codigo === '000000' ? '111111' : '000000';
    expect(await entregar(a.id, { m: 'SMS', c: otro })).toMatchObject({ code: -1, message: TEXTOS.codigoIncorrecto({ restantes: 2 }) });
    const [pendiente] = await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, a.persona));
    expect(pendiente).toMatchObject({ intentos: 1, estado: 'PENDIENTE' });
    expect(await entregar(a.id, { m: 'SMS' })).toMatchObject({ code: -1, message: TEXTOS.codigoRequerido });
    expect(await entregar(a.id, { m: 'SMS', c: codigo })).toMatchObject({ code: 1, entrega: { nro_asignacion: 1 } });
    expect((await calendarios(a.id))[0]).toMatchObject({ estado: 'ENTREGADO', medio: 'SMS' });
    expect(await saldo(a.id)).toBe('0.00');
  });

  it('refuses with a message and changes nothing: no package at that regional, not a regional, not ACTIVO, no card, nothing deliverable, balance too low', async () => {
    const a = await beneficiaria();
    await tarjeta(a.id, 'BEEF0001');
    await pagada([[a.id, prenatal, 1, '500.00']]);
    expect(await entregar(a.id, { s: oruro.id, u: 'BEEF0001' })).toMatchObject({ code: -1, message: TEXTOS.entregaSinPaquete({ subsidio: 'SUBSIDIO PRENATAL', regional: oruro.nombre }) });
    expect(await entregar(a.id, { s: sucursal, u: 'BEEF0001' })).toMatchObject({ code: -1, message: TEXTOS.entregaRegionalInvalida });
    const sinTarjeta = await beneficiaria();
    await pagada([[sinTarjeta.id, prenatal, 1, '500.00']]);
    expect(await entregar(sinTarjeta.id, { u: 'BEEF0001' })).toMatchObject({ code: -1, message: TEXTOS.beneficiariaSinTarjeta });
    const suspendida = await beneficiaria(prenatal, 'SUSPENDIDO');
    expect(await entregar(suspendida.id, { u: 'X' })).toMatchObject({ code: -1, message: TEXTOS.entregaBeneficiariaNoActiva({ estado: 'SUSPENDIDO' }) });
    const nada = await beneficiaria();
    await tarjeta(nada.id, 'BEEF0002');
    expect(await entregar(nada.id, { u: 'BEEF0002' })).toMatchObject({ code: -1, message: TEXTOS.entregaNadaEntregable });
    // A calendar worth more than her balance (no credit behind it).
    await t.database.db.insert(entregas).values({ id_beneficiaria: nada.id, id_subsidio: prenatal, nro_asignacion: 1, origen: `inscripcion:${nada.id}:1`, monto: '300.00', habilitada_desde: '2026-11-01', fecha_limite: '2026-12-31' });
    expect(await entregar(nada.id, { u: 'BEEF0002' })).toMatchObject({ code: -1, message: TEXTOS.entregaSaldoInsuficiente });
    expect((await calendarios(a.id))[0]!.estado).toBe('HABILITADO');
    expect(await saldo(a.id)).toBe('500.00');
    expect(await t.database.db.select().from(movimientos).where(sql`${movimientos.origen} like 'entrega:%' and ${movimientos.id_cuenta} in (select id from cuentas where id_beneficiaria in (${a.id}, ${nada.id}))`)).toEqual([]);
  });

  it('two deliveries at once for one calendar: one delivers, the other finds nothing; one CARGO', async () => {
    const a = await beneficiaria();
    await tarjeta(a.id, 'D00D0001');
    await pagada([[a.id, prenatal, 1, '500.00']]);
    const r = await Promise.all([entregar(a.id, { u: 'D00D0001' }), entregar(a.id, { u: 'D00D0001' })]);
    expect(r.map((x) => x.code).sort()).toEqual([-1, 1]);
    expect(r.find((x) => x.code === -1)!.message).toBe(TEXTOS.entregaNadaEntregable);
    const cargos = await t.database.db.execute(sql`select m.id from movimientos m join cuentas c on c.id = m.id_cuenta where c.id_beneficiaria = ${a.id} and m.tipo = 'CARGO'`);
    expect(cargos.rows).toHaveLength(1);
    expect(await saldo(a.id)).toBe('0.00');
  });

  it('two deliveries at once with two calendars: each takes its own', async () => {
    const a = await beneficiaria();
    await tarjeta(a.id, 'D00D0002');
    await pagada([[a.id, prenatal, 1, '500.00']]);
    await pagada([[a.id, prenatal, 2, '500.00']]);
    const r = await Promise.all([entregar(a.id, { u: 'D00D0002' }), entregar(a.id, { u: 'D00D0002' })]);
    expect(r.map((x) => x.entrega?.nro_asignacion).sort()).toEqual([1, 2]);
    expect(await saldo(a.id)).toBe('0.00');
  });

  it('is refused to a role without actualizarBeneficiaria:update (the auditor)', async () => {
    const auditor = await loginAs(t, 10);
    const res = await t.gql(auditor.token, ENTREGAR, { b: '1', s: String(laPaz.id), m: 'TARJETA', u: 'X' });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_AUTHORIZED');
    const regs = await t.gql(operador, `{ regionalesEntrega { id nombre } }`);
    expect(regs.data.regionalesEntrega.map((r: { id: number }) => r.id)).toContain(laPaz.id);
  });
});
