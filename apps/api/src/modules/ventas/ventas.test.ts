import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restError } from '../../core/errors.js';
import { and, eq, sql } from 'drizzle-orm';
import { formatoBs } from '@pb/contract';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { withSms } from '../../test/sms.js';
import { alimentos, beneficiarias, codigosVerificacion, intentosTarjeta, logs, cuentas, distribucionGrupos, distribuciones, gruposAlimenticios, movimientos, personas, sucursales, tarjetas, ventaCargos, ventas } from '../../db/schema/index.js';
import { sinDatosPersonales } from '../../test/metricas.js';

/**
 * Purchases at points of sale (issue 17): a provider's system (API token) or its cashier sells to a
 * beneficiary by SMS code or card; one CARGO per account, once per transaction id; never below zero;
 * the group shares of the subsidy; reversal the same day; three wrong codes block her.
 */
let t: TestApp;
let programa: string;
let proveedor: { id: number; token: string; pv: number; leche: number; arroz: number; fideo: number };
let otro: { id: number; token: string; pv: number; producto: number };
let cajero: { token: string; id: number };
let empleador: number;
let sucursalEmpleador: number;
let prenatal: number;
let g1: number;
let g2: number;
let sms: Awaited<ReturnType<typeof withSms>>;

async function grupo(nombre: string) {
  const [g] = await t.database.db.insert(gruposAlimenticios).values({ nombre, estado: 'ACTIVO' }).returning({ id: gruposAlimenticios.id });
  return g!.id;
}

async function producto(idEntidad: number, nombre: string, idGrupo: number, precio: string) {
  const [a] = await t.database.db.insert(alimentos).values({ nombre, unidad: 'UNIDAD', id_grupo_alimenticio: idGrupo, id_entidad: idEntidad, precio, estado: 'ACTIVO' }).returning({ id: alimentos.id });
  return a!.id;
}

/** Replaces a subsidy's distribution: [dist %, [[group, group %]...]]. */
async function distribucion(idSubsidio: number, partes: Array<[string, Array<[number, string]>]>) {
  const { db } = t.database;
  await db.delete(distribuciones).where(eq(distribuciones.id_subsidio, idSubsidio));
  let orden = 0;
  for (const [porcentaje, grupos] of partes) {
    const [d] = await db.insert(distribuciones).values({ id_subsidio: idSubsidio, orden: ++orden, nombre: `PARTE ${orden}`, porcentaje }).returning({ id: distribuciones.id });
    await db.insert(distribucionGrupos).values(grupos.map(([g, p]) => ({ id_distribucion: d!.id, id_grupo_alimenticio: g, porcentaje: p })));
  }
}

async function proveedorConToken() {
  const e = await makeEntidad(t, { proveedor: true });
  const res = await t.rest('POST', '/api/v1/clientes/tokens', programa, { idEntidad: e.id });
  expect(res.statusCode).toBe(200);
  const [pv] = await t.database.db.insert(sucursales).values({ nombre: `TIENDA ${e.id}`, id_entidad: e.id, tipo: 'PUNTO_VENTA' }).returning({ id: sucursales.id });
  tokensUsados.push(res.json().token as string);
  return { id: e.id, token: res.json().token as string, pv: pv!.id };
}
/** Every provider token and buyer's document and mobile the sales here used: the metrics may hold none (issue 52). */
const tokensUsados: string[] = [];
const documentosUsados: string[] = [];

let doc = 5_500_000;
let abono = 0;
/** A beneficiary (person with a mobile, one row of the subsidy) with an account credited `saldo` Bs. */
async function beneficiaria(saldo: string, v: { idSubsidio?: number; estado?: string; enviarSms?: string } = {}) {
  const { db } = t.database;
  const documento = String(++doc);
  const [p] = await db.insert(personas).values({ nro_documento: documento, nombres: 'COMPRADORA', primer_apellido: 'QUISPE', fecha_nacimiento: '1992-05-06', movil: `7${documento}` }).returning({ id: personas.id });
  const [b] = await db
    .insert(beneficiarias)
    .values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: v.idSubsidio ?? 1, id_entidad: empleador, id_sucursal: sucursalEmpleador, estado: v.estado ?? 'ACTIVO', enviar_sms: v.enviarSms ?? '1', monto_bono: '100.00' })
    .returning({ id: beneficiarias.id });
  const [c] = await db.insert(cuentas).values({ id_beneficiaria: b!.id, id_subsidio: v.idSubsidio ?? 1, saldo }).returning({ id: cuentas.id });
  await db.insert(movimientos).values({ id_cuenta: c!.id, tipo: 'ABONO', monto: saldo, origen: `prueba:${++abono}`, fecha: t.clock() });
  documentosUsados.push(documento, `7${documento}`);
  return { persona: p!.id, beneficiaria: b!.id, cuenta: c!.id, documento, movil: `7${documento}` };
}

