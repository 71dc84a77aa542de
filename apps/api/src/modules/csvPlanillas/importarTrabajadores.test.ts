import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { MENSAJES, TEXTOS, aviso, texto, type Mensaje } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { huellaDeDatos } from '../../test/huella.js';
import { beneficiariaEstados, beneficiarias, logs, personas, subsidios, sucursales, trabajadores } from '../../db/schema/index.js';

/**
 * The workers list's import (spec part 2 §2.5, decision 021): the exported workers file, its mobiles
 * changed, through the payroll's upload and write in mode `celulares`. A new mobile blocks the
 * person's ACTIVO beneficiaries with their history rows (DOMAIN.md §3), in this mode and the payroll's.
 */
let t: TestApp;
let empleador: { token: string; id: number };
let otroEmpleador: string;
let entidad: number;
let otraEntidad: number;
let prenatal: number;

/** A refused row as an upload answers it (decision 075): each column's Spanish text, and its message by key. */
const filaRechazada = (nro_registro: number, claves: Record<string, Mensaje>) => ({ nro_registro, errores: Object.fromEntries(Object.entries(claves).map(([columna, m]) => [columna, texto(m)])), claves });

interface Trabajador {
  doc: string;
  nombres: string;
  movil?: string;
  estado?: string;
  aguinaldo?: string;
}

/** Workers of an entity at one branch, each a bonus beneficiary in the state given; their person ids by document. */
async function sembrar(idEntidad: number, lista: Trabajador[]) {
  const { db } = t.database;
  const [suc] = await db.insert(sucursales).values({ nombre: `CASA MATRIZ ${idEntidad}`, id_entidad: idEntidad, tipo: 'SUCURSAL' }).returning();
  const ids: Record<string, number> = {};
  for (const w of lista) {
    const [p] = await db.insert(personas).values({ nro_documento: w.doc, nombres: w.nombres, primer_apellido: 'MAMANI', fecha_nacimiento: '1991-02-03', movil: w.movil ?? null }).returning({ id: personas.id });
    await db.insert(trabajadores).values({ id_persona: p!.id, id_entidad: idEntidad, id_sucursal: suc!.id, aguinaldo: w.aguinaldo ?? null });
    await db.insert(beneficiarias).values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: 1, id_entidad: idEntidad, id_sucursal: suc!.id, estado: w.estado ?? 'CREADO', monto_detalle: w.aguinaldo ?? null });
    ids[w.doc] = p!.id;
  }
  return { sucursal: suc!.id, ids };
}

let personasA: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  entidad = (await makeEntidad(t)).id;
  otraEntidad = (await makeEntidad(t)).id;
  const e = await loginAs(t, 5, { id_entidad: entidad });
  empleador = { token: e.token, id: e.user.id };
  otroEmpleador = (await loginAs(t, 5, { id_entidad: otraEntidad })).token;
  const [p] = await t.database.db.select({ id: subsidios.id }).from(subsidios).where(eq(subsidios.nombre, 'SUBSIDIO PRENATAL'));
  prenatal = p!.id;
  const a = await sembrar(entidad, [
    { doc: '7100001', nombres: 'ANA', estado: 'ACTIVO' },
    { doc: '7100002', nombres: 'BETO', movil: '71000002', estado: 'ACTIVO' },
    { doc: '7100003', nombres: 'CARLA', movil: '71000003', estado: 'CREADO', aguinaldo: '800.00' },
    { doc: '7100004', nombres: 'DINA', movil: '71000004', estado: 'ACTIVO' },
    { doc: '7100005', nombres: 'EVA', movil: '71000005', estado: 'INACTIVO' },
    { doc: '7100006', nombres: 'FIDEL', movil: '71000006', estado: 'ACTIVO' },
    { doc: '7100007', nombres: 'GABY', movil: '71000007', estado: 'ACTIVO' },
  ]);
  personasA = a.ids;
  // DINA is also a prenatal subsidy beneficiary of the same employer: a new mobile blocks both.
  await t.database.db.insert(beneficiarias).values({ id_persona: a.ids['7100004']!, id_persona_titular: a.ids['7100004']!, id_subsidio: prenatal, id_entidad: entidad, id_sucursal: a.sucursal, estado: 'ACTIVO', nro_asignacion_inicio: 1, nro_asignacion_fin: 4 });
  const b = await sembrar(otraEntidad, [{ doc: '7200001', nombres: 'AJENA', movil: '72000001', estado: 'ACTIVO' }]);
  // FIDEL also works for the other entity: this employer does not change his mobile (decision 011).
  await t.database.db.insert(trabajadores).values({ id_persona: a.ids['7100006']!, id_entidad: otraEntidad, id_sucursal: b.sucursal });
}, 60_000);
afterAll(() => t.close());

