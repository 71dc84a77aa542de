import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { MENSAJES, TEXTOS, aviso } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { beneficiariaEstados, beneficiarias, personas, sucursales, trabajadores } from '../../db/schema/index.js';

/**
 * The public entities' beneficiaries (spec part 2 §2.8, issue 16): the list with the bonus amount
 * under `listaBeneficiariosPublicos:read`, the workers export under `:csv`, and the CSV that bulk-updates
 * mobiles under `:update` (the workers import's flow in mode celulares: all or nothing, every bad
 * row named, a new mobile blocks the ACTIVO beneficiaries). Record scope: the caller's entity.
 */
let t: TestApp;
let publica: { token: string; id: number };
let eta: string;
let empleador: string;
let otraPublica: string;
let entidad: number;
let otraEntidad: number;

interface Trabajador {
  doc: string;
  nombres: string;
  movil?: string;
  estado?: string;
  aguinaldo?: string;
  bono?: string;
}

/** Workers of an entity at one branch, each a bonus beneficiary; an extra prenatal-like subsidy row is not a worker's. */
async function sembrar(idEntidad: number, lista: Trabajador[]) {
  const { db } = t.database;
  const [suc] = await db.insert(sucursales).values({ nombre: `OFICINA CENTRAL ${idEntidad}`, id_entidad: idEntidad, tipo: 'SUCURSAL' }).returning();
  for (const w of lista) {
    const [p] = await db.insert(personas).values({ nro_documento: w.doc, nombres: w.nombres, primer_apellido: 'QUISPE', fecha_nacimiento: '1988-04-05', movil: w.movil ?? null }).returning({ id: personas.id });
    await db.insert(trabajadores).values({ id_persona: p!.id, id_entidad: idEntidad, id_sucursal: suc!.id, aguinaldo: w.aguinaldo ?? null });
    await db.insert(beneficiarias).values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: 1, id_entidad: idEntidad, id_sucursal: suc!.id, estado: w.estado ?? 'CREADO', monto_detalle: w.aguinaldo ?? null, monto_bono: w.bono ?? null });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t, { tipo: 'PUBLICO' })).id;
  otraEntidad = (await makeEntidad(t, { tipo: 'PUBLICO' })).id;
  const p = await loginAs(t, 6, { id_entidad: entidad });
  publica = { token: p.token, id: p.user.id };
  eta = (await loginAs(t, 7, { id_entidad: entidad })).token;
  empleador = (await loginAs(t, 5, { id_entidad: entidad })).token;
  otraPublica = (await loginAs(t, 6, { id_entidad: otraEntidad })).token;
  await sembrar(entidad, [
    { doc: '8100001', nombres: 'AMALIA', movil: '71800001', estado: 'ACTIVO', aguinaldo: '3000.00', bono: '450.00' },
    { doc: '8100002', nombres: 'BRUNO', estado: 'ACTIVO' },
    { doc: '8100003', nombres: 'CELIA', movil: '71800003', estado: 'CREADO', aguinaldo: '1000.10', bono: '150.02' },
  ]);
  await sembrar(otraEntidad, [{ doc: '8200001', nombres: 'AJENO', movil: '71820001', estado: 'ACTIVO', aguinaldo: '2000.00', bono: '300.00' }]);
}, 60_000);
afterAll(() => t.close());

const LISTA = `query ($doc: String, $ent: ID, $order: String) { beneficiariosPublicos(nro_documento: $doc, id_entidad: $ent, order: $order, limit: 10) {
  count rows { id id_entidad beneficiaria_datos_persona_nro_documento beneficiaria_datos_persona_movil beneficiaria_datos_estado beneficiaria_datos_enviar_sms monto_bono } } }`;