const saldo = async (idCuenta: number) => (await t.database.db.select({ saldo: cuentas.saldo }).from(cuentas).where(eq(cuentas.id, idCuenta)))[0]!.saldo;
const cargosDe = async (idCuenta: number) => t.database.db.select().from(movimientos).where(and(eq(movimientos.id_cuenta, idCuenta), eq(movimientos.tipo, 'CARGO')));
const ventasDe = async (idPersona: number) => t.database.db.select().from(ventas).where(eq(ventas.id_persona, idPersona));

let tx = 0;
const venta = (token: string, body: Record<string, unknown>) => t.rest('POST', '/api/v1/ventas', token, body);
const conTarjeta = (b: { documento: string }, uuid: string, items: Array<{ id_alimento: number; cantidad: number | string }>, extra: Record<string, unknown> = {}) => ({
  id_sucursal: proveedor.pv,
  nro_documento: b.documento,
  id_transaccion: `T-${++tx}`,
  items,
  uuid_tarjeta: uuid,
  ...extra,
});

let tarjetaN = 0;
async function tarjeta(idBeneficiaria: number) {
  const uuid = `A0B1C2${(++tarjetaN).toString(16).toUpperCase().padStart(4, '0')}`;
  await t.database.db.insert(tarjetas).values({ uuid, lote: 'L-VENTAS', estado: 'ASIGNADO', id_beneficiaria: idBeneficiaria, fecha_asignacion: t.clock() });
  return uuid;
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  programa = (await loginAs(t, 2)).token;
  empleador = (await makeEntidad(t)).id;
  sucursalEmpleador = (await db.insert(sucursales).values({ nombre: 'OFICINA', id_entidad: empleador, tipo: 'SUCURSAL' }).returning({ id: sucursales.id }))[0]!.id;
  g1 = await grupo('LACTEOS DE PRUEBA');
  g2 = await grupo('CEREALES DE PRUEBA');
  const p = await proveedorConToken();
  proveedor = { ...p, leche: await producto(p.id, 'LECHE PIL', g1, '1.00'), arroz: await producto(p.id, 'YOGURT', g1, '12.50'), fideo: await producto(p.id, 'FIDEO', g2, '8.00') };
  const o = await proveedorConToken();
  otro = { ...o, producto: await producto(o.id, 'LECHE DE OTRO', g1, '1.00') };
  const c = await loginAs(t, 8, { id_entidad: proveedor.id, id_sucursal: proveedor.pv });
  cajero = { token: c.token, id: c.user.id };
  // The bonus: all of it in the first group; the second subsidy: 60 % first group, 40 % second.
  await distribucion(1, [['100', [[g1, '100']]]]);
  prenatal = (await db.execute<{ id: number }>(sql`select id from subsidios where id <> 1 order by id limit 1`)).rows[0]!.id;
  await distribucion(prenatal, [
    ['50', [[g1, '100']]],
    ['50', [[g1, '20'], [g2, '80']]],
  ]);
  sms = await withSms(t);
}, 60_000);
afterEach(async () => {
  t.clock.set(new Date('2026-11-22T12:00:00Z'));
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await sms?.close();
  await t.close();
});

