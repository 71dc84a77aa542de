import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { textoDelPdf } from '../../test/pdf.js';
import { alimentos, beneficiarias, cuentas, paqueteAlimentos, paquetes, personas, planillaDetalle, planillas, subsidios, sucursales, tarjetas } from '../../db/schema/index.js';
import { marcarPagadas } from '../planillas/service.js';
import { regionales } from '../paquetes/repository.js';

/**
 * A person's statement and balances (spec part 2 §2.12 Extractos; decision 026): real PDFs read back
 * from the file; their sums are the ledger's.
 */
let t: TestApp;
let auditor: string;
let operador: string;
let usuario: number;
let entidad: number;
let sucursal: number;
let prenatal: number;
let laPaz: { id: number; nombre: string };

let doc = 9_750_000;
async function persona(nombres: string) {
  const [p] = await t.database.db.insert(personas).values({ nro_documento: String(++doc), nombres, primer_apellido: 'COLQUE', fecha_nacimiento: '1992-05-06' }).returning({ id: personas.id });
  return { id: p!.id, documento: String(doc) };
}
async function fila(idPersona: number, idSubsidio: number, extra: Partial<typeof beneficiarias.$inferInsert> = {}) {
  const [b] = await t.database.db
    .insert(beneficiarias)
    .values({ id_persona: idPersona, id_persona_titular: idPersona, id_subsidio: idSubsidio, id_entidad: entidad, id_sucursal: sucursal, estado: 'ACTIVO', ...extra })
    .returning({ id: beneficiarias.id });
  return b!.id;
}
let periodo = 0;
async function pagada(nombre: string, lineas: Array<[number, number, number | null, string]>) {
  const { db } = t.database;
  const total = lineas.reduce((s, l) => s + Math.round(Number(l[3]) * 100), 0);
  const mes = `2031-${String(++periodo).padStart(2, '0')}-01`;
  const [p] = await db.insert(planillas).values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre, periodo: mes, monto_total: (total / 100).toFixed(2), estado: 'ENVIADO' }).returning({ id: planillas.id });
  await db.insert(planillaDetalle).values(lineas.map(([b, s, n, monto]) => ({ id_planilla: p!.id, id_beneficiaria: b, id_subsidio: s, nro_asignacion: n, monto, periodo: mes })));
  await db.transaction((tx) => marcarPagadas(tx, [p!.id], usuario, t.clock()));
}

async function pdf(ci: string, cual: 'extractosPdf' | 'saldosPdf', token = auditor) {
  const res = await t.rest('GET', `/api/v1/beneficiarias/${ci}/${cual}`, token);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { nombreArchivo: string; tipo: string; datos: string };
  expect(body.nombreArchivo).toMatch(/\.pdf$/);
  const { paginas, texto } = await textoDelPdf(Buffer.from(body.datos, 'base64'));
  // Read as one line of words: a cell wider than its column wraps (core/pdf.ts), and its words stay in order.
  return { paginas, texto: texto.join('\n').replace(/\s+/g, ' ') };
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  entidad = (await makeEntidad(t)).id;
  auditor = (await loginAs(t, 10)).token;
  const op = await loginAs(t, 3);
  operador = op.token;
  usuario = op.user.id;
  sucursal = (await db.insert(sucursales).values({ nombre: 'CASA MATRIZ', id_entidad: entidad, tipo: 'SUCURSAL' }).returning({ id: sucursales.id }))[0]!.id;
  prenatal = (await db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.nombre, 'SUBSIDIO PRENATAL')))[0]!.id;
  const regs = await regionales(db);
  laPaz = regs.find((r) => r.nombre.includes('LA PAZ')) ?? regs[0]!;
  const [alimento] = await db.insert(alimentos).values({ nombre: 'ARROZ DE PRUEBA', unidad: 'BOLSA', id_grupo_alimenticio: 1 }).returning({ id: alimentos.id });
  const [paquete] = await db.insert(paquetes).values({ id_subsidio: prenatal, id_sucursal: laPaz.id, estado: 'ACTIVO' }).returning({ id: paquetes.id });
  await db.insert(paqueteAlimentos).values({ id_paquete: paquete!.id, id_alimento: alimento!.id, cantidad: '5', orden: 1 });
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