const utf8 = (s: string) => Buffer.from(s, 'utf8');
function subir(token: string, contenido: string, query = '') {
  const limite = 'pbLimitePublicos7';
  const cabeza = utf8(`--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="beneficiarios.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const payload = Buffer.concat([cabeza, utf8(contenido), utf8(`\r\n--${limite}--\r\n`)]);
  return t.app.inject({ method: 'POST', url: `/api/v1/beneficiariosPublicos/csv${query}`, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
}
const importar = (token: string, body: unknown) => t.rest('PATCH', '/api/v1/beneficiariosPublicos/celulares', token, body);

async function estado(doc: string) {
  const [row] = await t.database.db
    .select({ movil: personas.movil, estado: beneficiarias.estado })
    .from(beneficiarias)
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(personas.nro_documento, doc), eq(beneficiarias.id_subsidio, 1)));
  return row;
}

describe('beneficiariosPublicos: the list', () => {
  it('shows a public entity its own bonus beneficiaries with the amount, in SQL order', async () => {
    const res = await t.gql(publica.token, LISTA, { order: 'beneficiaria_datos_persona_nro_documento' });
    expect(res.errors).toBeUndefined();
    const { count, rows } = res.data.beneficiariosPublicos;
    expect(count).toBe(3);
    expect(rows.map((r: { beneficiaria_datos_persona_nro_documento: string }) => r.beneficiaria_datos_persona_nro_documento)).toEqual(['8100001', '8100002', '8100003']);
    expect(rows[0]).toMatchObject({ id_entidad: entidad, beneficiaria_datos_persona_movil: '71800001', beneficiaria_datos_estado: 'ACTIVO', monto_bono: '450.00' });
    expect(rows[1].monto_bono).toBeNull();
    expect(rows[2].monto_bono).toBe('150.02');
    // The ETA (role 7) reads the same list of its entity.
    expect((await t.gql(eta, LISTA, {})).data.beneficiariosPublicos.count).toBe(3);
  });

  it('filters by document in SQL and never leaves the caller’s entity, whatever id_entidad says', async () => {
    const uno = await t.gql(publica.token, LISTA, { doc: '8100003' });
    expect(uno.data.beneficiariosPublicos).toMatchObject({ count: 1, rows: [{ beneficiaria_datos_persona_nro_documento: '8100003', monto_bono: '150.02' }] });
    const ajena = await t.gql(publica.token, LISTA, { ent: String(otraEntidad) });
    expect(ajena.data.beneficiariosPublicos.rows.map((r: { id_entidad: number }) => r.id_entidad)).toEqual([entidad, entidad, entidad]);
    expect((await t.gql(publica.token, LISTA, { doc: '8200001' })).data.beneficiariosPublicos).toEqual({ count: 0, rows: [] });
    expect((await t.gql(otraPublica, LISTA, {})).data.beneficiariosPublicos).toMatchObject({ count: 1, rows: [{ beneficiaria_datos_persona_nro_documento: '8200001', monto_bono: '300.00' }] });
  });

  it('is refused to a role without listaBeneficiariosPublicos:read (the employer, the operator)', async () => {
    for (const rol of [5, 3]) {
      const token = rol === 5 ? empleador : (await loginAs(t, rol)).token;
      const res = await t.gql(token, LISTA, {});
      expect(res.errors?.[0]?.extensions?.code, `role ${rol}`).toBe('NOT_AUTHORIZED');
      expect(res.data?.beneficiariosPublicos ?? null).toBeNull();
    }
  });
});

describe('beneficiariosPublicos: the export to edit', () => {
  it('is the workers file of the caller’s entity; another entity is not found; the employer is refused', async () => {
    const res = await t.rest('GET', '/api/v1/beneficiariosPublicos/csv', publica.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="trabajadores_\d{4}-\d{2}-\d{2}\.csv"$/);
    const lineas = res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lineas[0]).toBe('nro_documento;complemento;nombre_completo;fecha_nacimiento;celular;sucursal;monto_detalle;estado');
    expect(lineas.slice(1).map((l) => l.split(';')[0]).sort()).toEqual(['8100001', '8100002', '8100003']);
    expect((await t.rest('GET', `/api/v1/beneficiariosPublicos/csv?idEntidad=${otraEntidad}`, publica.token)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/v1/beneficiariosPublicos/csv', empleador)).statusCode).toBe(403);
  });
});

describe('beneficiariosPublicos: the CSV of mobiles', () => {
  it('refuses a file with one bad row, naming it, and writes nothing (upload and write)', async () => {
    const antes = await huellaDeDatos(t);
    const archivo = 'nro_documento;celular\r\n8100001;71811111\r\n8100002;5123\r\n8100003;71811113\r\n';
    const res = await subir(publica.token, archivo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ errors: 1, finalizado: false, ...aviso(MENSAJES.planillaConErrores), planillas: [], datos: [{ nro_registro: 3, errores: { celular: TEXTOS.celularOchoDigitos }, claves: { celular: MENSAJES.celularOchoDigitos } }] });
    // The client is never trusted: the same rows sent straight to the write are checked again.
    const directo = await importar(publica.token, { idEntidad: entidad, planillas: [{ nro_registro: 2, nro_documento: '8100001', celular: '71811111' }, { nro_registro: 3, nro_documento: '8200001', celular: '71811112' }] });
    expect(directo.statusCode).toBe(400);
    expect(directo.json()).toMatchObject({ error: TEXTOS.planillaConErrores, datos: [{ nro_registro: 3, errores: { nro_documento: TEXTOS.csvDocumentoDesconocido } }] });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('refuses an amount of three decimals, in the file and sent back, and writes nothing (issue 31)', async () => {
    const antes = await huellaDeDatos(t);
    const res = await subir(publica.token, 'nro_documento;celular;monto_detalle\r\n8100001;71800001;100,005\r\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ finalizado: false, planillas: [], datos: [{ nro_registro: 2, errores: { monto_detalle: TEXTOS.montoIlegible({ valor: '100,005' }) } }] });
    const directo = await importar(publica.token, { idEntidad: entidad, planillas: [{ nro_registro: 2, nro_documento: '8100001', celular: '71800001', monto_detalle: '0,001' }] });
    expect(directo.statusCode).toBe(400);
    expect(directo.json()).toMatchObject({ datos: [{ nro_registro: 2, errores: { monto_detalle: TEXTOS.montoIlegible({ valor: '0,001' }) } }] });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('answers a malformed file 400 naming its line, and writes nothing (issue 31)', async () => {
    const antes = await huellaDeDatos(t);
    const res = await subir(publica.token, 'nro_documento;complemento\r\n"12"3;x\r\n');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', error: TEXTOS.csvMalFormado({ linea: 2 }) });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('writes a good file: the new mobiles, and the ACTIVO beneficiaries blocked until verified, with their history', async () => {
    const validada = await subir(publica.token, 'nro_documento;celular\r\n8100001;71811111\r\n8100002;71811112\r\n8100003;71811113\r\n');
    expect(validada.json()).toMatchObject({ errors: 0, finalizado: true, mensaje: TEXTOS.planillaCorrecta });
    const { planillas } = validada.json();
    // A payroll's flag or mode in the body changes nothing: this route only writes mobiles.
    const cuando = t.clock();
    const res = await importar(publica.token, { planillas, idEntidad: entidad, modo: 'planilla', crearPlanilla: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.trabajadoresImportados({ n: 3, celulares: 3 })) });
    expect(await estado('8100001')).toEqual({ movil: '71811111', estado: 'BLOQUEADO_CAMBIO_CELULAR' });
    expect(await estado('8100002')).toEqual({ movil: '71811112', estado: 'BLOQUEADO_CAMBIO_CELULAR' });
    // Only ACTIVO moves (DOMAIN.md §3).
    expect(await estado('8100003')).toEqual({ movil: '71811113', estado: 'CREADO' });
    const historia = await t.database.db
      .select({ de: beneficiariaEstados.estado_anterior, a: beneficiariaEstados.estado_nuevo, motivo: beneficiariaEstados.motivo, quien: beneficiariaEstados._user_created, cuando: beneficiariaEstados._created_at })
      .from(beneficiariaEstados)
      .innerJoin(beneficiarias, eq(beneficiarias.id, beneficiariaEstados.id_beneficiaria))
      .where(eq(beneficiarias.id_entidad, entidad))
      .orderBy(asc(beneficiariaEstados.id));
    const fila = { de: 'ACTIVO', a: 'BLOQUEADO_CAMBIO_CELULAR', motivo: 'Cambio de número de celular', quien: publica.id, cuando };
    expect(historia).toEqual([fila, fila]);
    const lista = await t.gql(publica.token, LISTA, { doc: '8100001' });
    expect(lista.data.beneficiariosPublicos.rows[0]).toMatchObject({ beneficiaria_datos_persona_movil: '71811111', beneficiaria_datos_estado: 'BLOQUEADO_CAMBIO_CELULAR', monto_bono: '450.00' });
  });

  it('of another entity is not found, and a role without listaBeneficiariosPublicos:update is refused; nothing changes', async () => {
    const antes = await huellaDeDatos(t);
    const body = { idEntidad: entidad, planillas: [{ nro_registro: 2, nro_documento: '8100003', celular: '71833333' }] };
    expect((await importar(otraPublica, body)).statusCode).toBe(404);
    expect((await subir(publica.token, 'nro_documento;celular\r\n8200001;71833333\r\n', `?idEntidad=${otraEntidad}`)).statusCode).toBe(404);
    // The employer (role 5) changes mobiles on its own screen (beneficiarias:update), not on this one.
    expect((await importar(empleador, body)).statusCode).toBe(403);
    expect((await subir(empleador, 'nro_documento;celular\r\n8100003;71833333\r\n')).statusCode).toBe(403);
    expect(await huellaDeDatos(t)).toEqual(antes);
    expect(await estado('8100003')).toEqual({ movil: '71811113', estado: 'CREADO' });
  });
});