describe('a sale', () => {
  it('by card with the provider’s API token: one CARGO, the saldo lower, the lines priced from our table', async () => {
    const b = await beneficiaria('100.00');
    const uuid = await tarjeta(b.beneficiaria);
    const res = await venta(proveedor.token, conTarjeta(b, uuid.toLowerCase(), [{ id_alimento: proveedor.arroz, cantidad: '2' }, { id_alimento: proveedor.leche, cantidad: '1,5' }]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mensaje: TEXTOS.ventaRealizada, datos: { monto: '26.50', estado: 'REALIZADA', metodo: 'TARJETA', saldo: '73.50' } });
    expect(res.json().datos.items).toMatchObject([
      { id_alimento: proveedor.arroz, cantidad: '2.00', precio: '12.50', monto: '25.00' },
      { id_alimento: proveedor.leche, cantidad: '1.50', precio: '1.00', monto: '1.50' },
    ]);
    expect(await saldo(b.cuenta)).toBe('73.50');
    const cargos = await cargosDe(b.cuenta);
    expect(cargos).toHaveLength(1);
    expect(cargos[0]).toMatchObject({ monto: '26.50', origen: `venta:${proveedor.id}:T-${tx}:${b.cuenta}` });
    const [v] = await ventasDe(b.persona);
    expect(v).toMatchObject({ id_entidad: proveedor.id, id_sucursal: proveedor.pv, dia: '2026-11-22', id_usuario: null });
  });

  it('by SMS code sent by the cashier, at the cashier’s own point of sale whatever the body says', async () => {
    const b = await beneficiaria('20.00');
    const enviado = await t.rest('POST', '/api/v1/ventas/codigo', cajero.token, { nro_documento: b.documento });
    expect(enviado.statusCode).toBe(200);
    expect(enviado.json().mensaje).toBe(TEXTOS.codigoEnviado);
    const codigo = await sms.codigo(b.movil);
    expect(codigo).toMatch(/^\d{6}$/);
    const res = await venta(cajero.token, { id_sucursal: otro.pv, nro_documento: b.documento, id_transaccion: 'CAJA-1', items: [{ id_alimento: proveedor.leche, cantidad: 3 }], codigo });
    expect(res.statusCode).toBe(200);
    expect(res.json().datos).toMatchObject({ monto: '3.00', metodo: 'CODIGO', saldo: '17.00', id_sucursal: proveedor.pv });
    const [v] = await ventasDe(b.persona);
    expect(v).toMatchObject({ id_usuario: cajero.id, id_sucursal: proveedor.pv });
    // The code is spent.
    const again = await venta(cajero.token, { nro_documento: b.documento, id_transaccion: 'CAJA-2', items: [{ id_alimento: proveedor.leche, cantidad: 1 }], codigo });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TEXTOS.codigoSinEnviar);
    expect(await saldo(b.cuenta)).toBe('17.00');
  });

  it('retried with the same transaction id answers the first result: one debit; another body is a conflict', async () => {
    const b = await beneficiaria('10.00');
    const uuid = await tarjeta(b.beneficiaria);
    const body = conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 4 }]);
    const first = await venta(proveedor.token, body);
    const second = await venta(proveedor.token, body);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await cargosDe(b.cuenta)).toHaveLength(1);
    expect(await saldo(b.cuenta)).toBe('6.00');
    const otroCuerpo = await venta(proveedor.token, { ...body, items: [{ id_alimento: proveedor.leche, cantidad: 5 }] });
    expect(otroCuerpo.statusCode).toBe(409);
    expect(otroCuerpo.json().error).toBe(TEXTOS.ventaTransaccionDistinta);
    // The same transaction id of another provider is another sale.
    const ajeno = await venta(otro.token, { ...body, id_sucursal: otro.pv, items: [{ id_alimento: otro.producto, cantidad: 1 }] });
    expect(ajeno.statusCode).toBe(200);
    expect(await saldo(b.cuenta)).toBe('5.00');
  });

  it('the same transaction sent twice at once is one sale, both answered alike', async () => {
    const b = await beneficiaria('10.00');
    const uuid = await tarjeta(b.beneficiaria);
    const body = conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 2 }]);
    const [x, y] = await Promise.all([venta(proveedor.token, body), venta(proveedor.token, body)]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    expect(x.json()).toEqual(y.json());
    expect(await ventasDe(b.persona)).toHaveLength(1);
    expect(await saldo(b.cuenta)).toBe('8.00');
  });

  it('100 racing purchases of 1 Bs on 50 Bs: exactly 50 succeed and the saldo is 0', async () => {
    const b = await beneficiaria('50.00');
    const uuid = await tarjeta(b.beneficiaria);
    const res = await Promise.all(Array.from({ length: 100 }, () => venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 1 }]))));
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(50);
    const refused = res.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect(r.json()).toMatchObject({ code: 'CONFLICT', error: TEXTOS.ventaSaldoInsuficiente({ saldo: formatoBs('0.00') }) });
    expect(await saldo(b.cuenta)).toBe('0.00');
    expect(await cargosDe(b.cuenta)).toHaveLength(50);
  }, 60_000);

  it('charges her accounts of the subsidy oldest first, one CARGO each', async () => {
    const b = await beneficiaria('3.00');
    const { db } = t.database;
    const otroEmpleador = await makeEntidad(t);
    const [fila2] = await db
      .insert(beneficiarias)
      .values({ id_persona: b.persona, id_persona_titular: b.persona, id_subsidio: 1, id_entidad: otroEmpleador.id, id_sucursal: sucursalEmpleador, estado: 'ACTIVO', monto_bono: '5.00' })
      .returning({ id: beneficiarias.id });
    const [c2] = await db.insert(cuentas).values({ id_beneficiaria: fila2!.id, id_subsidio: 1, saldo: '5.00' }).returning({ id: cuentas.id });
    await db.insert(movimientos).values({ id_cuenta: c2!.id, tipo: 'ABONO', monto: '5.00', origen: `prueba:${++abono}`, fecha: t.clock() });
    const uuid = await tarjeta(b.beneficiaria);
    const res = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 7 }]));
    expect(res.statusCode).toBe(200);
    expect(res.json().datos.saldo).toBe('1.00');
    expect([await saldo(b.cuenta), await saldo(c2!.id)]).toEqual(['0.00', '1.00']);
    const [v] = await ventasDe(b.persona);
    const partes = await db.select().from(ventaCargos).where(eq(ventaCargos.id_venta, v!.id)).orderBy(ventaCargos.id_cuenta);
    expect(partes.map((p) => [p.id_cuenta, p.monto])).toEqual([
      [b.cuenta, '3.00'],
      [c2!.id, '4.00'],
    ]);
  });
});

