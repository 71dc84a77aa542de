import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeBeneficiariasBono, makeEntidad, makeUsuario } from '../../test/factories.js';
import { withCorreo } from '../../test/correo.js';
import { rondaCorreos } from '../../test/notificaciones.js';
import { huellaDeDatos } from '../../test/huella.js';
import { invariantes } from '../../test/invariantes.js';
import { bombaPdf, hacerPdf, pdfConZip } from '../../test/pdf.js';
import { archivos, formulariosC31, logs, planillas, sucursales } from '../../db/schema/index.js';

/**
 * C31 forms (spec part 2 §2.1, §2.3, §7; DOMAIN.md §3; decision 024): the PDF upload, the payment
 * with C31 and every refusal, approval (credits once) and rejection, the race between them, record
 * scope, the PDF's download and the daily report; the ledger's invariants after every test.
 */
let t: TestApp;
let datos: string;
let pub: { token: string; entidad: number; sucursal: number };
let eta: { token: string; entidad: number; sucursal: number };
let privadaConClave: string;
let empleador: string;
let programa: string;

const beneficiariasDe = (entidad: number, sucursal: number, montos: string[]) => makeBeneficiariasBono(t, entidad, sucursal, montos);

const ADD = `mutation ($sucursalPago: ID!, $montoTotal: String!, $nombre: String!, $lista: [PlanillaLineaInput!]!) {
  planillaAdd(sucursalPago: $sucursalPago, montoTotal: $montoTotal, nombre: $nombre, lista: $lista) { id } }`;
const PAGAR = `mutation ($c31: String!, $idPlanilla: ID!, $archivo: String!) { pagarPlanillaPorC31(c31: $c31, idPlanilla: $idPlanilla, nombre_archivo_c31: $archivo) { id idFormulario estado mensaje } }`;
const APROBAR = `mutation ($id: ID!) { aprobarFormularioC31(idFormulario: $id) { id estado mensaje } }`;
const RECHAZAR = `mutation ($id: ID!, $obs: String) { rechazarFormularioC31(idFormulario: $id, observacion: $obs) { id estado mensaje } }`;
const LISTA = `query ($c31: String, $estado: String, $order: String) { formulariosC31(c31: $c31, estado: $estado, order: $order, limit: 100) { count rows { id id_planilla c31 nombre_archivo_c31 nombre monto_total sucursal_entidad_suc_nombre entidad_nombre estado _created_at _updated_at } } }`;

/** A CREADO payroll of the entity with lines of these amounts, made through the API. */
async function planillaCreada(quien: { token: string; entidad: number; sucursal: number }, montos = ['100.00', '50.50']) {
  const ids = await beneficiariasDe(quien.entidad, quien.sucursal, montos);
  const total = (montos.reduce((s, m) => s + Math.round(Number(m) * 100), 0) / 100).toFixed(2);
  const res = await t.gql(quien.token, ADD, { sucursalPago: String(quien.sucursal), montoTotal: total, nombre: 'PLANILLA C31', lista: ids.map((id, i) => ({ idBeneficiaria: String(id), monto: montos[i] })) });
  expect(res.errors).toBeUndefined();
  return res.data.planillaAdd.id as number;
}