const utf8 = (s: string) => Buffer.from(s, 'utf8');

function subir(token: string, contenido: Buffer | string, modo: string | null = 'celulares') {
  const limite = 'pbLimite9Zr';
  const cabeza = utf8(`--${limite}\r\nContent-Disposition: form-data; name="archivo"; filename="trabajadores.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const payload = Buffer.concat([cabeza, typeof contenido === 'string' ? utf8(contenido) : contenido, utf8(`\r\n--${limite}--\r\n`)]);
  const url = `/api/v1/beneficiarias/csv${modo === null ? '' : `?modo=${modo}`}`;
  return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${limite}` }, payload });
}
const escribir = (token: string, body: unknown) => t.rest('PATCH', '/api/v1/beneficiarias/update_personas', token, body);

/** The exported workers file of the entity, as lines (BOM dropped). */
async function exportado(token: string, id: number) {
  const res = await t.rest('GET', `/api/v1/beneficiarias/descargarTrabajadoresCsv/${id}/todos`, token);
  expect(res.statusCode).toBe(200);
  return res.rawPayload.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
}

/** The file with the celular cell (5th) of some documents replaced. */
function conCelulares(lineas: string[], nuevos: Record<string, string>) {
  return lineas
    .map((l) => {
      const celdas = l.split(';');
      const nuevo = nuevos[celdas[0]!];
      if (nuevo !== undefined) celdas[4] = nuevo;
      return celdas.join(';');
    })
    .join('\r\n');
}

async function estado(doc: string) {
  const rows = await t.database.db
    .select({ movil: personas.movil, estado: beneficiarias.estado, subsidio: beneficiarias.id_subsidio })
    .from(beneficiarias)
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .where(and(eq(personas.nro_documento, doc), eq(beneficiarias.id_entidad, entidad)))
    .orderBy(asc(beneficiarias.id_subsidio));
  return rows;
}

async function historia(doc: string) {
  return t.database.db
    .select({ id_subsidio: beneficiarias.id_subsidio, de: beneficiariaEstados.estado_anterior, a: beneficiariaEstados.estado_nuevo, motivo: beneficiariaEstados.motivo, quien: beneficiariaEstados._user_created, cuando: beneficiariaEstados._created_at })
    .from(beneficiariaEstados)
    .innerJoin(beneficiarias, eq(beneficiarias.id, beneficiariaEstados.id_beneficiaria))
    .where(eq(beneficiarias.id_persona, personasA[doc]!))
    .orderBy(asc(beneficiariaEstados.id));
}