describe('refusals change nothing', () => {
  it('a balance that would go below zero', async () => {
    const b = await beneficiaria('5.00');
    const uuid = await tarjeta(b.beneficiaria);
    const res = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: '5.01' }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.ventaSaldoInsuficiente({ saldo: formatoBs('5.00') }));
    expect(await saldo(b.cuenta)).toBe('5.00');
    expect(await ventasDe(b.persona)).toEqual([]);
  });

  it('an inactive or blocked beneficiary, and one never enabled', async () => {
    for (const [estado, nombre] of [
      ['INACTIVO', 'INACTIVO'],
      ['BLOQUEADO_CAMBIO_CELULAR', 'BLOQUEADO_CAMBIO_CELULAR'],
      ['SUSPENDIDO', 'SUSPENDIDO'],
      ['CREADO', 'no habilitada'],
    ] as const) {
      const b = await beneficiaria('50.00', { estado });
      const uuid = await tarjeta(b.beneficiaria);
      const res = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 1 }]));
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(TEXTOS.ventaBeneficiariaNoHabilitada({ estado: nombre }));
      expect(await saldo(b.cuenta)).toBe('50.00');
      const codigo = await t.rest('POST', '/api/v1/ventas/codigo', proveedor.token, { id_sucursal: proveedor.pv, nro_documento: b.documento });
      expect(codigo.statusCode).toBe(409);
    }
  });

  it('a product of another provider, one outside the subsidy’s food groups, a point of sale not the provider’s', async () => {
    const b = await beneficiaria('50.00');
    const uuid = await tarjeta(b.beneficiaria);
    const ajeno = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: otro.producto, cantidad: 1 }]));
    expect(ajeno.statusCode).toBe(409);
    expect(ajeno.json().error).toBe(TEXTOS.ventaProductoAjeno({ id: otro.producto }));
    const fuera = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.fideo, cantidad: 1 }]));
    expect(fuera.statusCode).toBe(409);
    expect(fuera.json().error).toBe(TEXTOS.ventaFueraDeGrupos({ producto: 'FIDEO' }));
    const pv = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 1 }], { id_sucursal: otro.pv }));
    expect(pv.statusCode).toBe(409);
    expect(pv.json().error).toBe(TEXTOS.ventaSucursalInvalida);
    const sinPv = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 1 }], { id_sucursal: null }));
    expect(sinPv.statusCode).toBe(400);
    expect(await saldo(b.cuenta)).toBe('50.00');
    expect(await ventasDe(b.persona)).toEqual([]);
  });

  it('a card not hers, and a body with both or neither of code and card', async () => {
    const b = await beneficiaria('50.00');
    const otra = await beneficiaria('50.00');
    const ajena = await tarjeta(otra.beneficiaria);
    const res = await venta(proveedor.token, conTarjeta(b, ajena, [{ id_alimento: proveedor.leche, cantidad: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }));
    const ambos = await venta(proveedor.token, conTarjeta(b, ajena, [{ id_alimento: proveedor.leche, cantidad: 1 }], { codigo: '123456' }));
    expect(ambos.statusCode).toBe(400);
    const cantidad = await venta(proveedor.token, conTarjeta(b, ajena, [{ id_alimento: proveedor.leche, cantidad: '1.234' }]));
    expect(cantidad.statusCode).toBe(400);
    expect(cantidad.json().error).toContain(TEXTOS.ventaCantidadInvalida);
    expect(await saldo(b.cuenta)).toBe('50.00');
  });

  it('an INACTIVO product, and a cashier with no point of sale', async () => {
    const b = await beneficiaria('50.00');
    const uuid = await tarjeta(b.beneficiaria);
    const inactivo = await producto(proveedor.id, 'LECHE RETIRADA', g1, '1.00');
    await t.database.db.update(alimentos).set({ estado: 'INACTIVO' }).where(eq(alimentos.id, inactivo));
    const res = await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: inactivo, cantidad: 1 }]));
    expect(res.json().error).toBe(TEXTOS.ventaProductoAjeno({ id: inactivo }));
    const sinCaja = await loginAs(t, 8, { id_entidad: proveedor.id });
    const caja = await venta(sinCaja.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 1 }]));
    expect(caja.statusCode).toBe(409);
    expect(caja.json().error).toBe(TEXTOS.ventaCajeroSinSucursal);
    expect(await saldo(b.cuenta)).toBe('50.00');
  });

  it('purchases by SMS off: no code is sent', async () => {
    const b = await beneficiaria('50.00', { enviarSms: '0' });
    const res = await t.rest('POST', '/api/v1/ventas/codigo', cajero.token, { nro_documento: b.documento });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.ventaSmsDesactivado);
    expect(await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, b.persona))).toEqual([]);
  });
});

