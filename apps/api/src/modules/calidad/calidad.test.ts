import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad } from '../../test/factories.js';
import { beneficiarias, calidadCorridas, calidadHallazgos, codigosVerificacion, entregas, personas, planillaDetalle, planillas, sucursales, tarjetas, trabajadores, ventas } from '../../db/schema/index.js';
import { rondaCalidad } from './tareaPeriodica.js';

/**
 * The data-quality reports (issue 35 §4, decisions 062 and 066): each finds the row made for it and
 * not the clean one beside it, once a refresh computed the findings. The clock is 2026-11-22 12:00
 * UTC (the same Bolivian day).
 */
let t: TestApp;
let token: string;
let antesDeCalcular: { count: number; calculadoEn: string | null };

const QUERY = `query ($reporte: String!) { calidad(reporte: $reporte, limit: 100) { count calculadoEn rows { clave documento nombre detalle } } }`;
const ACTUALIZAR = `mutation { calidadActualizar { hecha mensaje dia calculadoEn } }`;

async function reporte(nombre: string) {
  const res = await t.gql(token, QUERY, { reporte: nombre });
  expect(res.errors).toBeUndefined();
  return res.data.calidad as { count: number; calculadoEn: string | null; rows: Array<{ clave: string; documento: string | null; nombre: string | null; detalle: string }> };
}

