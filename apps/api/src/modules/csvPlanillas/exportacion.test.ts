import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { decimalConComa, diaMesAnio } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { beneficiarias, nombreCompletoDe, personas, sucursales, trabajadores } from '../../db/schema/index.js';
import { csvByPages } from '../../core/csv.js';
import { dondeTrabajadores } from '../beneficiarias/service.js';
import { archivoPorPaginas, type LectorDePaginas } from '../../core/csv-paginas.js';
import { paginasExportacion, paginasTrabajadores, type ColumnaExportacion } from './repository.js';

/**
 * Issue 33: the payroll's and the workers' exports are written by PostgreSQL a page at a time
 * (exportacion.ts). The files must be byte for byte what the previous writer made of the same rows
 * (core/csv's csvByPages, after the service's own formatting of days and amounts), with
 * awkward values and across page boundaries (a page is 1,000 rows).
 */

let t: TestApp;
let empleador: string;
let entidad: number;

const FILAS = 2_345;
/** Cells a spreadsheet or the CSV rules treat specially, with accents; cycled over the rows. */
const NOMBRES = ['PÉREZ; "EL TÍO"', '=HYPERLINK("x")', 'línea\r\ndos', '-3', '+591', '@SUM(A1)', '\tTAB', '\rRETORNO', 'ÑANDÚ PEÑA', 'solo"comilla', 'a\nb', 'MARÍA JOSÉ', "'YA", 'punto;coma'];
const APELLIDOS = ['QUISPE', null, 'MAMANI "CHINO"', '=1', 'CONDORÍ'];
const COMPLEMENTOS = [null, '1A', '"', '=1', ';', ''];
const MOVILES = [null, '+59170000', '7', '-7', '@7', '7;1'];
const FECHAS = [null, '1990-01-05', '2001-12-31', '0999-06-30'];
const MONTOS = [null, '1234.50', '0.00', '10.5', '999999999.99'];
const AGUINALDOS = [null, '2500.75'];
const ESTADOS = ['ACTIVO', 'INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR'];

const de = <T>(lista: T[], i: number) => lista[i % lista.length]!;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  entidad = (await makeEntidad(t)).id;
  empleador = (await loginAs(t, 5, { id_entidad: entidad })).token;
  const ramas = await db
    .insert(sucursales)
    .values(['PLANTA; NORTE', '"SUR"', '=CENTRO', 'ORURO\r\nOESTE', 'LA PAZ'].map((nombre) => ({ nombre, id_entidad: entidad, tipo: 'SUCURSAL' })))
    .returning({ id: sucursales.id });
  const gente = await db
    .insert(personas)
    .values(
      Array.from({ length: FILAS }, (_, i) => ({
        nro_documento: i % 97 === 0 ? `=${i}` : i % 89 === 0 ? `-${i}` : String(7_000_000 + i),
        complemento: de(COMPLEMENTOS, i),
        nombres: de(NOMBRES, i),
        primer_apellido: de(APELLIDOS, i),
        segundo_apellido: i % 3 === 0 ? null : 'LÓPEZ',
        fecha_nacimiento: de(FECHAS, i),
        movil: i % 6 === 0 ? null : `${de(MOVILES, i)}${i}`,
      })),
    )
    .returning({ id: personas.id });
  // Workers whose beneficiary has no detail carry their aguinaldo, the file's amount then.
  await db.insert(trabajadores).values(gente.flatMap((p, i) => (de(AGUINALDOS, i) === null ? [] : [{ id_persona: p.id, id_entidad: entidad, aguinaldo: de(AGUINALDOS, i) }])));
  await db.insert(beneficiarias).values(
    gente.map((p, i) => ({
      id_persona: p.id,
      id_persona_titular: p.id,
      id_subsidio: 1,
      id_entidad: entidad,
      id_sucursal: i % 11 === 0 ? null : ramas[i % ramas.length]!.id,
      monto_detalle: de(MONTOS, i),
      estado: de(ESTADOS, i),
    })),
  );
  // A few thousand rows and their indexes: more than the default hook time on a busy machine.
}, 300_000);
afterAll(() => t.close());

const COLUMNAS = ['nro_documento', 'complemento', 'nombre_completo', 'fecha_nacimiento', 'celular', 'sucursal', 'monto_detalle'];

/** The previous writer's file of the entity's bonus rows in id order: csvByPages over the rows as the service formatted them. */
async function archivoAnterior(columnas: string[], incluida: (nro_documento: string) => boolean = () => true) {
  const p = personas;
  const filas = await t.database.db
    .select({
      estado: beneficiarias.estado,
      nro_documento: p.nro_documento,
      complemento: p.complemento,
      nombre_completo: nombreCompletoDe(p),
      fecha_nacimiento: p.fecha_nacimiento,
      celular: p.movil,
      sucursal: sucursales.nombre,
      monto_detalle: sql<string | null>`coalesce(${beneficiarias.monto_detalle}, (select t.aguinaldo from trabajadores t where t.id_entidad = ${beneficiarias.id_entidad} and t.id_persona = ${beneficiarias.id_persona}))`,
    })
    .from(beneficiarias)
    .innerJoin(p, eq(p.id, beneficiarias.id_persona))
    .leftJoin(sucursales, eq(sucursales.id, beneficiarias.id_sucursal))
    .where(and(eq(beneficiarias.id_entidad, entidad), eq(beneficiarias.id_subsidio, 1)))
    .orderBy(asc(beneficiarias.id));
  const elegidas = filas.filter((r) => incluida(r.nro_documento));
  const formateadas = elegidas.map((r) => ({ ...r, complemento: r.complemento ?? '', fecha_nacimiento: r.fecha_nacimiento ? diaMesAnio(r.fecha_nacimiento) : '', celular: r.celular ?? '', sucursal: r.sucursal ?? '', monto_detalle: r.monto_detalle ? decimalConComa(r.monto_detalle) : '' }));
  async function* paginas() {
    yield formateadas;
  }
  let texto = '';
  for await (const parte of csvByPages(columnas.map((key) => ({ key, header: key })), paginas())) texto += parte;
  return { bytes: Buffer.from(texto, 'utf8'), filas: elegidas.length };
}