describe('the group share rule', () => {
  it('her spending in a group never exceeds its share of what was credited', async () => {
    // Prenatal: first group 50 % + 50 % × 20 % = 60 %, second group 40 %; credited 100 Bs.
    const b = await beneficiaria('100.00', { idSubsidio: prenatal });
    const uuid = await tarjeta(b.beneficiaria);
    const body = (items: Array<{ id_alimento: number; cantidad: number }>) => conTarjeta(b, uuid, items, { id_subsidio: prenatal });
    expect((await venta(proveedor.token, body([{ id_alimento: proveedor.arroz, cantidad: 4 }]))).statusCode).toBe(200);
    const segundo = await venta(proveedor.token, body([{ id_alimento: proveedor.fideo, cantidad: 6 }]));
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().error).toBe(TEXTOS.ventaExcedeGrupo({ grupo: 'CEREALES DE PRUEBA', disponible: formatoBs('40.00') }));
    const excede = await venta(proveedor.token, body([{ id_alimento: proveedor.leche, cantidad: 11 }]));
    expect(excede.statusCode).toBe(409);
    expect(excede.json().error).toBe(TEXTOS.ventaExcedeGrupo({ grupo: 'LACTEOS DE PRUEBA', disponible: formatoBs('10.00') }));
    expect((await venta(proveedor.token, body([{ id_alimento: proveedor.leche, cantidad: 10 }]))).statusCode).toBe(200);
    expect((await venta(proveedor.token, body([{ id_alimento: proveedor.fideo, cantidad: 5 }]))).statusCode).toBe(200);
    expect(await saldo(b.cuenta)).toBe('0.00');
  });

  it('a reversed sale gives its share back', async () => {
    const b = await beneficiaria('10.00', { idSubsidio: prenatal });
    const uuid = await tarjeta(b.beneficiaria);
    const primera = conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 6 }], { id_subsidio: prenatal });
    expect((await venta(proveedor.token, primera)).statusCode).toBe(200);
    expect((await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 1 }], { id_subsidio: prenatal }))).statusCode).toBe(409);
    expect((await t.rest('POST', `/api/v1/ventas/${primera.id_transaccion}/reverso`, proveedor.token, {})).statusCode).toBe(200);
    expect((await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 6 }], { id_subsidio: prenatal }))).statusCode).toBe(200);
  });
});

describe('reversal', () => {
  it('the same provider, the same day: one REVERSO per CARGO, saldo restored, REVERTIDA; again answers the same', async () => {
    const b = await beneficiaria('30.00');
    const uuid = await tarjeta(b.beneficiaria);
    const body = conTarjeta(b, uuid, [{ id_alimento: proveedor.arroz, cantidad: 2 }]);
    expect((await venta(proveedor.token, body)).statusCode).toBe(200);
    expect(await saldo(b.cuenta)).toBe('5.00');
    const ajeno = await t.rest('POST', `/api/v1/ventas/${body.id_transaccion}/reverso`, otro.token, {});
    expect(ajeno.statusCode).toBe(404);
    // Its cashier may reverse it too.
    const res = await t.rest('POST', `/api/v1/ventas/${body.id_transaccion}/reverso`, cajero.token, {});
    expect(res.statusCode).toBe(200);
    // Her balance after the reversal, not the one just after the sale (issue 31).
    expect(res.json()).toMatchObject({ mensaje: TEXTOS.ventaRevertida, datos: { estado: 'REVERTIDA', monto: '25.00', saldo: '30.00' } });
    expect(await saldo(b.cuenta)).toBe('30.00');
    const reversos = await t.database.db.select().from(movimientos).where(and(eq(movimientos.id_cuenta, b.cuenta), eq(movimientos.tipo, 'REVERSO')));
    expect(reversos).toMatchObject([{ monto: '25.00', origen: `reverso:venta:${proveedor.id}:${body.id_transaccion}:${b.cuenta}` }]);
    const again = await t.rest('POST', `/api/v1/ventas/${body.id_transaccion}/reverso`, proveedor.token, {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await saldo(b.cuenta)).toBe('30.00');
    // Repeated after another sale: the same reversal, answered with her balance as it is now.
    expect((await venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 4 }]))).json().datos.saldo).toBe('26.00');
    const otraVez = await t.rest('POST', `/api/v1/ventas/${body.id_transaccion}/reverso`, cajero.token, {});
    expect(otraVez.statusCode).toBe(200);
    expect(otraVez.json().datos).toMatchObject({ estado: 'REVERTIDA', saldo: '26.00' });
    expect(await saldo(b.cuenta)).toBe('26.00');
  });

  it('not the next Bolivian day, and not once in a payment', async () => {
    const b = await beneficiaria('30.00');
    const uuid = await tarjeta(b.beneficiaria);
    const body = conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 2 }]);
    expect((await venta(proveedor.token, body)).statusCode).toBe(200);
    t.clock.set(new Date('2026-11-23T04:00:00Z'));
    const res = await t.rest('POST', `/api/v1/ventas/${body.id_transaccion}/reverso`, proveedor.token, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(TEXTOS.ventaReversoOtroDia);
    expect(await saldo(b.cuenta)).toBe('28.00');
    t.clock.set(new Date('2026-11-22T12:00:00Z'));
    const { db } = t.database;
    const pago = await db.execute<{ id: number }>(sql`insert into pagos (id_entidad, monto, periodo_inicial, periodo_final, fecha_solicitud) values (${proveedor.id}, 2, '2026-11-22', '2026-11-22', now()) returning id`);
    const [v] = await ventasDe(b.persona);
    await db.update(ventas).set({ id_pago: pago.rows[0]!.id }).where(eq(ventas.id, v!.id));
    const pagada = await t.rest('POST', `/api/v1/ventas/${body.id_transaccion}/reverso`, proveedor.token, {});
    expect(pagada.statusCode).toBe(409);
    expect(pagada.json().error).toBe(TEXTOS.ventaReversoPagada);
    expect(await saldo(b.cuenta)).toBe('28.00');
  });
});