async function actualizar(tk = token) {
  const res = await t.gql(tk, ACTUALIZAR);
  expect(res.errors).toBeUndefined();
  return res.data.calidadActualizar as { hecha: boolean; mensaje: string; dia: string; calculadoEn: string };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  token = (await loginAs(t, 2)).token;
  const empleadorA = (await makeEntidad(t, { nit: '1110001', nombre: 'EMPLEADOR A' })).id;
  const empleadorB = (await makeEntidad(t, { nit: '2220002', nombre: 'EMPLEADOR B' })).id;
  const [suc] = await db.insert(sucursales).values({ nombre: 'CENTRAL', tipo: 'SUCURSAL', id_entidad: empleadorA }).returning({ id: sucursales.id });
  const persona = async (nro_documento: string, movil: string | null = null) =>
    (await db.insert(personas).values({ nro_documento, nombres: 'CALIDAD', primer_apellido: nro_documento, movil }).returning({ id: personas.id }))[0]!.id;
  const beneficiaria = async (id_persona: number, id_entidad: number, estado = 'CREADO') =>
    (await db.insert(beneficiarias).values({ id_persona, id_persona_titular: id_persona, id_subsidio: 1, id_entidad, id_sucursal: suc!.id, monto_bono: '100.00', estado }).returning({ id: beneficiarias.id }))[0]!.id;
  const verificado = (id_persona: number, numero_celular: string) =>
    db.insert(codigosVerificacion).values({ id_persona, numero_celular, proposito: 'CELULAR', codigo_hash: 'x', expira: new Date('2026-11-01T00:00:00Z'), estado: 'VERIFICADO' });

  // Workers: the OVT's birth date differs from SEGIP's (verified person) and from an unverified person's; equal; not known from the OVT.
  const nacida = async (nro_documento: string, fecha_nacimiento: string, estado_verificacion: string | null) =>
    (await db.insert(personas).values({ nro_documento, nombres: 'CALIDAD', primer_apellido: nro_documento, fecha_nacimiento, estado_verificacion }).returning({ id: personas.id }))[0]!.id;
  await db.insert(trabajadores).values([
    { id_persona: await nacida('8800011', '1990-01-02', 'VERIFICADO_SEGIP'), id_entidad: empleadorA, fecha_nacimiento_ovt: '1990-02-01' },
    { id_persona: await nacida('8800012', '1985-05-05', null), id_entidad: empleadorB, fecha_nacimiento_ovt: '1985-05-06' },
    { id_persona: await nacida('8800013', '1970-03-03', 'VERIFICADO_SEGIP'), id_entidad: empleadorA, fecha_nacimiento_ovt: '1970-03-03' },
    { id_persona: await nacida('8800014', '1971-04-04', null), id_entidad: empleadorA, fecha_nacimiento_ovt: null },
  ]);

  // A mobile verified by two persons; another verified by one.
  const c1 = await persona('8800001');
  const c2 = await persona('8800002');
  await verificado(c1, '70000001');
  await verificado(c2, '70000001');
  await verificado(c1, '70000002');

  // A person in payrolls of two employers in November; another in two employers' payrolls of different months.
  const dos = await persona('8800003');
  const meses = await persona('8800004');
  const planilla = async (id_entidad: number, periodo: string) =>
    (await db.insert(planillas).values({ id_entidad, id_sucursal_pago: suc!.id, nombre: 'P', periodo, monto_total: '100.00' }).returning({ id: planillas.id }))[0]!.id;
  const linea = async (id_planilla: number, id_beneficiaria: number, periodo: string) =>
    (await db.insert(planillaDetalle).values({ id_planilla, id_beneficiaria, id_subsidio: 1, monto: '100.00', periodo }).returning({ id: planillaDetalle.id }))[0]!.id;
  const pA = await planilla(empleadorA, '2026-11-01');
  const pB = await planilla(empleadorB, '2026-11-01');
  const pB10 = await planilla(empleadorB, '2026-10-01');
  await linea(pA, await beneficiaria(dos, empleadorA), '2026-11-01');
  await linea(pB, await beneficiaria(dos, empleadorB), '2026-11-01');
  const lineaPagada = await linea(pA, await beneficiaria(meses, empleadorA), '2026-11-01');
  await linea(pB10, await beneficiaria(meses, empleadorB), '2026-10-01');

  // ACTIVO with a mobile never verified; ACTIVO with the mobile it verified.
  await beneficiaria(await persona('8800005', '71111111'), empleadorA, 'ACTIVO');
  const limpia = await persona('8800006', '72222222');
  await verificado(limpia, '72222222');
  await beneficiaria(limpia, empleadorA, 'ACTIVO');

  // Cards: assigned in August and never used; assigned in August and used with a sale on 1 November; assigned on 1 November.
  const [sinUso, usada, nueva] = await makeBeneficiariasBono(t, empleadorA, suc!.id, ['1.00', '1.00', '1.00']);
  const tarjeta = (uuid: string, id_beneficiaria: number, fecha: string) => ({ uuid, lote: 'L1', estado: 'ASIGNADO', id_beneficiaria, fecha_asignacion: new Date(fecha) });
  await db.insert(tarjetas).values([tarjeta('AA0001', sinUso!, '2026-08-01T12:00:00Z'), tarjeta('AA0002', usada!, '2026-08-01T12:00:00Z'), tarjeta('AA0003', nueva!, '2026-11-01T12:00:00Z')]);
  const [usadaFila] = await db.select({ id_persona: beneficiarias.id_persona }).from(beneficiarias).where(eq(beneficiarias.id, usada!));
  await db.insert(ventas).values({ id_entidad: empleadorA, id_sucursal: suc!.id, id_persona: usadaFila!.id_persona, id_subsidio: 1, id_transaccion: 'T-1', monto: '1.00', metodo: 'TARJETA', fecha: new Date('2026-11-01T15:00:00Z'), dia: '2026-11-01' });

  // Deliveries: a paid assignment past its last day; a paid one still in time; a universal subsidy's one past its day.
  const [vencida, aTiempo, universal] = await makeBeneficiariasBono(t, empleadorA, suc!.id, ['1.00', '1.00', '1.00']);
  const entrega = (id_beneficiaria: number, origen: string, fecha_limite: string) => ({ id_beneficiaria, id_subsidio: 1, nro_asignacion: 1, origen, monto: '10.00', habilitada_desde: '2026-09-01', fecha_limite });
  await db.insert(entregas).values([entrega(vencida!, `planilla_detalle:${lineaPagada}`, '2026-11-21'), entrega(aTiempo!, 'planilla_detalle:999999', '2026-11-22'), entrega(universal!, `inscripcion:${universal}:1`, '2026-10-01')]);

  // Nothing is computed until a refresh: the list says so (calculadoEn null).
  antesDeCalcular = await reporte('tarjetasSinUso');
  expect(await actualizar()).toEqual({ hecha: true, mensaje: TEXTOS.calidadActualizada, dia: '2026-11-22', calculadoEn: '2026-11-22T12:00:00.000Z' });
});