describe('extractosPdf and saldosPdf', () => {
  it('lists every movement of her accounts oldest first, in words, with running balances; the totals are the ledger’s', async () => {
    const p = await persona('JUANA');
    const bono = await fila(p.id, 1, { monto_bono: '10.50' });
    const sub = await fila(p.id, prenatal, { nro_asignacion_inicio: 1, nro_asignacion_fin: 4 });
    await t.database.db.insert(tarjetas).values({ uuid: 'EEEE0001', lote: 'L', estado: 'ASIGNADO', id_beneficiaria: sub, fecha_asignacion: t.clock() });
    await pagada('PLANILLA NOVIEMBRE', [
      [bono, 1, null, '10.50'],
      [sub, prenatal, 1, '500.00'],
    ]);
    await pagada('PLANILLA DICIEMBRE', [[sub, prenatal, 2, '500.00']]);
    const r = await t.gql(operador, `mutation { entregarPaquete(idBeneficiaria: "${sub}", idSucursal: "${laPaz.id}", medio: "TARJETA", uuidTarjeta: "EEEE0001") { code message } }`);
    expect(r.data.entregarPaquete.code).toBe(1);

    const { texto } = await pdf(p.documento, 'extractosPdf');
    expect(texto).toContain('JUANA COLQUE');
    expect(texto).toContain('Planilla PLANILLA NOVIEMBRE');
    expect(texto).toContain('Planilla PLANILLA NOVIEMBRE (asignación 1)');
    expect(texto).toContain('Planilla PLANILLA DICIEMBRE (asignación 2)');
    expect(texto).toContain(`Entrega de paquete en ${laPaz.nombre} (asignación 1)`);
    expect(texto).toContain('-500,00');
    // Nothing is cut: headers and long cells wrap inside their column.
    expect(texto).toContain('Fecha Subsidio Detalle Monto (Bs) Saldo (Bs)');
    expect(texto).not.toContain('\u0085'); // '…' as the reader decodes WinAnsi
    expect(texto).toContain('22/11/2026 08:00');
    // Oldest first: the first payroll before the second, the delivery last.
    expect(texto.indexOf('PLANILLA NOVIEMBRE')).toBeLessThan(texto.indexOf('PLANILLA DICIEMBRE'));
    expect(texto.indexOf('PLANILLA DICIEMBRE')).toBeLessThan(texto.indexOf('Entrega de paquete'));
    const ledger = await t.database.db.select({ id_subsidio: cuentas.id_subsidio, saldo: cuentas.saldo }).from(cuentas).where(sql`${cuentas.id_beneficiaria} in (${bono}, ${sub})`);
    expect(ledger.map((c) => c.saldo).sort()).toEqual(['10.50', '500.00']);
    expect(texto).toContain('Saldo BONO ESFUERZO POR BOLIVIA: Bs 10,50');
    expect(texto).toContain('Saldo SUBSIDIO PRENATAL: Bs 500,00');
    expect(texto).toContain('Movimientos: 4');
    expect(texto).toMatch(/Página 1 de 1/);

    const saldos = (await pdf(p.documento, 'saldosPdf')).texto;
    expect(saldos).toContain('SUBSIDIO PRENATAL');
    expect(saldos).toContain('BONO ESFUERZO POR BOLIVIA');
    expect(saldos).toContain('Saldo total: Bs 510,50');
    // Habilitadas 2, entregadas 1, in debt 0, late 0: the row's cells in order.
    expect(saldos).toContain('SUBSIDIO PRENATAL ACTIVO 500,00 2 1 0 0');
  });

  it('reads thousands of movements a thousand at a time, on as many pages as they need', async () => {
    const p = await persona('PETRONA');
    const b = await fila(p.id, prenatal);
    const { db } = t.database;
    const [c] = await db.insert(cuentas).values({ id_beneficiaria: b, id_subsidio: prenatal, saldo: '25.01' }).returning({ id: cuentas.id });
    await db.execute(sql`insert into movimientos (id_cuenta, tipo, monto, origen, fecha) select ${c!.id}, 'ABONO', 0.01, 'prueba:' || ${b} || ':' || g, ${t.clock()}::timestamptz from generate_series(1, 2501) g`);
    const { paginas, texto } = await pdf(p.documento, 'extractosPdf');
    expect(paginas).toBeGreaterThan(40);
    expect(texto).toContain('Movimientos: 2501');
    expect(texto).toContain('Saldo SUBSIDIO PRENATAL: Bs 25,01');
    expect(texto).toContain(`Página ${paginas} de ${paginas}`);
  }, 60_000);

  it('an empty history is a PDF that says so; an unknown document is 404 in Spanish; other roles are refused', async () => {
    const p = await persona('SIN MOVIMIENTOS');
    await fila(p.id, prenatal);
    expect((await pdf(p.documento, 'extractosPdf')).texto).toContain('La persona no tiene movimientos en sus cuentas.');
    expect((await pdf(p.documento, 'saldosPdf')).texto).toContain('Saldo total: Bs 0,00');
    // A person with a complemento is found as "number-complemento".
    const [conComplemento] = await t.database.db.insert(personas).values({ nro_documento: String(++doc), complemento: '1A', nombres: 'CON COMPLEMENTO', fecha_nacimiento: '1990-01-01' }).returning({ id: personas.id });
    await fila(conComplemento!.id, prenatal);
    expect((await pdf(`${doc}-1a`, 'saldosPdf')).texto).toContain(`${doc}-1A`);
    const nadie = await t.rest('GET', '/api/v1/beneficiarias/99999999999/extractosPdf', auditor);
    expect(nadie.statusCode).toBe(404);
    expect(nadie.json().error).toBe(TEXTOS.documentoNoEncontrado({ documento: '99999999999' }));
    const empleador = (await loginAs(t, 5)).token;
    expect((await t.rest('GET', `/api/v1/beneficiarias/${p.documento}/saldosPdf`, empleador)).statusCode).toBe(403);
    expect((await t.rest('GET', `/api/v1/beneficiarias/${p.documento}/saldosPdf`, operador)).statusCode).toBe(200);
  });
});