describe('purchase codes by SMS', () => {
  it('five an hour per beneficiary (decision 068): the sixth answers 429 in Spanish and sends nothing', async () => {
    const b = await beneficiaria('40.00');
    const pedir = () => t.rest('POST', '/api/v1/ventas/codigo', proveedor.token, { id_sucursal: proveedor.pv, nro_documento: b.documento });
    for (let i = 0; i < 5; i++) expect((await pedir()).statusCode).toBe(200);
    const ultimo = await sms.codigo(b.movil);
    const sexto = await pedir();
    expect(sexto.statusCode).toBe(429);
    expect(sexto.json()).toEqual(restError(MENSAJES.codigosDemasiados({ hora: 5, dia: 10 }), 'RATE_LIMITED'));
    expect(await sms.codigo(b.movil)).toBe(ultimo);
  });
});

describe('three wrong codes', () => {
  it('block the beneficiary (BLOQUEADO_INTENTOS): the tries and the block commit, the sale writes nothing', async () => {
    const b = await beneficiaria('40.00');
    expect((await t.rest('POST', '/api/v1/ventas/codigo', proveedor.token, { id_sucursal: proveedor.pv, nro_documento: b.documento })).statusCode).toBe(200);
    const bueno = (await sms.codigo(b.movil))!;
    const malo = bueno === '000000' ? '111111' : '000000';
    const intento = (n: number) => venta(proveedor.token, { id_sucursal: proveedor.pv, nro_documento: b.documento, id_transaccion: `MAL-${b.documento}-${n}`, items: [{ id_alimento: proveedor.leche, cantidad: 1 }], codigo: malo });
    const r1 = await intento(1);
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error).toBe(TEXTOS.codigoIncorrecto({ restantes: 2 }));
    expect((await intento(2)).json().error).toBe(TEXTOS.codigoIncorrecto({ restantes: 1 }));
    const r3 = await intento(3);
    expect(r3.statusCode).toBe(409);
    expect(r3.json().error).toBe(TEXTOS.ventaBloqueadaIntentos);
    const [fila] = await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id, b.beneficiaria));
    expect(fila!.estado).toBe('BLOQUEADO_INTENTOS');
    const [codigo] = await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, b.persona));
    expect(codigo).toMatchObject({ proposito: 'COMPRA', estado: 'AGOTADO', intentos: 3 });
    expect(await ventasDe(b.persona)).toEqual([]);
    expect(await saldo(b.cuenta)).toBe('40.00');
    const despues = await venta(proveedor.token, { id_sucursal: proveedor.pv, nro_documento: b.documento, id_transaccion: `MAL-${b.documento}-4`, items: [{ id_alimento: proveedor.leche, cantidad: 1 }], codigo: bueno });
    expect(despues.json().error).toBe(TEXTOS.ventaBeneficiariaNoHabilitada({ estado: 'BLOQUEADO_INTENTOS' }));
  });
});

describe('three wrong cards (issue 31)', () => {
  const estado = async (id: number) => (await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id, id)))[0]!.estado;

  it('in a row block her like three wrong codes: the tries and the block commit, the sale writes nothing; a right card starts the count again', async () => {
    const b = await beneficiaria('40.00');
    const suya = await tarjeta(b.beneficiaria);
    const ajena = await tarjeta((await beneficiaria('1.00')).beneficiaria);
    const compra = (uuid: string) => venta(proveedor.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 1 }]));
    expect((await compra(ajena)).json().error).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }));
    expect((await compra('FFFF0000')).json().error).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 1 }));
    // Her own card between: sold, and the count starts again.
    expect((await compra(suya)).statusCode).toBe(200);
    expect((await compra(ajena)).json().error).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }));
    expect((await compra(ajena)).json().error).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 1 }));
    expect(await estado(b.beneficiaria)).toBe('ACTIVO');
    const tercera = await compra(ajena);
    expect(tercera.statusCode).toBe(409);
    expect(tercera.json().error).toBe(TEXTOS.ventaBloqueadaTarjetas);
    expect(await estado(b.beneficiaria)).toBe('BLOQUEADO_INTENTOS');
    expect(await ventasDe(b.persona)).toHaveLength(1);
    expect(await saldo(b.cuenta)).toBe('39.00');
    const despues = await compra(suya);
    expect(despues.json().error).toBe(TEXTOS.ventaBeneficiariaNoHabilitada({ estado: 'BLOQUEADO_INTENTOS' }));
    // Unblocked, she starts with a clean count.
    const [cuenta] = await t.database.db.select().from(intentosTarjeta).where(eq(intentosTarjeta.id_persona, b.persona));
    expect(cuenta).toMatchObject({ id_subsidio: 1, intentos: 0 });
  });
});