afterAll(async () => {
  await t?.close();
});

describe('the data-quality reports', () => {
  it('say they were never computed before the first refresh, and when they were after it', async () => {
    expect(antesDeCalcular).toMatchObject({ count: 0, calculadoEn: null });
    expect((await reporte('tarjetasSinUso')).calculadoEn).toBe('2026-11-22T12:00:00.000Z');
  });

  it('list a worker whose OVT birth date is not the person\'s, not one whose dates agree nor one the OVT never dated', async () => {
    const r = await reporte('fechasNacimientoOvtSegip');
    expect(r.rows.map((f) => f.documento)).toEqual(['8800011', '8800012']);
    expect(r.rows.map((f) => f.detalle)).toEqual(['OVT 01/02/1990 · SEGIP 02/01/1990 · EMPLEADOR A (NIT 1110001)', 'OVT 06/05/1985 · sistema 05/05/1985 · EMPLEADOR B (NIT 2220002)']);
    expect(r.rows.every((f) => /^\d{12}$/.test(f.clave))).toBe(true);
  });

  it('list a mobile verified by two persons, not one verified by one', async () => {
    const r = await reporte('celularesCompartidos');
    expect(r.rows.map((f) => f.clave)).toEqual(['70000001']);
    expect(r.count).toBe(1);
    expect(r.rows[0]!.detalle).toBe('2 personas: 8800001, 8800002');
  });

  it('list a person in two employers\' payrolls of one month, not one in two employers\' payrolls of different months', async () => {
    const r = await reporte('planillasDosEmpleadores');
    expect(r.rows.map((f) => f.documento)).toEqual(['8800003']);
    expect(r.rows[0]!.detalle).toBe('2026-11: EMPLEADOR A (NIT 1110001), EMPLEADOR B (NIT 2220002)');
  });

  it('list an ACTIVO beneficiary whose mobile was never verified, not one that verified it', async () => {
    const docs = (await reporte('activasSinCelularVerificado')).rows.map((f) => f.documento);
    expect(docs).toContain('8800005');
    expect(docs).not.toContain('8800006');
  });

  it('list a card assigned 90 days ago and never used, not a used one nor a recent one', async () => {
    const r = await reporte('tarjetasSinUso');
    expect(r.rows.map((f) => f.clave)).toEqual(['AA0001']);
    expect(r.rows[0]!.detalle).toBe('asignada el 01/08/2026');
  });

  it('list a paid assignment past its last day, not one in time nor a universal subsidy\'s', async () => {
    const r = await reporte('entregasVencidas');
    expect(r.count).toBe(1);
    expect(r.rows[0]!.detalle).toContain('vencida el 21/11/2026');
  });

  it('pages with the exact count', async () => {
    const todas = await reporte('activasSinCelularVerificado');
    const res = await t.gql(token, `{ calidad(reporte: "activasSinCelularVerificado", limit: 2, page: 2) { count rows { clave } } }`);
    expect(res.data.calidad.count).toBe(todas.count);
    expect(res.data.calidad.rows.map((f: { clave: string }) => f.clave)).toEqual(todas.rows.slice(2, 4).map((f) => f.clave));
  });

  it('counts each report for the dashboard', async () => {
    const res = await t.gql(token, `{ calidadConteos { reporte cantidad } }`);
    expect(res.data.calidadConteos).toContainEqual({ reporte: 'fechasNacimientoOvtSegip', cantidad: 2 });
    expect(res.data.calidadConteos).toContainEqual({ reporte: 'celularesCompartidos', cantidad: 1 });
    expect(res.data.calidadConteos).toContainEqual({ reporte: 'tarjetasSinUso', cantidad: 1 });
  });

  it('downloads a report as CSV', async () => {
    const res = await t.rest('GET', '/api/v1/calidad/tarjetasSinUso', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="calidad-tarjetasSinUso-2026-11-22.csv"');
    const lineas = res.body.replace(/^\ufeff/, '').trim().split(/\r?\n/);
    expect(lineas).toEqual(['Clave;Documento;Nombre;Detalle', expect.stringMatching(/^AA0001;\d+;BENEFICIARIA PRUEBA;asignada el 01\/08\/2026$/)]);
  });

  it('refuses an unknown report with a clear message', async () => {
    const res = await t.gql(token, `{ calidad(reporte: "otro") { count } }`);
    expect(res.errors?.[0]?.message).toBeTruthy();
  });

  it('refuses every role but 1, 2 and 10', async () => {
    for (const rol of [1, 10]) {
      const { token: tk } = await loginAs(t, rol);
      expect((await t.gql(tk, `{ calidadConteos { reporte } }`)).errors).toBeUndefined();
    }
    for (const rol of [3, 4, 5, 6, 7, 8, 9]) {
      const { token: tk } = await loginAs(t, rol);
      expect((await t.gql(tk, `{ calidad(reporte: "tarjetasSinUso") { count } }`)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
      expect((await t.gql(tk, `{ calidadConteos { reporte } }`)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:READ');
      expect((await t.rest('GET', '/api/v1/calidad/tarjetasSinUso', tk)).statusCode).toBe(403);
      expect((await t.gql(tk, ACTUALIZAR)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    }
  });

  it('refuses the refresh to the roles that only read (1 and 10)', async () => {
    const corridas = (await t.database.db.select().from(calidadCorridas)).length;
    for (const rol of [1, 10]) {
      const { token: tk } = await loginAs(t, rol);
      expect((await t.gql(tk, ACTUALIZAR)).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    }
    expect(await t.database.db.select().from(calidadCorridas)).toHaveLength(corridas);
  });

  it('page and CSV read the findings table, not the live data; the count is what the refresh wrote', async () => {
    const { db } = t.database;
    // A row only the table has (no refresh writes it): the page and the CSV show it, the count stays the run's.
    await db.insert(calidadHallazgos).values({ reporte: 'tarjetasSinUso', clave: 'ZZ-SOLO-EN-LA-TABLA', documento: null, nombre: null, detalle: 'fila de prueba' });
    const r = await reporte('tarjetasSinUso');
    expect(r.rows.map((f) => f.clave)).toEqual(['AA0001', 'ZZ-SOLO-EN-LA-TABLA']);
    expect(r.count).toBe(1);
    expect((await t.gql(token, `{ calidadConteos { reporte cantidad } }`)).data.calidadConteos).toContainEqual({ reporte: 'tarjetasSinUso', cantidad: 1 });
    const csv = (await t.rest('GET', '/api/v1/calidad/tarjetasSinUso', token)).body;
    expect(csv).toContain('ZZ-SOLO-EN-LA-TABLA;;;fila de prueba');
    // The next refresh (past the 5 minutes a person's refresh makes the next one wait) replaces the report's rows with its SELECT's.
    t.clock.advance(6);
    await actualizar();
    expect(await reporte('tarjetasSinUso')).toMatchObject({ count: 1, rows: [expect.objectContaining({ clave: 'AA0001' })] });
  });

  it('a refresh replaces the findings: a fixed problem disappears, a new one appears', async () => {
    const { db } = t.database;
    // Fixed: the overdue assignment's calendar extended. New: a second person verifies 70000002.
    await db.update(entregas).set({ fecha_limite: '2026-12-31' }).where(eq(entregas.fecha_limite, '2026-11-21'));
    const [otra] = await db.insert(personas).values({ nro_documento: '8800009', nombres: 'CALIDAD' }).returning({ id: personas.id });
    await db.insert(codigosVerificacion).values({ id_persona: otra!.id, numero_celular: '70000002', proposito: 'CELULAR', codigo_hash: 'x', expira: new Date('2026-11-01T00:00:00Z'), estado: 'VERIFICADO' });
    // Until the refresh the reports still show what was computed.
    expect((await reporte('entregasVencidas')).count).toBe(1);
    expect((await reporte('celularesCompartidos')).rows.map((f) => f.clave)).toEqual(['70000001']);
    t.clock.advance(24);
    expect(await actualizar()).toMatchObject({ hecha: true, calculadoEn: '2026-11-22T12:30:00.000Z' });
    expect(await reporte('entregasVencidas')).toMatchObject({ count: 0, rows: [], calculadoEn: '2026-11-22T12:30:00.000Z' });
    expect((await reporte('celularesCompartidos')).rows.map((f) => f.clave)).toEqual(['70000001', '70000002']);
  });

  it('two presses at once: both answer, and a press that waited for a refresh answers that one', async () => {
    t.clock.advance(6);
    const antes = (await t.database.db.select().from(calidadCorridas)).length;
    const respuestas = await Promise.all([t.gql(token, ACTUALIZAR), t.gql(token, ACTUALIZAR)]);
    const hechas = respuestas.filter((r) => r.data?.calidadActualizar?.hecha === true);
    expect(hechas).toHaveLength(1);
    // The other waited: it answers the refresh it waited for, or (when it began after that one ended) the 5 minutes' wait.
    const otra = respuestas.find((r) => r !== hechas[0])!;
    if (otra.errors) expect(otra.errors[0]).toMatchObject({ message: TEXTOS.calidadEnEspera({ minutos: 5, hora: '08:41' }), extensions: { code: 'RATE_LIMITED' } });
    else expect(otra.data.calidadActualizar).toMatchObject({ hecha: false, mensaje: TEXTOS.calidadYaActualizada });
    expect(await t.database.db.select().from(calidadCorridas)).toHaveLength(antes + 1);
  });

  it('within 5 minutes of a person\'s refresh another is refused, saying from when (issue 51 §16); after them it runs', async () => {
    // The last refresh was at 12:36 UTC, 08:36 in Bolivia.
    const corridas = (await t.database.db.select().from(calidadCorridas)).length;
    t.clock.advance(4);
    const res = await t.gql(token, ACTUALIZAR);
    expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.calidadEnEspera({ minutos: 5, hora: '08:41' }), extensions: { code: 'RATE_LIMITED' } });
    expect(await t.database.db.select().from(calidadCorridas)).toHaveLength(corridas);
    t.clock.advance(1);
    expect(await actualizar()).toMatchObject({ hecha: true });
  });
});

describe('the daily job', () => {
  it('two rounds at once compute the day exactly once; a later round of the same day does nothing; the next day computes again', async () => {
    const deps = { db: t.database.db, clock: t.clock };
    // The next Bolivian day: the assignment due on the 22nd is now overdue too.
    t.clock.set(new Date('2026-11-23T12:00:00Z'));
    const [a, b] = await Promise.all([rondaCalidad(deps), rondaCalidad(deps)]);
    expect([a.hecha, b.hecha].sort()).toEqual([false, true]);
    const delDia = await t.database.db.select().from(calidadCorridas).where(eq(calidadCorridas.dia, '2026-11-23'));
    expect(delDia).toHaveLength(1);
    expect(delDia[0]).toMatchObject({ id_usuario: null, filas: expect.objectContaining({ celularesCompartidos: 2, entregasVencidas: 1 }) });
    expect(await rondaCalidad(deps)).toMatchObject({ hecha: false });
    t.clock.set(new Date('2026-11-24T12:00:00Z'));
    expect(await rondaCalidad(deps)).toMatchObject({ hecha: true, dia: '2026-11-24' });
  });
});
