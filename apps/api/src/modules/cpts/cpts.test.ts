import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { formatoBs } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { invariantes } from '../../test/invariantes.js';
import { TOKEN_PAGOS, apuntarPagos, pedirCodigo, planillaDe, plataforma, revisar, sucursalDe, type Plataforma } from '../../test/cpts.js';
import { cptPlanillas, cpts, logs, planillas } from '../../db/schema/index.js';

/**
 * `planillaCptAdd` and `GET /api/v1/planillas/cpts` (spec part 2 §2.1, §2.4 step 3, §7, §9;
 * DOMAIN.md §3; decisions 022, 024): a code for CREADO payrolls (Σ + 1.00 Bs) issued by the
 * platform's simulator over real HTTP, a repeat answering the same code, every refusal changing
 * nothing, a hundred concurrent calls making one code, the platform down; the ledger's invariants
 * after every test.
 */
let t: TestApp;
let sim: Plataforma;
let empA: string;
let empB: string;
let entA: number;
let entB: number;
let sucA: number;
let sucB: number;

beforeAll(async () => {
  t = await createTestApp();
  entA = (await makeEntidad(t)).id;
  entB = (await makeEntidad(t)).id;
  empA = (await loginAs(t, 5, { id_entidad: entA })).token;
  empB = (await loginAs(t, 6, { id_entidad: entB })).token;
  sucA = await sucursalDe(t, entA, 'CASA MATRIZ A');
  sucB = await sucursalDe(t, entB, 'CASA MATRIZ B');
  sim = await plataforma(t, null);
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const planillaA = (montos: string[], nombre?: string) => planillaDe(t, empA, entA, sucA, montos, nombre);
const estados = async (ids: number[]) => (await t.database.db.select({ id: planillas.id, estado: planillas.estado }).from(planillas).where(inArray(planillas.id, ids)).orderBy(planillas.id)).map((p) => p.estado);
const codigoDb = async (id: number) => (await t.database.db.select().from(cpts).where(eq(cpts.id, id)))[0]!;
const codigosDe = async (ids: number[]) => [...new Set((await t.database.db.select({ id: cptPlanillas.id_cpt }).from(cptPlanillas).where(inArray(cptPlanillas.id_planilla, ids))).map((r) => r.id))];

/** What the platform itself says of a code (its own API, with the service token). */
async function enPlataforma(codigo: string) {
  const res = await fetch(`${sim.url}cpt/${codigo}`, { headers: { authorization: `Bearer ${TOKEN_PAGOS}` } });
  return res.json() as Promise<{ codigo: string | null; estado?: string; monto?: string }>;
}

/** A call that must be refused with `mensaje` (code `codigo`) and change nothing. */
async function rechazada(llamada: () => ReturnType<typeof pedirCodigo>, mensaje: string, codigo: string) {
  const antes = await huellaDeDatos(t);
  const emitidos = sim.emitidos.size;
  const res = await llamada();
  expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe(codigo);
  expect(res.errors?.[0]?.message).toBe(mensaje);
  expect(await huellaDeDatos(t)).toEqual(antes);
  expect(sim.emitidos.size).toBe(emitidos);
}

const LISTA = `query { planillas(limit: 100) { rows { id estado cpt id_cpt seleccionar } } }`;

describe('planillaCptAdd', () => {
  it('issues one code for two CREADO payrolls: Σ totals + 1.00 Bs, the payrolls ENVIADO, the platform knows it for that amount', async () => {
    const p1 = await planillaA(['100.10', '0.20']);
    const p2 = await planillaA(['50.05']);
    const res = await pedirCodigo(t, empA, [p1, p2]);
    expect(res.errors).toBeUndefined();
    const c = res.data.planillaCptAdd;
    expect(c).toEqual({ idCpt: expect.any(Number), codigo: expect.stringMatching(/^\d{10}$/), monto: '151.35', vence: expect.any(String) });
    expect(new Date(c.vence).getTime()).toBeGreaterThan(Date.now());
    expect(await estados([p1.id, p2.id])).toEqual(['ENVIADO', 'ENVIADO']);
    expect(await codigoDb(c.idCpt)).toMatchObject({ codigo: c.codigo, estado: 'PENDIENTE', monto: '151.35', id_entidad: entA, fecha_pago: null, vence: new Date(c.vence) });
    expect(await enPlataforma(c.codigo)).toEqual({ codigo: c.codigo, estado: 'PENDIENTE', fecha_pago: null, monto: '151.35' });
    expect(sim.emitidos.has(c.codigo)).toBe(true);
    // The payroll list joins the live code: a PENDIENTE code's payrolls show it, and are no longer selectable.
    const filas = (await t.gql(empA, LISTA)).data.planillas.rows.filter((r: { id: number }) => r.id === p1.id || r.id === p2.id);
    expect(filas).toEqual([
      { id: p2.id, estado: 'ENVIADO', cpt: c.codigo, id_cpt: c.idCpt, seleccionar: false },
      { id: p1.id, estado: 'ENVIADO', cpt: c.codigo, id_cpt: c.idCpt, seleccionar: false },
    ]);
    // Audited by the transport, after it.
    const auditoria = await t.database.db.select({ referencia: logs.referencia }).from(logs).where(and(eq(logs.tipo, 'MUTACION'), eq(logs.mensaje, 'planillaCptAdd')));
    expect(auditoria.map((a) => JSON.parse(a.referencia!))).toContainEqual(expect.objectContaining({ nombre: c.codigo }));
  });

  it('the same request again (another tab, a retry) answers the same code, without a second one at the platform', async () => {
    const p1 = await planillaA(['10.00']);
    const p2 = await planillaA(['20.00']);
    const primera = (await pedirCodigo(t, empA, [p1, p2])).data.planillaCptAdd;
    const emitidos = sim.emitidos.size;
    const segunda = await pedirCodigo(t, empA, [p2, p1]);
    expect(segunda.errors).toBeUndefined();
    expect(segunda.data.planillaCptAdd).toEqual(primera);
    expect(sim.emitidos.size).toBe(emitidos);
    expect(await codigosDe([p1.id, p2.id])).toEqual([primera.idCpt]);
  });

  it('refuses a montoTotal that is not the stored total, naming the payroll and its total', async () => {
    const p1 = await planillaA(['10.00']);
    const p2 = await planillaA(['20.00'], 'PLANILLA DE OCTUBRE');
    await rechazada(() => pedirCodigo(t, empA, [p1, { id: p2.id, total: '19.99' }]), TEXTOS.cptMontoDistinto({ nombre: 'PLANILLA DE OCTUBRE', total: formatoBs('20.00') }), 'CONFLICT');
    expect(await estados([p1.id, p2.id])).toEqual(['CREADO', 'CREADO']);
  });

  it('another entity’s payroll is not found, alone or among one’s own, and nothing changes', async () => {
    const propia = await planillaA(['5.00']);
    const ajena = await planillaDe(t, empB, entB, sucB, ['7.00']);
    await rechazada(() => pedirCodigo(t, empA, [ajena]), TEXTOS.noEncontrado, 'NOT_FOUND');
    await rechazada(() => pedirCodigo(t, empA, [propia, ajena]), TEXTOS.noEncontrado, 'NOT_FOUND');
    await rechazada(() => pedirCodigo(t, empA, [{ id: 999_999, total: '1.00' }]), TEXTOS.noEncontrado, 'NOT_FOUND');
  });

  it('refuses an ANULADO or PAGADO payroll, and one already in another live code, naming it', async () => {
    const anulada = await planillaA(['3.00'], 'PLANILLA ANULADA');
    const anular = await t.gql(empA, `mutation ($id: ID!) { anularPlanilla(idPlanilla: $id) { estado } }`, { id: String(anulada.id) });
    expect(anular.errors).toBeUndefined();
    const creada = await planillaA(['4.00'], 'PLANILLA NUEVA');
    await rechazada(() => pedirCodigo(t, empA, [creada, anulada]), TEXTOS.cptPlanillaNoCreado({ nombre: 'PLANILLA ANULADA', estado: 'ANULADO' }), 'CONFLICT');

    // Paid through its code (the bank pays, the notification is lost, the polling settles it).
    const pagada = await planillaA(['6.00'], 'PLANILLA PAGADA');
    const c = (await pedirCodigo(t, empA, [pagada])).data.planillaCptAdd;
    await sim.pagar(c.codigo, 'NINGUNA');
    expect((await revisar(t)).pagados).toBe(1);
    expect(await estados([pagada.id])).toEqual(['PAGADO']);
    await rechazada(() => pedirCodigo(t, empA, [pagada]), TEXTOS.cptPlanillaNoCreado({ nombre: 'PLANILLA PAGADA', estado: 'PAGADO' }), 'CONFLICT');

    const enCodigo = await planillaA(['8.00'], 'PLANILLA CON CÓDIGO');
    const otra = await planillaA(['9.00'], 'PLANILLA SIN CÓDIGO');
    expect((await pedirCodigo(t, empA, [enCodigo])).errors).toBeUndefined();
    // A mix, or a set other than the code's: the payroll is in another live code.
    await rechazada(() => pedirCodigo(t, empA, [enCodigo, otra]), TEXTOS.cptPlanillaEnOtroCodigo({ nombre: 'PLANILLA CON CÓDIGO' }), 'CONFLICT');
    expect(await estados([creada.id, otra.id])).toEqual(['CREADO', 'CREADO']);
  });

  it('an empty list is the spec’s warning; a list of nothing valid is a 400', async () => {
    await rechazada(() => t.gql(empA, `mutation { planillaCptAdd(lista: []) { codigo } }`), TEXTOS.sinPlanillasSeleccionadas, 'VALIDATION');
    const res = await t.gql(empA, `mutation { planillaCptAdd(lista: [{ idPlanilla: "1", montoTotal: "1,555" }]) { codigo } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('100 concurrent calls over the same payrolls make exactly one code, here and at the platform; each caller gets it', async () => {
    const p1 = await planillaA(['1.11', '2.22']);
    const p2 = await planillaA(['3.33']);
    const emitidos = sim.emitidos.size;
    const respuestas = await Promise.all(Array.from({ length: 100 }, (_, i) => pedirCodigo(t, empA, i % 2 ? [p1, p2] : [p2, p1])));
    const idsCpt = await codigosDe([p1.id, p2.id]);
    expect(idsCpt).toHaveLength(1);
    expect(sim.emitidos.size).toBe(emitidos + 1);
    const c = await codigoDb(idsCpt[0]!);
    expect(c).toMatchObject({ estado: 'PENDIENTE', monto: '7.66' });
    for (const r of respuestas) {
      // Each caller gets the code or a clear refusal; here, with the platform up, the code.
      if (r.errors) expect(r.errors[0]!.extensions?.code).not.toBe('INTERNAL');
      else expect(r.data.planillaCptAdd).toMatchObject({ idCpt: c.id, codigo: c.codigo, monto: '7.66' });
    }
    expect(respuestas.filter((r) => !r.errors).length).toBe(100);
    expect(await estados([p1.id, p2.id])).toEqual(['ENVIADO', 'ENVIADO']);
  }, 120_000);

  it('the platform down: cptEnEmision, the payrolls reserved (ENVIADO, a code without number); asked again once it is back, the code', async () => {
    const p = await planillaA(['12.34']);
    await apuntarPagos(t, 'http://127.0.0.1:9/pagos/v1/');
    let res;
    try {
      res = await pedirCodigo(t, empA, [p]);
    } finally {
      await apuntarPagos(t, sim.url);
    }
    expect(res.errors?.[0]).toMatchObject({ message: TEXTOS.cptEnEmision, extensions: { code: 'UNAVAILABLE' } });
    expect(await estados([p.id])).toEqual(['ENVIADO']);
    const [idCpt] = await codigosDe([p.id]);
    expect(await codigoDb(idCpt!)).toMatchObject({ estado: 'PENDIENTE', codigo: null, monto: '13.34' });
    // The reservation is in the audit log even though the call failed.
    const aviso = await t.database.db.select({ referencia: logs.referencia }).from(logs).where(and(eq(logs.mensaje, 'planillaCptAdd'), eq(logs.nivel, 'ADVERTENCIA')));
    expect(aviso.map((a) => JSON.parse(a.referencia!))).toContainEqual({ id: String(idCpt), estado: 'PENDIENTE', planillas: [p.id] });

    const otra = await pedirCodigo(t, empA, [p]);
    expect(otra.errors).toBeUndefined();
    expect(otra.data.planillaCptAdd).toMatchObject({ idCpt, codigo: expect.stringMatching(/^\d{10}$/), monto: '13.34' });
    expect(await codigoDb(idCpt!)).toMatchObject({ codigo: otra.data.planillaCptAdd.codigo });
  });

  it('the platform down: the polling issues the code with the same referencia, and a later call answers it without asking again', async () => {
    const p = await planillaA(['43.21']);
    await apuntarPagos(t, 'http://127.0.0.1:9/pagos/v1/');
    try {
      expect((await pedirCodigo(t, empA, [p])).errors?.[0]?.message).toBe(TEXTOS.cptEnEmision);
      // Still down: the polling logs it and the code waits for its next turn.
      expect((await revisar(t)).errores).toBeGreaterThanOrEqual(1);
    } finally {
      await apuntarPagos(t, sim.url);
    }
    const [idCpt] = await codigosDe([p.id]);
    expect(await codigoDb(idCpt!)).toMatchObject({ codigo: null, estado: 'PENDIENTE' });
    t.clock.advance(2);
    expect(await revisar(t)).toMatchObject({ emitidos: 1, errores: 0 });
    const c = await codigoDb(idCpt!);
    expect(c.codigo).toMatch(/^\d{10}$/);
    expect(await enPlataforma(c.codigo!)).toMatchObject({ estado: 'PENDIENTE', monto: '44.21' });
    const emitidos = sim.emitidos.size;
    expect((await pedirCodigo(t, empA, [p])).data.planillaCptAdd).toMatchObject({ idCpt, codigo: c.codigo });
    expect(sim.emitidos.size).toBe(emitidos);
    const audit = await t.database.db.select({ referencia: logs.referencia }).from(logs).where(and(eq(logs.tipo, 'PLANILLA'), eq(logs.mensaje, 'Código de pago emitido')));
    expect(audit.map((a) => JSON.parse(a.referencia!))).toContainEqual({ id: String(idCpt) });
  });
});

describe('GET /api/v1/planillas/cpts', () => {
  it('lists the caller entity’s CREADO payrolls, newest first, paged; another entity’s never', async () => {
    const cuando = t.clock().toISOString();
    const mias = [await planillaA(['1.50']), await planillaA(['2.50'], 'PLANILLA DOS')];
    const ajena = await planillaDe(t, empB, entB, sucB, ['9.00']);
    const res = await t.rest('GET', '/api/v1/planillas/cpts', empA);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.datos.map((d: { idPlanilla: number }) => d.idPlanilla);
    expect(ids).not.toContain(ajena.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(body.datos[0]).toEqual({ idPlanilla: mias[1]!.id, montoTotal: '2.50', nombre: 'PLANILLA DOS', sucursal: 'CASA MATRIZ A', _created_at: cuando });
    expect(body.total).toBe(body.totalFiltro);
    expect(body.total).toBe(ids.length);
    const pagina = (await t.rest('GET', '/api/v1/planillas/cpts?limit=1&page=2', empA)).json();
    expect(pagina.datos).toHaveLength(1);
    expect(pagina.datos[0].idPlanilla).toBe(ids[1]);
    expect(pagina.total).toBe(body.total);
    const deB = (await t.rest('GET', '/api/v1/planillas/cpts', empB)).json().datos.map((d: { idPlanilla: number }) => d.idPlanilla);
    expect(deB).toContain(ajena.id);
    expect(deB.some((id: number) => ids.includes(id))).toBe(false);
    expect((await t.rest('GET', '/api/v1/planillas/cpts?limit=1001', empA)).statusCode).toBe(400);
  });
});