describe('the look-up at the counter and the identification (issue 31)', () => {
  const buscar = (token: string, documento: string) => t.rest('GET', `/api/v1/ventas/beneficiaria?nro_documento=${documento}`, token);
  const identificar = (token: string, body: Record<string, unknown>) => t.rest('POST', '/api/v1/ventas/beneficiaria/identificar', token, body);
  const auditoria = async (tipo: string) => t.database.db.select().from(logs).where(eq(logs.tipo, tipo));

  it('the look-up answers a masked name, her state and whether she can get a code: no balance, no full name; audited', async () => {
    const b = await beneficiaria('12.00');
    const antes = (await auditoria('CONSULTA_BENEFICIARIA')).length;
    const res = await buscar(cajero.token, b.documento);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ nombre_enmascarado: 'C*** Q***', nro_documento: b.documento, complemento: null, beneficios: [{ id_subsidio: 1, subsidio: expect.any(String), estado: 'ACTIVO', codigo_sms: true }] });
    expect(JSON.stringify(res.json())).not.toContain('12.00');
    expect(JSON.stringify(res.json())).not.toContain('COMPRADORA');
    const sinMovil = await beneficiaria('5.00');
    await t.database.db.update(personas).set({ movil: null }).where(eq(personas.id, sinMovil.persona));
    expect((await buscar(proveedor.token, sinMovil.documento)).json().beneficios).toMatchObject([{ estado: 'ACTIVO', codigo_sms: false }]);
    expect((await buscar(cajero.token, '1')).statusCode).toBe(404);
    const filas = (await auditoria('CONSULTA_BENEFICIARIA')).slice(antes);
    expect(filas.map((f) => [f.id_usuario, JSON.parse(f.referencia!)])).toEqual([
      [cajero.id, { id_entidad: proveedor.id, nro_documento: b.documento, complemento: null, encontrada: true }],
      [null, { id_entidad: proveedor.id, nro_documento: sinMovil.documento, complemento: null, encontrada: true }],
      [cajero.id, { id_entidad: proveedor.id, nro_documento: '1', complemento: null, encontrada: false }],
    ]);
  });

  it('her SMS code, checked and not spent, shows her name and balance; the sale spends it', async () => {
    const b = await beneficiaria('20.00');
    expect((await t.rest('POST', '/api/v1/ventas/codigo', cajero.token, { nro_documento: b.documento })).statusCode).toBe(200);
    const codigo = (await sms.codigo(b.movil))!;
    const malo = codigo === '000000' ? '111111' : '000000';
    const mal = await identificar(cajero.token, { nro_documento: b.documento, codigo: malo });
    expect(mal.statusCode).toBe(409);
    expect(mal.json().error).toBe(TEXTOS.codigoIncorrecto({ restantes: 2 }));
    const bien = await identificar(cajero.token, { nro_documento: b.documento, codigo });
    expect(bien.statusCode).toBe(200);
    expect(bien.json()).toEqual({ ...aviso(MENSAJES.ventaIdentificada), datos: { nombre: 'COMPRADORA QUISPE', nro_documento: b.documento, complemento: null, id_subsidio: 1, subsidio: expect.any(String), estado: 'ACTIVO', saldo: '20.00' } });
    // Identified, her wrong try is forgotten: two more wrong ones do not block her.
    expect((await identificar(cajero.token, { nro_documento: b.documento, codigo: malo })).json().error).toBe(TEXTOS.codigoIncorrecto({ restantes: 2 }));
    expect((await identificar(cajero.token, { nro_documento: b.documento, codigo: malo })).json().error).toBe(TEXTOS.codigoIncorrecto({ restantes: 1 }));
    const vendida = await venta(cajero.token, { nro_documento: b.documento, id_transaccion: `ID-${b.documento}`, items: [{ id_alimento: proveedor.leche, cantidad: 2 }], codigo });
    expect(vendida.statusCode).toBe(200);
    expect(vendida.json().datos.saldo).toBe('18.00');
    const [c] = await t.database.db.select().from(codigosVerificacion).where(eq(codigosVerificacion.id_persona, b.persona));
    expect(c).toMatchObject({ estado: 'VERIFICADO' });
    const tipos = (await auditoria('IDENTIFICACION_BENEFICIARIA')).filter((f) => JSON.parse(f.referencia!).nro_documento === b.documento);
    expect(tipos.map((f) => f.mensaje)).toEqual(['Identificación de beneficiaria rechazada', 'Beneficiaria identificada para una venta', 'Identificación de beneficiaria rechazada', 'Identificación de beneficiaria rechazada']);
  });

  it('her card shows her name and balance; three wrong cards in a row block her', async () => {
    const b = await beneficiaria('15.50');
    const suya = await tarjeta(b.beneficiaria);
    const ajena = await tarjeta((await beneficiaria('1.00')).beneficiaria);
    const bien = await identificar(proveedor.token, { nro_documento: b.documento, uuid_tarjeta: suya.toLowerCase() });
    expect(bien.statusCode).toBe(200);
    expect(bien.json().datos).toMatchObject({ nombre: 'COMPRADORA QUISPE', saldo: '15.50' });
    expect((await identificar(proveedor.token, { nro_documento: b.documento, uuid_tarjeta: ajena })).json().error).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 2 }));
    // The sale counts the same tries.
    expect((await venta(proveedor.token, conTarjeta(b, ajena, [{ id_alimento: proveedor.leche, cantidad: 1 }]))).json().error).toBe(TEXTOS.ventaTarjetaIncorrecta({ restantes: 1 }));
    const tercera = await identificar(proveedor.token, { nro_documento: b.documento, uuid_tarjeta: ajena });
    expect(tercera.statusCode).toBe(409);
    expect(tercera.json().error).toBe(TEXTOS.ventaBloqueadaTarjetas);
    expect((await t.database.db.select({ estado: beneficiarias.estado }).from(beneficiarias).where(eq(beneficiarias.id, b.beneficiaria)))[0]!.estado).toBe('BLOQUEADO_INTENTOS');
    const bloqueada = await identificar(proveedor.token, { nro_documento: b.documento, uuid_tarjeta: suya });
    expect(bloqueada.statusCode).toBe(409);
    expect(bloqueada.json().error).toBe(TEXTOS.ventaBeneficiariaNoHabilitada({ estado: 'BLOQUEADO_INTENTOS' }));
    expect((await identificar(proveedor.token, { nro_documento: b.documento })).statusCode).toBe(400);
  });
});

