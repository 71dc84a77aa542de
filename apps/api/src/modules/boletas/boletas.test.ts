import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { centavosADecimal, formatoBs } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { textoDelPdf } from '../../test/pdf.js';
import { beneficiarias, personas, planillaDetalle, planillas, sucursales } from '../../db/schema/index.js';
import { paginasDeBoleta } from './dibujo.js';

/**
 * The payroll receipt (spec part 2 §7 `boletas`; decision 024): a real PDF on the programme's
 * template, read back here from the file itself (pdf-lib opens it; its content streams are inflated
 * with zlib and their text operators decoded), for the caller's payrolls only.
 */
let t: TestApp;
let entidad: number;
let sucursal: number;
let token: string;
let otra: string;
let staff: string;

let doc = 9_800_000;
/**
 * A CREADO payroll of `n` lines written straight to the tables (a thousand per statement): the
 * receipt only reads it. The first beneficiary is named MARÍA QUISPE; each line pays 1.25 Bs.
 */
async function planillaDe(n: number): Promise<{ id: number; total: string }> {
  const { db } = t.database;
  const total = centavosADecimal(n * 125);
  const [p] = await db.insert(planillas).values({ id_entidad: entidad, id_sucursal_pago: sucursal, nombre: 'PLANILLA ESFUERZO POR BOLIVIA', periodo: '2026-11-01', monto_total: total, estado: 'CREADO' }).returning({ id: planillas.id });
  for (let i = 0; i < n; i += 1000) {
    const k = Math.min(1000, n - i);
    const ps = await db
      .insert(personas)
      .values(Array.from({ length: k }, (_, j) => ({ nro_documento: String(++doc), nombres: i + j === 0 ? 'MARÍA' : 'ROSA', primer_apellido: i + j === 0 ? 'QUISPE' : 'CHOQUE', fecha_nacimiento: '1990-01-01' })))
      .returning({ id: personas.id });
    const bs = await db
      .insert(beneficiarias)
      .values(ps.map((x) => ({ id_persona: x.id, id_persona_titular: x.id, id_subsidio: 1, id_entidad: entidad, id_sucursal: sucursal, monto_bono: '1.25', estado: 'ACTIVO' })))
      .returning({ id: beneficiarias.id });
    await db.insert(planillaDetalle).values(bs.map((b) => ({ id_planilla: p!.id, id_beneficiaria: b.id, id_subsidio: 1, monto: '1.25', periodo: '2026-11-01' })));
  }
  return { id: p!.id, total };
}

const boleta = (id: number, quien = token, body: unknown = { entidad: 'LO QUE SEA', nit: '1', matricula_comercio: '00777002' }) => t.rest('POST', `/api/v1/beneficiarias/boletas/${id}`, quien, body);

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t, { nombre: 'MUNICIPIO DE PRUEBA DE BOLETAS', tipo: 'ETA', nit: '4455667788', matricula_comercio: '00777001', matriculas_comercio: ['00777001', '00777002'] })).id;
  sucursal = (await t.database.db.insert(sucursales).values({ nombre: 'OFICINA CENTRAL', id_entidad: entidad, tipo: 'SUCURSAL' }).returning({ id: sucursales.id }))[0]!.id;
  token = (await loginAs(t, 7, { id_entidad: entidad })).token;
  otra = (await loginAs(t, 6)).token;
  staff = (await loginAs(t, 10)).token;
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(() => t.close());

describe('boletas', () => {
  it('draws the payroll from our records: entity, NIT, the asked matrícula when it is the entity’s, lines and total', async () => {
    const { id, total } = await planillaDe(3);
    const res = await boleta(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().nombreArchivo).toBe(`planilla-${id}.pdf`);
    const { paginas, texto } = await textoDelPdf(Buffer.from(res.json().datos, 'base64'));
    expect(paginas).toBe(1);
    const todo = texto.join('\n');
    for (const parte of ['PROGRAMA NACIONAL DE PRODUCTOS HECHOS EN BOLIVIA', 'MUNICIPIO DE PRUEBA DE BOLETAS', '4455667788', '00777002', 'PLANILLA ESFUERZO POR BOLIVIA', 'OFICINA CENTRAL', 'CREADO', 'MARÍA QUISPE', 'BONO ESFUERZO POR BOLIVIA', `TOTAL ${formatoBs(total)}`, '1,25', 'Página 1 de 1']) {
      expect(todo, parte).toContain(parte);
    }
    // Amounts with the decimal comma, as every other PDF and CSV prints them.
    expect(todo).not.toContain('1.25');
    // A bonus line has no assignment number: no empty «Asignación» column (issue 51 §18).
    expect(todo).not.toContain('Asignación');
    expect(todo).not.toContain('LO QUE SEA');
    // A matrícula that is not the entity's is not printed: its own is.
    const ajena = await textoDelPdf(Buffer.from((await boleta(id, token, { matricula_comercio: '99999999' })).json().datos, 'base64'));
    expect(ajena.texto.join('\n')).toContain('00777001');
    expect(ajena.texto.join('\n')).not.toContain('99999999');
    // Staff may print it too.
    expect((await boleta(id, staff, {})).statusCode).toBe(200);
  });

  it('a subsidy payroll prints each line’s assignment number', async () => {
    const { id } = await planillaDe(2);
    await t.database.db.update(planillaDetalle).set({ nro_asignacion: 3 }).where(eq(planillaDetalle.id_planilla, id));
    const todo = (await textoDelPdf(Buffer.from((await boleta(id)).json().datos, 'base64'))).texto.join('\n');
    expect(todo).toContain('Asignación');
    expect(todo.split('\n')).toContain('3');
  });

  it('another entity’s payroll is not found, and bad input is a 400', async () => {
    const { id } = await planillaDe(1);
    const res = await boleta(id, otra);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(TEXTOS.noEncontrado);
    expect((await boleta(id, token, { matricula_comercio: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('a 5,000-line payroll opens, has the pages its lines need, and lists every line once', async () => {
    const { id, total } = await planillaDe(5000);
    const res = await boleta(id);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { paginas, texto } = await textoDelPdf(Buffer.from(res.json().datos, 'base64'));
    expect(paginas).toBe(paginasDeBoleta(5000));
    expect(paginas).toBeGreaterThan(100);
    expect(texto[0]).toContain(`Página 1 de ${paginas}`);
    expect(texto[paginas - 1]).toContain(`TOTAL ${formatoBs(total)}`);
    // Every line's number (first column) appears once across the pages.
    const numeros = texto.flatMap((p) => p.split('\n')).filter((s) => /^\d+$/.test(s));
    const filas = numeros.filter((s) => Number(s) >= 1 && Number(s) <= 5000);
    expect(new Set(filas).size).toBe(5000);
  }, 120_000);
});