async function descarga(url: string) {
  const res = await t.rest('GET', url, empleador);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.rawPayload;
}

describe('exports written by PostgreSQL (issue 33)', () => {
  it('the workers export is byte for byte the previous file, every row in id order across pages', async () => {
    const anterior = await archivoAnterior([...COLUMNAS, 'estado']);
    expect(anterior.filas).toBe(FILAS);
    const nuevo = await descarga(`/api/v1/beneficiarias/descargarTrabajadoresCsv/${entidad}/todos`);
    expect(nuevo.toString('utf8')).toBe(anterior.bytes.toString('utf8'));
    expect(nuevo.equals(anterior.bytes)).toBe(true);
    // The awkward cells are there, quoted and neutralised as before.
    const texto = nuevo.toString('utf8');
    expect(texto).toContain('"PÉREZ; ""EL TÍO"" MAMANI ""CHINO"""');
    expect(texto).toContain(`"'=HYPERLINK(""x"")`);
    expect(texto).toContain('2500,75');
    expect(texto).toContain('05/01/1990');
  });

  it('the payroll export (pending rows) is byte for byte the previous file', async () => {
    const anterior = await archivoAnterior(COLUMNAS);
    const nuevo = await descarga(`/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/${entidad}/creado`);
    expect(nuevo.toString('utf8')).toBe(anterior.bytes.toString('utf8'));
    expect(nuevo.equals(anterior.bytes)).toBe(true);
  });

  it('a filtered export is the previous file of the same rows', async () => {
    const anterior = await archivoAnterior([...COLUMNAS, 'estado'], (d) => d.includes('70012'));
    expect(anterior.filas).toBeGreaterThan(90);
    const nuevo = await descarga(`/api/v1/beneficiarias/descargarTrabajadoresCsv/${entidad}/todos?nro_documento=70012`);
    expect(nuevo.toString('utf8')).toBe(anterior.bytes.toString('utf8'));
    expect(nuevo.equals(anterior.bytes)).toBe(true);
  });
});

/** An export's file as the reply sends it, read through the repository with pages of `tamano` rows. */
async function archivoDePaginas(lector: LectorDePaginas<number>, columnas: string[], tamano: number) {
  let texto = '';
  for await (const parte of archivoPorPaginas(columnas.map((header) => ({ header })), lector, tamano, 0)) texto += parte;
  return Buffer.from(texto, 'utf8');
}

describe('pages written two at a time, each from the end found before it', () => {
  it('any page size gives the same file: every row once, in id order (a last page full, short, or the only one)', async () => {
    const columnas = [...COLUMNAS, 'estado'];
    const anterior = await archivoAnterior(columnas);
    const lector = paginasTrabajadores(t.database.db, dondeTrabajadores({}, entidad), columnas as ColumnaExportacion[]);
    // 2,345 rows: 335 full pages of 7 and no short one; a short last page of 1,000; one full page; one short page.
    for (const tamano of [7, 1_000, FILAS, 5_000]) expect((await archivoDePaginas(lector, columnas, tamano)).equals(anterior.bytes), `pages of ${tamano}`).toBe(true);
  });

  it('the payroll export finds its pages over the rows its month keeps: none lost or repeated', async () => {
    const { db } = t.database;
    // The rows a payroll of 2030-01 holds (as its lines' triggers mark them): the documents ending in 3
    // (one row in ten, scattered over every page) and a run of a hundred rows (whole pages of none kept).
    const enPlanilla = (d: string) => d.endsWith('3') || d.startsWith('70011');
    const marcar = (periodo: string | null) =>
      db.execute(sql`update beneficiarias b set ultimo_periodo = ${periodo}::date from personas p where p.id = b.id_persona and b.id_entidad = ${entidad} and (p.nro_documento like '%3' or p.nro_documento like '70011%')`);
    await marcar('2030-01-01');
    try {
      const anterior = await archivoAnterior(COLUMNAS, (d) => !enPlanilla(d));
      expect(anterior.filas).toBeGreaterThan(1_900);
      expect(anterior.filas).toBeLessThan(2_200);
      const lector = paginasExportacion(db, { entidad, periodo: '2030-01-01' }, COLUMNAS as ColumnaExportacion[]);
      for (const tamano of [7, 1_000]) expect((await archivoDePaginas(lector, COLUMNAS, tamano)).equals(anterior.bytes), `pages of ${tamano}`).toBe(true);
    } finally {
      await marcar(null);
    }
  });
});