describe('the cashier’s helpers and the receipt', () => {
  it('finds the beneficiary, lists the provider’s products, and draws the receipt only for its provider', async () => {
    const b = await beneficiaria('12.00');
    const found = await t.rest('GET', `/api/v1/ventas/beneficiaria?nro_documento=${b.documento}`, cajero.token);
    expect(found.statusCode).toBe(200);
    const productos = await t.rest('GET', '/api/v1/ventas/productos', proveedor.token);
    expect(productos.json().datos.map((p: { nombre: string }) => p.nombre)).toEqual(['FIDEO', 'LECHE PIL', 'YOGURT']);
    const uuid = await tarjeta(b.beneficiaria);
    const v = await venta(cajero.token, conTarjeta(b, uuid, [{ id_alimento: proveedor.leche, cantidad: 2 }]));
    const id = v.json().datos.id as number;
    const recibo = await t.rest('GET', `/api/v1/ventas/${id}/recibo`, cajero.token);
    expect(recibo.statusCode).toBe(200);
    expect(Buffer.from(recibo.json().datos, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.rest('GET', `/api/v1/ventas/${id}/recibo`, otro.token)).statusCode).toBe(404);
    expect((await t.rest('GET', `/api/v1/ventas/${id}/recibo`, proveedor.token)).statusCode).toBe(200);
  });

  it('without a token or a session: 401; a session without the key: 403', async () => {
    expect((await t.rest('POST', '/api/v1/ventas', null, {})).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/v1/ventas', 'pbc_falso', {})).statusCode).toBe(401);
    expect((await t.rest('POST', '/api/v1/ventas', programa, {})).statusCode).toBe(403);
  });
});

describe('look-ups per caller and minute (issue 31)', () => {
  it('a third look-up or identification in the minute is refused for that cashier, not for another', async () => {
    const u = await createTestApp({ LOOKUP_RATE_LIMIT: '2' });
    try {
      const e = await makeEntidad(u, { proveedor: true });
      const [pv] = await u.database.db.insert(sucursales).values({ nombre: 'TIENDA CUPO', id_entidad: e.id, tipo: 'PUNTO_VENTA' }).returning({ id: sucursales.id });
      const uno = await loginAs(u, 8, { id_entidad: e.id, id_sucursal: pv!.id });
      const dos = await loginAs(u, 8, { id_entidad: e.id, id_sucursal: pv!.id });
      const buscar = (token: string) => u.rest('GET', '/api/v1/ventas/beneficiaria?nro_documento=1', token);
      expect((await buscar(uno.token)).statusCode).toBe(404);
      expect((await u.rest('POST', '/api/v1/ventas/beneficiaria/identificar', uno.token, { nro_documento: '1', codigo: '123456' })).statusCode).toBe(404);
      const tercera = await buscar(uno.token);
      expect(tercera.statusCode).toBe(429);
      expect(tercera.json()).toEqual(restError(MENSAJES.demasiadosIntentos, 'RATE_LIMITED'));
      expect((await buscar(dos.token)).statusCode).toBe(404);
    } finally {
      await u.close();
    }
  }, 60_000);
});

describe('the metrics after the sales (issue 52)', () => {
  it('hold none of the buyers’ documents or mobiles, nor a provider’s token', async () => {
    expect(documentosUsados.length).toBeGreaterThan(10);
    await sinDatosPersonales(t, [...documentosUsados, ...tokensUsados]);
  });
});