describe('uploading the workers file (modo=celulares): validation only', () => {
  it('refuses every bad row, naming row and column, and changes nothing', async () => {
    const antes = await huellaDeDatos(t);
    const res = await subir(
      empleador.token,
      [
        'nro_documento;celular;monto_detalle',
        '7100002;;', // 2: a worker's mobile is never removed by a file
        '7100001;7100001;', // 3: seven digits
        '7100003;72000001;', // 4: the other entity's worker's mobile
        '9999999;71999999;', // 5: not a worker of this entity
        '7100006;71999996;', // 6: a person another entity also links
        '7100004;71999994;', // 7
        '7100005;71999994;', // 8: the same mobile twice
        '7100007;71999997;100,005', // 9: an amount, when given, is checked (issue 31: three decimals, not thousands)
      ].join('\r\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      errors: 7,
      finalizado: false,
      ...aviso(MENSAJES.planillaConErrores),
      planillas: [],
      datos: [
        filaRechazada(2, { celular: MENSAJES.required }),
        filaRechazada(3, { celular: MENSAJES.celularOchoDigitos }),
        filaRechazada(4, { celular: MENSAJES.celularRegistrado }),
        filaRechazada(5, { nro_documento: MENSAJES.csvDocumentoDesconocido }),
        filaRechazada(6, { celular: MENSAJES.celularPersonaAjena }),
        // Row 7 is fine: row 8 repeats its mobile.
        filaRechazada(8, { celular: MENSAJES.csvCelularRepetido({ fila: 7 }) }),
        filaRechazada(9, { monto_detalle: MENSAJES.montoIlegible({ valor: '100,005' }) }),
      ],
    });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it('needs the celular column, not monto_detalle; an unknown mode is refused', async () => {
    expect((await subir(empleador.token, 'nro_documento;monto_detalle\r\n7100001;100\r\n')).json().datos).toEqual([filaRechazada(1, { celular: MENSAJES.csvColumnaFaltante({ columna: 'celular' }) })]);
    // A worker without a mobile may stay without one: the export's empty cell goes back as it is.
    expect((await subir(empleador.token, 'nro_documento;celular\r\n7100001;\r\n')).json()).toMatchObject({ finalizado: true, planillas: [{ nro_documento: '7100001', celular: null, monto_detalle: null }] });
    const sinMonto = await subir(empleador.token, 'nro_documento;celular\r\n7100001;71999991\r\n');
    expect(sinMonto.json()).toMatchObject({ finalizado: true, planillas: [{ nro_registro: 2, nro_documento: '7100001', celular: '71999991', monto_detalle: null }] });
    // The payroll's mode, the default, still needs the amount.
    expect((await subir(empleador.token, 'nro_documento;celular\r\n7100001;71999991\r\n', null)).json().datos).toEqual([filaRechazada(1, { monto_detalle: MENSAJES.csvColumnaFaltante({ columna: 'monto_detalle' }) })]);
    const otro = await subir(empleador.token, 'nro_documento;celular\r\n7100001;71999991\r\n', 'todo');
    expect(otro.statusCode).toBe(400);
    expect(otro.json()).toMatchObject({ error: `Modo de la planilla: ${TEXTOS.invalid}`, campos: { modo: TEXTOS.invalid } });
  });
});

describe('importing the exported workers file with changed mobiles', () => {
  it('writes the new mobiles and blocks the ACTIVO beneficiaries with their history, in one go', async () => {
    const lineas = await exportado(empleador.token, entidad);
    expect(lineas[0]).toBe('nro_documento;complemento;nombre_completo;fecha_nacimiento;celular;sucursal;monto_detalle;estado');
    const archivo = conCelulares(lineas, { '7100001': '71111101', '7100003': '71111103', '7100004': '71111104', '7100005': '71111105' });
    const antes = await huellaDeDatos(t);
    const validada = await subir(empleador.token, archivo);
    expect(validada.statusCode, validada.body).toBe(200);
    const r = validada.json();
    expect(r).toMatchObject({ errors: 0, finalizado: true, mensaje: TEXTOS.planillaCorrecta });
    expect(r.planillas).toHaveLength(7);
    // CARLA's aguinaldo came in the export: it goes back as it is.
    expect(r.planillas.find((f: { nro_documento: string }) => f.nro_documento === '7100003')).toMatchObject({ celular: '71111103', monto_detalle: '800.00' });
    expect(await huellaDeDatos(t)).toEqual(antes);

    const cuando = t.clock();
    const res = await escribir(empleador.token, { planillas: r.planillas, idEntidad: entidad, modo: 'celulares' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...aviso(MENSAJES.trabajadoresImportados({ n: 7, celulares: 4 })) });

    expect(await estado('7100001')).toEqual([{ movil: '71111101', estado: 'BLOQUEADO_CAMBIO_CELULAR', subsidio: 1 }]);
    expect(await estado('7100002')).toEqual([{ movil: '71000002', estado: 'ACTIVO', subsidio: 1 }]);
    // Only ACTIVO moves (DOMAIN.md §3): a CREADO or INACTIVO worker keeps its state, with the new mobile.
    expect(await estado('7100003')).toEqual([{ movil: '71111103', estado: 'CREADO', subsidio: 1 }]);
    expect(await estado('7100005')).toEqual([{ movil: '71111105', estado: 'INACTIVO', subsidio: 1 }]);
    expect(await estado('7100004')).toEqual([
      { movil: '71111104', estado: 'BLOQUEADO_CAMBIO_CELULAR', subsidio: 1 },
      { movil: '71111104', estado: 'BLOQUEADO_CAMBIO_CELULAR', subsidio: prenatal },
    ]);
    const fila = { de: 'ACTIVO', a: 'BLOQUEADO_CAMBIO_CELULAR', motivo: 'Cambio de número de celular', quien: empleador.id, cuando };
    expect(await historia('7100001')).toEqual([{ id_subsidio: 1, ...fila }]);
    expect(await historia('7100004')).toEqual([
      { id_subsidio: 1, ...fila },
      { id_subsidio: prenatal, ...fila },
    ]);
    expect(await historia('7100003')).toEqual([]);
    expect(await historia('7100002')).toEqual([]);
    // The amount a row carried is written again as it was; nobody's is cleared.
    const [carla] = await t.database.db.select({ detalle: beneficiarias.monto_detalle }).from(beneficiarias).where(and(eq(beneficiarias.id_persona, personasA['7100003']!), eq(beneficiarias.id_subsidio, 1)));
    expect(carla!.detalle).toBe('800.00');
    const [log] = await t.database.db.select({ referencia: logs.referencia }).from(logs).where(eq(logs.mensaje, 'Personas modificadas'));
    expect(log!.referencia).toBe(`id_entidad=${entidad} celulares=4 bloqueadas=3 campos=movil`);

    // The list shows it as the screen reads it.
    const lista = await t.gql(empleador.token, '{ beneficiariasPorEntidad(nro_documento: "7100001") { rows { beneficiaria_datos_persona_movil beneficiaria_datos_estado } } }');
    expect(lista.data.beneficiariasPorEntidad.rows).toEqual([{ beneficiaria_datos_persona_movil: '71111101', beneficiaria_datos_estado: 'BLOQUEADO_CAMBIO_CELULAR' }]);
  });

  it('writes an amount given in this mode, and leaves the others as they are', async () => {
    const validada = (await subir(empleador.token, 'nro_documento;celular;monto_detalle\r\n7100002;71000002;1000,10\r\n7100003;71111103;\r\n')).json();
    expect(validada.planillas).toEqual([
      { nro_registro: 2, nro_documento: '7100002', complemento: null, fecha_nacimiento: null, celular: '71000002', monto_detalle: '1000.10' },
      { nro_registro: 3, nro_documento: '7100003', complemento: null, fecha_nacimiento: null, celular: '71111103', monto_detalle: null },
    ]);
    const res = await escribir(empleador.token, { planillas: validada.planillas, idEntidad: entidad, modo: 'celulares' });
    expect(res.json()).toEqual({ ...aviso(MENSAJES.trabajadoresImportados({ n: 2, celulares: 0 })) });
    const montos = await t.database.db
      .select({ doc: personas.nro_documento, aguinaldo: trabajadores.aguinaldo, detalle: beneficiarias.monto_detalle, bono: beneficiarias.monto_bono })
      .from(personas)
      .innerJoin(trabajadores, and(eq(trabajadores.id_persona, personas.id), eq(trabajadores.id_entidad, entidad)))
      .innerJoin(beneficiarias, and(eq(beneficiarias.id_persona, personas.id), eq(beneficiarias.id_subsidio, 1)))
      .where(inArray(personas.nro_documento, ['7100002', '7100003']))
      .orderBy(personas.nro_documento);
    expect(montos).toEqual([
      // The worker's own aguinaldo is the registry's (DOMAIN.md §2): the file's amount is the beneficiary's.
      { doc: '7100002', aguinaldo: null, detalle: '1000.10', bono: '150.02' },
      { doc: '7100003', aguinaldo: '800.00', detalle: '800.00', bono: '120.00' },
    ]);
    expect(await estado('7100002')).toEqual([{ movil: '71000002', estado: 'ACTIVO', subsidio: 1 }]);
  });

  it('checks the rows again on the write: a mobile taken in between, or a person another entity links, writes nothing', async () => {
    const validada = (await subir(empleador.token, 'nro_documento;celular\r\n7100007;71777777\r\n7100002;71777772\r\n')).json();
    expect(validada.finalizado).toBe(true);
    // Meanwhile the other employer gives that mobile to its worker.
    await t.database.db.update(personas).set({ movil: '71777777' }).where(eq(personas.nro_documento, '7200001'));
    const antes = await huellaDeDatos(t);
    const res = await escribir(empleador.token, { planillas: validada.planillas, idEntidad: entidad, modo: 'celulares' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: TEXTOS.planillaConErrores, finalizado: false, datos: [{ nro_registro: 2, errores: { celular: TEXTOS.celularRegistrado } }] });
    const ajena = await escribir(empleador.token, { planillas: [{ nro_registro: 2, nro_documento: '7100006', celular: '71777776' }], idEntidad: entidad, modo: 'celulares' });
    expect(ajena.json()).toMatchObject({ datos: [{ nro_registro: 2, errores: { celular: TEXTOS.celularPersonaAjena } }] });
    expect(await huellaDeDatos(t)).toEqual(antes);
  });

  it("of another entity is not found; without the celular it is refused as a bad row", async () => {
    const body = { planillas: [{ nro_documento: '7100007', celular: '71888887' }], idEntidad: entidad, modo: 'celulares' };
    expect((await escribir(otroEmpleador, body)).statusCode).toBe(404);
    const sinCelular = await escribir(empleador.token, { ...body, planillas: [{ nro_documento: '7100007', monto_detalle: '10' }] });
    expect(sinCelular.json()).toMatchObject({ datos: [{ nro_registro: 1, errores: { celular: TEXTOS.required } }] });
  });
});

describe('the payroll’s upload (mode planilla) with a changed mobile', () => {
  it('blocks the ACTIVO beneficiaries too', async () => {
    const validada = (await subir(empleador.token, 'nro_documento;celular;monto_detalle\r\n7100007;71999907;500\r\n', null)).json();
    expect(validada.finalizado).toBe(true);
    const res = await escribir(empleador.token, { planillas: validada.planillas, idEntidad: entidad, crearPlanilla: true });
    // crearPlanilla: the worker's bonus (15 % of 500) goes into a payroll of its branch (decision 023).
    expect(res.json()).toEqual({ ...aviso(MENSAJES.montosActualizados({ n: 1 })), planillas: [expect.any(Number)] });
    expect(await estado('7100007')).toEqual([{ movil: '71999907', estado: 'BLOQUEADO_CAMBIO_CELULAR', subsidio: 1 }]);
    expect(await historia('7100007')).toMatchObject([{ de: 'ACTIVO', a: 'BLOQUEADO_CAMBIO_CELULAR', motivo: 'Cambio de número de celular' }]);
  });
});

describe('two uploads over the same workers at once', () => {
  it('wait for each other: both are written, rows in any order, and each mobile is one of theirs', async () => {
    const a = [{ nro_registro: 2, nro_documento: '7100002', celular: '71666602' }, { nro_registro: 3, nro_documento: '7100003', celular: '71666603' }];
    const b = [{ nro_registro: 2, nro_documento: '7100003', celular: '71555503' }, { nro_registro: 3, nro_documento: '7100002', celular: '71555502' }];
    const res = await Promise.all([a, b].map((planillas) => escribir(empleador.token, { planillas, idEntidad: entidad, modo: 'celulares' })));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
    const moviles = await t.database.db.select({ doc: personas.nro_documento, movil: personas.movil }).from(personas).where(inArray(personas.nro_documento, ['7100002', '7100003'])).orderBy(asc(personas.nro_documento));
    expect(['71666602', '71555502']).toContain(moviles[0]!.movil);
    expect(['71666603', '71555503']).toContain(moviles[1]!.movil);
  });
});