function subir(token: string, nombre: string, contenido: Buffer, campo = 'c31') {
  const limite = 'pbLimitePdf42';
  const cabeza = Buffer.from(`--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nombre}"\r\nContent-Type: application/pdf\r\n\r\n`);
  const payload = Buffer.concat([cabeza, contenido, Buffer.from(`\r\n--${limite}--\r\n`)]);
  return t.app.inject({ method: 'POST', url: '/api/v1/beneficiarias/subir_pdf', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
}
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
let serie = 0;
/** A PDF of its own uploaded by the entity: its name. */
async function pdfSubido(token: string) {
  const res = await subir(token, 'c31.pdf', await hacerPdf(`C31 ${++serie}`));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().nombre as string;
}
const pagar = (token: string, idPlanilla: number, archivo: string, c31 = `C31-2026-${++serie}`) => t.gql(token, PAGAR, { c31, idPlanilla: String(idPlanilla), archivo });
const estadoPlanilla = async (id: number) => (await t.database.db.select({ estado: planillas.estado }).from(planillas).where(eq(planillas.id, id)))[0]!.estado;
const estadoFormulario = async (id: number) => (await t.database.db.select({ estado: formulariosC31.estado }).from(formulariosC31).where(eq(formulariosC31.id, id)))[0]!.estado;
/** A payroll of the entity sent with a C31 form: its id and the form's. */
async function enviada(quien = pub) {
  const id = await planillaCreada(quien);
  const res = await pagar(quien.token, id, await pdfSubido(quien.token));
  expect(res.errors).toBeUndefined();
  return { id, formulario: res.data.pagarPlanillaPorC31.idFormulario as number };
}

/** A GraphQL call refused with `mensaje` and `codigo` that changes nothing. */
async function rechazada(llamada: () => Promise<{ errors?: Array<{ message: string; extensions?: Record<string, any> }> }>, mensaje: string, codigo: string) {
  const antes = await huellaDeDatos(t);
  const res = await llamada();
  expect(res.errors?.[0]?.extensions?.code, JSON.stringify(res.errors)).toBe(codigo);
  expect(res.errors?.[0]?.message).toContain(mensaje);
  expect(await huellaDeDatos(t)).toEqual(antes);
}

const sucursal = async (id_entidad: number, nombre: string) => (await t.database.db.insert(sucursales).values({ nombre, id_entidad, tipo: 'SUCURSAL', estado: 'ACTIVO' }).returning({ id: sucursales.id }))[0]!.id;
async function entidadCon(rol: number, tipo: string, nombre: string) {
  const entidad = (await makeEntidad(t, { tipo, nombre })).id;
  return { token: (await loginAs(t, rol, { id_entidad: entidad })).token, entidad, sucursal: await sucursal(entidad, `OFICINA ${nombre}`) };
}

beforeAll(async () => {
  datos = mkdtempSync(path.join(tmpdir(), 'pb-c31-'));
  t = await createTestApp({ DATA_DIR: datos });
  pub = await entidadCon(6, 'PUBLICO', 'MINISTERIO DE PRUEBA');
  eta = await entidadCon(7, 'ETA', 'GOBIERNO MUNICIPAL DE PRUEBA');
  privadaConClave = (await entidadCon(6, 'PRIVADO', 'EMPRESA CON CLAVE')).token;
  empleador = (await entidadCon(5, 'PRIVADO', 'EMPRESA PRIVADA')).token;
  programa = (await loginAs(t, 2)).token;
}, 60_000);
afterEach(async () => {
  expect(await invariantes(t.database.db)).toEqual([]);
});
afterAll(async () => {
  await t.close();
  rmSync(datos, { recursive: true, force: true });
});

describe('subir_pdf', () => {
  it('stores a real PDF once under its SHA-256, however many times it is sent, and answers that name', async () => {
    const pdf = await hacerPdf('FORMULARIO C31 Y CHEQUE', 2);
    const r1 = await subir(pub.token, 'Formulario C31.PDF', pdf);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json()).toEqual({ nombre: sha(pdf) });
    const r2 = await subir(pub.token, 'otra vez.pdf', pdf);
    expect(r2.json()).toEqual({ nombre: sha(pdf) });
    const carpeta = path.join(datos, 'archivos');
    expect(readdirSync(carpeta).filter((f) => f.startsWith(sha(pdf)) || f.includes(sha(pdf)))).toEqual([`${sha(pdf)}.pdf`]);
    expect(readdirSync(carpeta).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const filas = await t.database.db.select().from(archivos).where(eq(archivos.sha256, sha(pdf)));
    expect(filas).toEqual([expect.objectContaining({ id_entidad: pub.entidad, tamano: pdf.length, nombre_original: 'Formulario C31.PDF', tipo: 'C31' })]);
    // Another entity uploading the same bytes owns it too: one file, a row each.
    expect((await subir(eta.token, 'c31.pdf', pdf)).json()).toEqual({ nombre: sha(pdf) });
    expect(await t.database.db.select({ e: archivos.id_entidad }).from(archivos).where(eq(archivos.sha256, sha(pdf)))).toHaveLength(2);
  });

  it('refuses what is not a PDF, by name, by content or by size, on field c31, and stores nothing', async () => {
    const casos: Array<[string, Buffer, string, string?]> = [
      ['texto.pdf', Buffer.from('esto es un texto renombrado a .pdf\n'), TEXTOS.archivoPdfInvalido],
      ['falso.pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]), TEXTOS.archivoPdfInvalido],
      ['con-zip.pdf', await pdfConZip(), TEXTOS.archivoPdfInvalido],
      ['c31.docx', await hacerPdf(), TEXTOS.archivoSoloPdf],
      ['grande.pdf', Buffer.concat([await hacerPdf(), Buffer.alloc(5 * 1024 * 1024, 0x20)]), TEXTOS.archivoMuyGrande({ mb: 5 })],
      ['c31.pdf', await hacerPdf(), TEXTOS.archivoC31Requerido, 'archivo'],
    ];
    for (const [nombre, contenido, mensaje, campo] of casos) {
      const antes = await huellaDeDatos(t);
      const archivosAntes = existsSync(path.join(datos, 'archivos')) ? readdirSync(path.join(datos, 'archivos')).sort() : [];
      const res = await subir(pub.token, nombre, contenido, campo);
      expect(res.statusCode, `${nombre}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: mensaje, code: 'VALIDATION', campos: { c31: mensaje } });
      expect(await huellaDeDatos(t)).toEqual(antes);
      expect(existsSync(path.join(datos, 'archivos')) ? readdirSync(path.join(datos, 'archivos')).sort() : []).toEqual(archivosAntes);
    }
    const sinArchivo = await t.rest('POST', '/api/v1/beneficiarias/subir_pdf', pub.token, {});
    expect(sinArchivo.json()).toMatchObject({ error: TEXTOS.archivoC31Requerido, campos: { c31: TEXTOS.archivoC31Requerido } });
  });

  it('refuses a PDF whose object stream inflates to 500 MiB, checked off the event loop: /health answers meanwhile, nothing stored', async () => {
    const antes = await huellaDeDatos(t);
    const carpeta = path.join(datos, 'archivos');
    const archivosAntes = existsSync(carpeta) ? readdirSync(carpeta).sort() : [];
    let respondida = false;
    const subida = subir(pub.token, 'c31.pdf', bombaPdf(500)).finally(() => (respondida = true));
    const salud = await t.app.inject({ method: 'GET', url: '/health' });
    expect(salud.statusCode).toBe(200);
    expect(respondida).toBe(false);
    const res = await subida;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: TEXTOS.archivoPdfInvalido, code: 'VALIDATION', campos: { c31: TEXTOS.archivoPdfInvalido } });
    expect(await huellaDeDatos(t)).toEqual(antes);
    expect(existsSync(carpeta) ? readdirSync(carpeta).sort() : []).toEqual(archivosAntes);
  }, 20_000);

  it('accepts a real PDF with whitespace after its %%EOF (a ZIP after it is refused above)', async () => {
    const pdf = Buffer.concat([await hacerPdf('C31 CON ESPACIOS'), Buffer.from('\r\n  \n')]);
    const res = await subir(pub.token, 'c31.pdf', pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ nombre: sha(pdf) });
  });

  it('is refused to a role without planillas:update', async () => {
    const res = await subir(empleador, 'c31.pdf', await hacerPdf());
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('NOT_AUTHORIZED:UPDATE');
  });
});

describe('pagarPlanillaPorC31', () => {
  it('a public entity pays its CREADO payroll: the payroll ENVIADO, the form CREADO with its C31 and file', async () => {
    const id = await planillaCreada(pub);
    const archivo = await pdfSubido(pub.token);
    const res = await pagar(pub.token, id, archivo, '  C31-0001/2026 ');
    expect(res.errors).toBeUndefined();
    expect(res.data.pagarPlanillaPorC31).toEqual({ id, idFormulario: expect.any(Number), estado: 'ENVIADO', mensaje: TEXTOS.c31Enviado });
    expect(await estadoPlanilla(id)).toBe('ENVIADO');
    const [f] = await t.database.db.select().from(formulariosC31).where(eq(formulariosC31.id_planilla, id));
    expect(f).toMatchObject({ estado: 'CREADO', c31: 'C31-0001/2026', archivo });
    // An ETA pays with C31 too.
    const deEta = await planillaCreada(eta);
    expect((await pagar(eta.token, deEta, await pdfSubido(eta.token))).errors).toBeUndefined();
    expect(await estadoPlanilla(deEta)).toBe('ENVIADO');
  });

  it('refuses a private employer: role 5 lacks the key; a role that holds it in a private entity is FORBIDDEN, to pay and to upload', async () => {
    const res = await t.gql(empleador, PAGAR, { c31: 'X', idPlanilla: '1', archivo: 'a'.repeat(64) });
    expect(res.errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    const id = await planillaCreada(pub);
    const archivo = await pdfSubido(pub.token);
    await rechazada(() => pagar(privadaConClave, id, archivo), TEXTOS.c31SoloEntidadPublica, 'FORBIDDEN');
    // Nor may it store a form's PDF: refused before anything is written.
    const antes = await huellaDeDatos(t);
    const subida = await subir(privadaConClave, 'c31.pdf', await hacerPdf('C31 PRIVADA'));
    expect(subida.statusCode).toBe(403);
    expect(subida.json().error).toBe(TEXTOS.c31SoloEntidadPublica);
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('refuses a payroll that is not CREADO, another entity’s payroll or file, and a file never uploaded', async () => {
    const { id } = await enviada();
    await rechazada(() => pagar(pub.token, id, 'f'.repeat(64)), TEXTOS.c31PlanillaNoCreado({ estado: 'ENVIADO' }), 'CONFLICT');
    const anulada = await planillaCreada(pub);
    expect((await t.gql(pub.token, `mutation ($id: ID!) { anularPlanilla(idPlanilla: $id) { estado } }`, { id: String(anulada) })).errors).toBeUndefined();
    await rechazada(() => pagar(pub.token, anulada, 'f'.repeat(64)), TEXTOS.c31PlanillaNoCreado({ estado: 'ANULADO' }), 'CONFLICT');
    const propia = await planillaCreada(pub);
    const deEta = await planillaCreada(eta);
    const archivoEta = await pdfSubido(eta.token);
    await rechazada(() => pagar(pub.token, propia, archivoEta), TEXTOS.archivoNoEncontrado, 'VALIDATION');
    await rechazada(() => pagar(pub.token, propia, 'e'.repeat(64)), TEXTOS.archivoNoEncontrado, 'VALIDATION');
    const propio = await pdfSubido(pub.token);
    await rechazada(() => pagar(pub.token, deEta, propio), TEXTOS.noEncontrado, 'NOT_FOUND');
    expect(await estadoPlanilla(propia)).toBe('CREADO');
  });
});

describe('aprobar y rechazar', () => {
  it('approval: form and payroll PAGADO, every line credited once', async () => {
    const { id, formulario } = await enviada();
    const res = await t.gql(programa, APROBAR, { id: String(formulario) });
    expect(res.errors).toBeUndefined();
    expect(res.data.aprobarFormularioC31).toEqual({ id: formulario, estado: 'PAGADO', mensaje: TEXTOS.c31Aprobado });
    expect(await estadoPlanilla(id)).toBe('PAGADO');
    expect(await estadoFormulario(formulario)).toBe('PAGADO');
    const abonos = await t.database.db.execute<{ n: number; suma: string }>(
      sql`select count(*)::int as n, sum(m.monto)::text as suma from movimientos m join planilla_detalle d on m.origen = 'planilla_detalle:' || d.id where d.id_planilla = ${id}`,
    );
    expect(abonos.rows[0]).toEqual({ n: 2, suma: '150.50' });
    // Approved once: again, or rejecting it now, is refused.
    await rechazada(() => t.gql(programa, APROBAR, { id: String(formulario) }), TEXTOS.c31SoloCreado({ estado: 'PAGADO' }), 'CONFLICT');
    await rechazada(() => t.gql(programa, RECHAZAR, { id: String(formulario), obs: 'Tarde' }), TEXTOS.c31SoloCreado({ estado: 'PAGADO' }), 'CONFLICT');
  });

  it('rejection: a reason is required; form ANULADO with it, which the entity reads beside its payroll, payroll CREADO, the reason in the log; it can be paid again with a new form', async () => {
    const { id, formulario } = await enviada();
    for (const obs of [undefined, '   ']) {
      const sin = await t.gql(programa, RECHAZAR, { id: String(formulario), ...(obs === undefined ? {} : { obs }) });
      expect(sin.errors?.[0]).toMatchObject({ message: `Observación: ${TEXTOS.required}`, extensions: { code: 'VALIDATION' } });
      expect(await estadoFormulario(formulario)).toBe('CREADO');
      expect(await estadoPlanilla(id)).toBe('ENVIADO');
    }
    const res = await t.gql(programa, RECHAZAR, { id: String(formulario), obs: 'El cheque no es legible' });
    expect(res.errors).toBeUndefined();
    expect(res.data.rechazarFormularioC31).toEqual({ id: formulario, estado: 'ANULADO', mensaje: TEXTOS.c31Rechazado });
    expect(await estadoFormulario(formulario)).toBe('ANULADO');
    expect(await estadoPlanilla(id)).toBe('CREADO');
    const [log] = await t.database.db.select().from(logs).where(eq(logs.mensaje, 'Formulario C31 rechazado'));
    expect(JSON.parse(log!.referencia!)).toMatchObject({ id_formulario: formulario, id_planilla: id, observacion: 'El cheque no es legible' });
    // The entity's own list of forms says why.
    const suyas = await t.gql(pub.token, `{ formulariosC31(limit: 50) { rows { id nombre estado observacion } } }`);
    expect(suyas.data.formulariosC31.rows).toContainEqual(expect.objectContaining({ id: formulario, estado: 'ANULADO', observacion: 'El cheque no es legible' }));
    await rechazada(() => t.gql(programa, APROBAR, { id: String(formulario) }), TEXTOS.c31SoloCreado({ estado: 'ANULADO' }), 'CONFLICT');
    const otra = await pagar(pub.token, id, await pdfSubido(pub.token));
    expect(otra.errors).toBeUndefined();
    expect(await estadoPlanilla(id)).toBe('ENVIADO');
    expect((await t.gql(programa, APROBAR, { id: String(otra.data.pagarPlanillaPorC31.idFormulario) })).errors).toBeUndefined();
    expect(await estadoPlanilla(id)).toBe('PAGADO');
  });

  it('approve and reject racing: exactly one wins, the other is refused with c31SoloCreado', async () => {
    for (let i = 0; i < 3; i++) {
      const { id, formulario } = await enviada();
      const [a, r] = await Promise.all([t.gql(programa, APROBAR, { id: String(formulario) }), t.gql(programa, RECHAZAR, { id: String(formulario), obs: 'Carrera' })]);
      const ganadoras = [a, r].filter((x) => !x.errors);
      const perdedora = [a, r].find((x) => x.errors);
      expect(ganadoras).toHaveLength(1);
      expect(perdedora!.errors![0]!.extensions?.code).toBe('CONFLICT');
      const estado = await estadoFormulario(formulario);
      expect(perdedora!.errors![0]!.message).toBe(TEXTOS.c31SoloCreado({ estado }));
      expect(await estadoPlanilla(id)).toBe(estado === 'PAGADO' ? 'PAGADO' : 'CREADO');
    }
  });

  it('only the programme decides: a public entity lacks pagosc31:update', async () => {
    const { formulario } = await enviada();
    expect((await t.gql(pub.token, APROBAR, { id: String(formulario) })).errors?.[0]?.message).toBe('NOT_AUTHORIZED:UPDATE');
    expect((await t.gql(programa, APROBAR, { id: '999999' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('formulariosC31, descargar_pdf and record scope', () => {
  it('lists an entity’s own forms (staff every entity’s), filters by C31 text and state, newest first', async () => {
    const id = await planillaCreada(pub);
    const archivo = await pdfSubido(pub.token);
    const r = await pagar(pub.token, id, archivo, 'ÑANDÚ-7781');
    const formulario = r.data.pagarPlanillaPorC31.idFormulario as number;
    const propia = await t.gql(pub.token, LISTA, { c31: 'nandu-77' });
    expect(propia.errors).toBeUndefined();
    expect(propia.data.formulariosC31).toEqual({
      count: 1,
      rows: [{ id: formulario, id_planilla: id, c31: 'ÑANDÚ-7781', nombre_archivo_c31: archivo, nombre: 'PLANILLA C31', monto_total: '150.50', sucursal_entidad_suc_nombre: 'OFICINA MINISTERIO DE PRUEBA', entidad_nombre: 'MINISTERIO DE PRUEBA', estado: 'CREADO', _created_at: expect.any(String), _updated_at: null }],
    });
    expect((await t.gql(eta.token, LISTA, { c31: 'nandu-77' })).data.formulariosC31).toEqual({ count: 0, rows: [] });
    const todas = (await t.gql(programa, LISTA, {})).data.formulariosC31;
    const entidades = new Set(todas.rows.map((x: { entidad_nombre: string }) => x.entidad_nombre));
    expect(entidades).toEqual(new Set(['MINISTERIO DE PRUEBA', 'GOBIERNO MUNICIPAL DE PRUEBA']));
    expect(todas.rows.map((x: { id: number }) => x.id)).toEqual([...todas.rows.map((x: { id: number }) => x.id)].sort((a, b) => b - a));
    const creadas = (await t.gql(pub.token, LISTA, { estado: 'CREADO' })).data.formulariosC31.rows;
    expect(creadas.every((x: { estado: string }) => x.estado === 'CREADO')).toBe(true);
    expect((await t.gql(programa, LISTA, { order: 'contrasena' })).errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });

  it('the PDF goes back to its entity and to staff (roles 1, 2 and 10), never to another entity', async () => {
    const id = await planillaCreada(pub);
    const pdf = await hacerPdf('C31 PARA DESCARGAR');
    await subir(pub.token, 'c31.pdf', pdf);
    const formulario = (await pagar(pub.token, id, sha(pdf), 'C31/2026-9')).data.pagarPlanillaPorC31.idFormulario as number;
    const admin = (await loginAs(t, 1)).token;
    const consulta = (await loginAs(t, 10)).token;
    for (const token of [pub.token, programa, admin, consulta]) {
      const res = await t.rest('GET', `/api/v1/beneficiarias/descargar_pdf/${formulario}`, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().nombreArchivo).toBe('C31-C31_2026-9.pdf');
      expect(Buffer.from(res.json().datos, 'base64').equals(pdf)).toBe(true);
    }
    const ajena = await t.rest('GET', `/api/v1/beneficiarias/descargar_pdf/${formulario}`, eta.token);
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json().error).toBe(TEXTOS.noEncontrado);
  });
});

describe('reporte diario de planillas aprobadas', () => {
  const reporte = (fecha: string, token = programa) => t.rest('GET', `/api/v1/planillas/aprobadas/${fecha}`, token);
  const filas = (cuerpo: string) => cuerpo.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));

  it('lists a payroll approved by C31 on its day in Bolivia (UTC−4) and not on the next', async () => {
    const { id, formulario } = await enviada(eta);
    const antes = t.clock();
    // 22:30 on 22 November in Bolivia is already the 23rd in UTC.
    t.clock.set(new Date('2026-11-23T02:30:00Z'));
    try {
      // A session of that hour (the others would be idle for 14 hours).
      const noche = (await loginAs(t, 2)).token;
      expect((await t.gql(noche, APROBAR, { id: String(formulario) })).errors).toBeUndefined();
    } finally {
      t.clock.set(antes);
    }
    const dia = await reporte('2026-11-22');
    expect(dia.statusCode, dia.body).toBe(200);
    expect(dia.headers['content-type']).toContain('text/csv');
    expect(dia.headers['content-disposition']).toBe('attachment; filename="planillas-aprobadas-2026-11-22.csv"');
    expect(dia.body.startsWith('\uFEFF')).toBe(true);
    const [cabecera, ...resto] = filas(dia.body);
    expect(cabecera).toEqual(['id_planilla', 'entidad', 'nit', 'planilla', 'sucursal', 'monto_total', 'forma_pago', 'c31_o_cpt', 'fecha_pago']);
    const fila = resto.find((r) => r[0] === String(id));
    const [f] = await t.database.db.select({ c31: formulariosC31.c31 }).from(formulariosC31).where(eq(formulariosC31.id, formulario));
    expect(fila).toEqual([String(id), 'GOBIERNO MUNICIPAL DE PRUEBA', expect.any(String), 'PLANILLA C31', 'OFICINA GOBIERNO MUNICIPAL DE PRUEBA', '150,50', 'C31', f!.c31, '22/11/2026 22:30']);
    const siguiente = await reporte('2026-11-23');
    expect(filas(siguiente.body).some((r) => r[0] === String(id))).toBe(false);
  });

  it('refuses a date that is not one, and a role without pagosc31:csv', async () => {
    for (const mala of ['2026-02-30', '22-11-2026', 'hoy']) {
      const res = await reporte(mala);
      expect(res.statusCode, mala).toBe(400);
      expect(res.json().error).toContain(TEXTOS.fechaInvalida);
    }
    expect((await reporte('2026-11-22', pub.token)).statusCode).toBe(403);
  });
});

describe('mails to the entity (issue 35 §3, decision 065)', () => {
  let correo: Awaited<ReturnType<typeof withCorreo>>;
  let para: string;
  beforeAll(async () => {
    correo = await withCorreo(t);
    para = (await makeUsuario(t, 6, { id_entidad: pub.entidad })).email!;
  });
  afterAll(() => correo.close());
  const sobre = (c31: string, texto: string) => correo.mensajes(para).filter((m) => m.asunto.includes(`C31 ${c31} ${texto}`));

  it('approved: exactly one mail to each user of the entity, naming the form and its payroll', async () => {
    const { formulario } = await enviada();
    const [f] = await t.database.db.select({ c31: formulariosC31.c31 }).from(formulariosC31).where(eq(formulariosC31.id, formulario));
    expect((await t.gql(programa, APROBAR, { id: String(formulario) })).errors).toBeUndefined();
    await rondaCorreos(t);
    await rondaCorreos(t);
    const m = sobre(f!.c31, 'aprobado');
    expect(m).toHaveLength(1);
    expect(m[0]!.texto).toContain('La planilla «PLANILLA C31» quedó pagada');
    expect(correo.mensajes().filter((x) => x.asunto.includes(`C31 ${f!.c31} `))).toHaveLength(2);
  });

  it('rejected: exactly one mail with the reason; a refused decision sends nothing', async () => {
    const { formulario } = await enviada();
    const [f] = await t.database.db.select({ c31: formulariosC31.c31 }).from(formulariosC31).where(eq(formulariosC31.id, formulario));
    expect((await t.gql(programa, RECHAZAR, { id: String(formulario) })).errors).toBeDefined();
    expect((await t.gql(programa, RECHAZAR, { id: String(formulario), obs: 'El monto del cheque no coincide' })).errors).toBeUndefined();
    expect((await t.gql(programa, RECHAZAR, { id: String(formulario), obs: 'Otra vez' })).errors).toBeDefined();
    await rondaCorreos(t);
    await rondaCorreos(t);
    const m = sobre(f!.c31, 'rechazado');
    expect(m).toHaveLength(1);
    expect(m[0]!.texto).toContain('Motivo: El monto del cheque no coincide');
    expect(sobre(f!.c31, 'aprobado')).toHaveLength(0);
  });
});
