import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { decimalConComa, diaMesAnio, fechaBolivia, fechaHora, parteDeNombre, sumarDias } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { csvByPages } from '../../core/csv.js';
import { archivoPorPaginas } from '../../core/csv-paginas.js';
import { paginasGastos } from './repository.js';
import { alimentos, beneficiarias, entidades, entregas, inscripciones, municipios, personas, subsidios, sucursales, usuarios, ventas } from '../../db/schema/index.js';

/**
 * The reports of spec part 2 §2.12 (issue 17) over the demo's sales (SEED_DEMO): expenses, sales
 * (staff, a provider's and a cashier's point of sale) and pending pickup; their columns and known
 * rows, every refusal (dates, range, type, scope, key), and that the ledger is untouched.
 */
let t: TestApp;
let staff: string;
let proveedor: { token: string; entidad: number; puntos: number[] };
let desde: string;
let hasta: string;

const DIA = 86_400_000;
const filas = (cuerpo: string) => cuerpo.replace(/^\uFEFF/, '').trim().split('\r\n').map((l) => l.split(';'));
const centavos = (csv: string) => Math.round(Number(csv.replace(',', '.')) * 100);

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  staff = (await loginAs(t, 2)).token;
  const [p] = await t.database.db.select({ id: entidades.id }).from(entidades).where(eq(entidades.nit, '1020304050'));
  const puntos = await t.database.db.select({ id: sucursales.id }).from(sucursales).where(and(eq(sucursales.id_entidad, p!.id), eq(sucursales.tipo, 'PUNTO_VENTA'))).orderBy(asc(sucursales.id));
  proveedor = { token: (await loginAs(t, 4, { id_entidad: p!.id })).token, entidad: p!.id, puntos: puntos.map((x) => x.id) };
  // The demo's sales are 2 to 30 days before the seed's real day.
  desde = fechaBolivia(new Date(Date.now() - 40 * DIA));
  hasta = fechaBolivia(new Date(Date.now() + DIA));
}, 120_000);
afterAll(() => t?.close());
afterEach(async () => expect(await invariantes(t.database.db)).toEqual([]));

const demoVentas = () => t.database.db.select().from(ventas).where(eq(ventas.id_entidad, proveedor.entidad)).orderBy(asc(ventas.dia), asc(ventas.id));

describe('reporte de gastos', () => {
  const gastos = (tipo: string, token = staff, a = desde, b = hasta) => t.rest('GET', `/api/v1/gastos/${a}/${b}?tipo=${tipo}`, token);

  it('summarises spending by subsidy, food group and department, adding up to every line sold', async () => {
    const res = await gastos('resumen');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // The days chosen: the last is the one before the exclusive end sent (issue 32).
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gastos-resumen-${desde}-al-${sumarDias(hasta, -1)}.csv"`);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [cabecera, ...resto] = filas(res.body);
    expect(cabecera).toEqual(['subsidio', 'grupo', 'departamento', 'nro_ventas', 'monto']);
    expect(resto.length).toBeGreaterThan(0);
    const [total] = (await t.database.db.execute<{ c: string }>(sql`select round(sum(d.monto) * 100)::text as c from venta_detalle d join ventas v on v.id = d.id_venta where v.estado = 'REALIZADA'`)).rows;
    expect(resto.reduce((s, r) => s + centavos(r[4]!), 0)).toBe(Number(total!.c));
    const [bono] = await t.database.db.select({ nombre: subsidios.nombre }).from(subsidios).where(eq(subsidios.id, 1));
    expect(new Set(resto.map((r) => r[0]))).toEqual(new Set([bono!.nombre]));
  });

  it('lists one row per sale line in the detailed report, the known demo sale among them', async () => {
    const res = await gastos('detallado');
    expect(res.statusCode, res.body).toBe(200);
    const [cabecera, ...resto] = filas(res.body);
    expect(cabecera).toEqual(['fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'grupo', 'producto', 'cantidad', 'precio', 'monto']);
    const [lineas] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from venta_detalle`)).rows;
    expect(resto).toHaveLength(Number(lineas!.n));
    const [primera] = await demoVentas();
    const fila = resto.find((r) => r[1] === primera!.id_transaccion)!;
    expect(fila[2]).toBe('DISTRIBUIDORA ANDINA S.R.L.');
    expect(fila[0]).toMatch(new RegExp(`^${diaMesAnio(primera!.dia)} \\d{2}:\\d{2}$`));
    expect(fila[8]).toBe('1,00');
    expect(fila[10]).toBe(fila[9]);
  });

  it("writes the detailed file as csvByPages writes its lines, byte for byte, whatever the page's size", async () => {
    // Cells that csvByPages quotes or neutralises, and accents, on the first demo sale's product and point of sale.
    const [linea] = (await t.database.db.execute<{ id_alimento: number; id_sucursal: number }>(sql`select d.id_alimento, v.id_sucursal from venta_detalle d join ventas v on v.id = d.id_venta where v.estado = 'REALIZADA' order by v.dia, v.id limit 1`)).rows;
    const [alimento] = await t.database.db.select({ nombre: alimentos.nombre }).from(alimentos).where(eq(alimentos.id, linea!.id_alimento));
    const [punto] = await t.database.db.select({ nombre: sucursales.nombre }).from(sucursales).where(eq(sucursales.id, linea!.id_sucursal));
    await t.database.db.update(alimentos).set({ nombre: '=ARROZ; "EXTRA"\nÑANDÚ' }).where(eq(alimentos.id, linea!.id_alimento));
    await t.database.db.update(sucursales).set({ nombre: '-PUNTO @ÑUÑOA' }).where(eq(sucursales.id, linea!.id_sucursal));
    try {
      const lineas = (
        await t.database.db.execute<Record<string, string> & { fecha: Date | string; cantidad: string; precio: string; monto: string }>(sql`
          select v.fecha, v.id_transaccion, e.nombre as proveedor, s.nombre as punto_venta, coalesce(nullif(s.departamento, ''), dep.nombre, '') as departamento,
                 sub.nombre as subsidio, g.nombre as grupo, a.nombre as producto, d.cantidad::text as cantidad, d.precio::text as precio, d.monto::text as monto
            from ventas v join venta_detalle d on d.id_venta = v.id join entidades e on e.id = v.id_entidad join sucursales s on s.id = v.id_sucursal
            left join departamentos dep on dep.codigo = left(s.dpa, 2) join subsidios sub on sub.id = v.id_subsidio
            join grupos_alimenticios g on g.id = d.id_grupo_alimenticio join alimentos a on a.id = d.id_alimento
           where v.dia >= ${desde} and v.dia < ${hasta} and v.estado = 'REALIZADA'
           order by v.dia, v.id, d.id`)
      ).rows.map((f) => ({ ...f, fecha: fechaHora(new Date(f.fecha)), cantidad: decimalConComa(f.cantidad), precio: decimalConComa(f.precio), monto: decimalConComa(f.monto) }));
      const columnas = ['fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'grupo', 'producto', 'cantidad', 'precio', 'monto'].map((key) => ({ key, header: key }));
      let esperado = '';
      for await (const parte of csvByPages(columnas, (async function* () { yield lineas; })())) esperado += parte;
      expect(esperado).toContain('"\'=ARROZ; ""EXTRA""\nÑANDÚ"');

      expect((await gastos('detallado')).body).toBe(esperado);
      // Pages of one, two and three sales: the same file, each sale once.
      for (const tamano of [1, 2, 3]) {
        let archivo = '';
        for await (const parte of archivoPorPaginas(columnas, paginasGastos(t.database.db, desde, hasta), tamano, { dia: desde, venta: 0 })) archivo += parte;
        expect(archivo, `pages of ${tamano}`).toBe(esperado);
      }
    } finally {
      await t.database.db.update(alimentos).set({ nombre: alimento!.nombre }).where(eq(alimentos.id, linea!.id_alimento));
      await t.database.db.update(sucursales).set({ nombre: punto!.nombre }).where(eq(sucursales.id, linea!.id_sucursal));
    }
  });

  it('excludes days outside the range (toPlusOne is exclusive)', async () => {
    const [primera] = await demoVentas();
    const res = await gastos('detallado', staff, desde, primera!.dia);
    expect(filas(res.body).some((r) => r[1] === primera!.id_transaccion)).toBe(false);
  });

  it('refuses bad dates, a reversed or too long range, an unknown type, and a role without the key', async () => {
    for (const [a, b, mensaje] of [
      ['2026-02-30', hasta, TEXTOS.fechaInvalida],
      ['hoy', hasta, TEXTOS.fechaInvalida],
      [hasta, desde, TEXTOS.reporteRangoInvalido],
      [desde, desde, TEXTOS.reporteRangoInvalido],
      ['2024-01-01', '2025-01-02', TEXTOS.reporteRangoMaximo],
    ] as const) {
      const res = await gastos('resumen', staff, a, b);
      expect(res.statusCode, `${a} ${b}`).toBe(400);
      expect(res.json().error).toContain(mensaje);
    }
    const tipo = await gastos('todo');
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().error).toContain(TEXTOS.reporteTipoInvalido);
    expect((await gastos('resumen', (await loginAs(t, 3)).token)).statusCode).toBe(403);
    expect((await gastos('resumen', proveedor.token)).statusCode).toBe(403);
  });
});

describe('reporte de ventas', () => {
  const ventasStaff = (tipo: string, token = staff) => t.rest('GET', `/api/v1/ventas/${desde}/${hasta}?tipo=${tipo}`, token);
  const ventasPunto = (id: number, token: string, a = desde, b = hasta) => t.rest('GET', `/api/v1/sucursales/${id}/ventas/${a}/${b}`, token);

  it('gives staff a summary per provider and point of sale, counting REALIZADA sales', async () => {
    const res = await ventasStaff('resumen');
    expect(res.statusCode, res.body).toBe(200);
    const [cabecera, ...resto] = filas(res.body);
    expect(cabecera).toEqual(['proveedor', 'nit', 'punto_venta', 'departamento', 'nro_ventas', 'monto', 'nro_revertidas']);
    const demo = await demoVentas();
    const andina = resto.filter((r) => r[1] === '1020304050');
    expect(andina.reduce((s, r) => s + Number(r[4]), 0)).toBe(demo.length);
    expect(andina.reduce((s, r) => s + centavos(r[5]!), 0)).toBe(demo.reduce((s, v) => s + Math.round(Number(v.monto) * 100), 0));
  });

  it('gives staff one row per sale, the document masked but for its last 3 digits', async () => {
    const res = await ventasStaff('detallado');
    const [cabecera, ...resto] = filas(res.body);
    expect(cabecera).toEqual(['fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'beneficiaria', 'metodo', 'monto', 'estado']);
    const demo = await demoVentas();
    expect(resto.map((r) => r[1])).toEqual(demo.map((v) => v.id_transaccion));
    const [p] = await t.database.db.select({ doc: personas.nro_documento }).from(personas).where(eq(personas.id, demo[0]!.id_persona));
    expect(resto[0]![6]).toBe(`${'*'.repeat(p!.doc.length - 3)}${p!.doc.slice(-3)}`);
    expect(resto[0]!.slice(7)).toEqual(['CODIGO', demo[0]!.monto.replace('.', ','), 'REALIZADA']);
  });

  it('lets a provider download its own point of sale, and answers another provider’s as not found', async () => {
    const demo = await demoVentas();
    const punto = demo[0]!.id_sucursal;
    const res = await ventasPunto(punto, proveedor.token);
    expect(res.statusCode, res.body).toBe(200);
    // Named by the point of sale as people read it, and the days chosen (issue 32).
    const [{ nombre }] = (await t.database.db.execute<{ nombre: string }>(sql`select nombre from sucursales where id = ${punto}`)).rows as [{ nombre: string }];
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ventas-${parteDeNombre(nombre)}-${desde}-al-${sumarDias(hasta, -1)}.csv"`);
    const [cabecera, ...resto] = filas(res.body);
    expect(cabecera).toEqual(['fecha', 'id_transaccion', 'beneficiaria', 'metodo', 'monto', 'estado']);
    expect(resto.map((r) => r[1])).toEqual(demo.filter((v) => v.id_sucursal === punto).map((v) => v.id_transaccion));
    // Staff reach every point of sale.
    expect((await ventasPunto(punto, staff)).statusCode).toBe(200);

    const otra = await makeEntidad(t);
    const [ajeno] = await t.database.db.insert(sucursales).values({ nombre: 'PUNTO AJENO', tipo: 'PUNTO_VENTA', id_entidad: otra.id }).returning({ id: sucursales.id });
    const otroProveedor = (await loginAs(t, 4, { id_entidad: otra.id })).token;
    expect((await ventasPunto(punto, otroProveedor)).statusCode).toBe(404);
    expect((await ventasPunto(ajeno!.id, proveedor.token)).statusCode).toBe(404);
    expect((await ventasPunto(999_999, staff)).statusCode).toBe(404);
    // The all-providers report is staff's.
    expect((await ventasStaff('resumen', proveedor.token)).statusCode).toBe(404);
    expect((await ventasPunto(punto, (await loginAs(t, 3)).token)).statusCode).toBe(403);
  });

  it('lets a cashier download only its own point of sale', async () => {
    const [cajero] = await t.database.db.select({ id_sucursal: usuarios.id_sucursal }).from(usuarios).where(eq(usuarios.usuario, 'cajero'));
    const propio = cajero!.id_sucursal!;
    const token = (await loginAs(t, 8, { id_entidad: proveedor.entidad, id_sucursal: propio })).token;
    expect((await ventasPunto(propio, token)).statusCode).toBe(200);
    const otro = proveedor.puntos.find((p) => p !== propio);
    if (otro) expect((await ventasPunto(otro, token)).statusCode).toBe(404);
  });

  it('refuses a non-date in the sales paths (400) and a bad id', async () => {
    expect((await t.rest('GET', `/api/v1/ventas/abc/${hasta}`, staff)).statusCode).toBe(400);
    expect((await t.rest('GET', `/api/v1/ventas/${desde}/2026-13-01`, staff)).statusCode).toBe(400);
    expect((await ventasPunto(proveedor.puntos[0]!, proveedor.token, hasta, desde)).statusCode).toBe(400);
    expect((await t.rest('GET', `/api/v1/sucursales/x/ventas/${desde}/${hasta}`, staff)).statusCode).toBe(400);
  });
});

describe('pendientes de recojo', () => {
  it('lists beneficiaries of the subsidy located in the municipality with enabled, undelivered calendars', async () => {
    const { db } = t.database;
    const hoy = fechaBolivia(t.clock());
    const ayer = fechaBolivia(new Date(t.clock().getTime() - DIA));
    const manana = fechaBolivia(new Date(t.clock().getTime() + DIA));
    const [subsidio] = await db.select({ id: subsidios.id, nombre: subsidios.nombre }).from(subsidios).where(ne(subsidios.id, 1)).orderBy(asc(subsidios.id)).limit(1);
    const [aqui, alla] = await db.select({ id: municipios.id, codigo: municipios.codigo_completo, nombre: municipios.nombre }).from(municipios).orderBy(asc(municipios.id)).limit(2);
    const entidad = await makeEntidad(t);
    const [oficina] = await db.insert(sucursales).values({ nombre: 'OFICINA PENDIENTES', tipo: 'REGIONAL', id_entidad: entidad.id, dpa: aqui!.codigo }).returning({ id: sucursales.id });
    const [lejos] = await db.insert(sucursales).values({ nombre: 'OFICINA LEJANA', tipo: 'REGIONAL', id_entidad: entidad.id, dpa: alla!.codigo }).returning({ id: sucursales.id });
    let doc = 9_800_000;
    const nueva = async (idSucursal: number, movil: string | null) => {
      const [p] = await db.insert(personas).values({ nro_documento: String(++doc), nombres: 'PENDIENTE', primer_apellido: 'QUISPE', fecha_nacimiento: '1992-05-06', movil }).returning({ id: personas.id });
      const [b] = await db.insert(beneficiarias).values({ id_persona: p!.id, id_persona_titular: p!.id, id_subsidio: subsidio!.id, id_entidad: entidad.id, id_sucursal: idSucursal, estado: 'ACTIVO' }).returning({ id: beneficiarias.id });
      return { id: b!.id, doc: String(doc) };
    };
    const calendario = (b: number, n: number, desdeDia: string, monto = '100.00') =>
      db.insert(entregas).values({ id_beneficiaria: b, id_subsidio: subsidio!.id, nro_asignacion: n, origen: `inscripcion:${b}:${n}`, monto, habilitada_desde: desdeDia, fecha_limite: manana });
    // By her branch: two calendars due, one not yet.
    const a = await nueva(oficina!.id, '71234567');
    await calendario(a.id, 1, ayer);
    await calendario(a.id, 2, hoy, '50.50');
    await calendario(a.id, 3, manana);
    // By her inscription's municipality, though her branch is elsewhere.
    const b = await nueva(lejos!.id, null);
    await db.insert(inscripciones).values({ id_beneficiaria: b.id, codigo_inscripcion: 'INS-PEND-1', id_municipio: aqui!.id, medico_nombres: 'MEDICO' });
    await calendario(b.id, 1, ayer);
    // Elsewhere: not listed.
    const c = await nueva(lejos!.id, null);
    await calendario(c.id, 1, ayer);

    const det = await t.rest('GET', `/api/v1/pendientes/detallado/${aqui!.id}/${subsidio!.id}`, staff);
    expect(det.statusCode, det.body).toBe(200);
    // Named by the municipality and the subsidy as people read them, never by their ids (issue 32).
    expect(det.headers['content-disposition']).toBe(`attachment; filename="pendientes-recojo-detallado-${parteDeNombre(aqui!.nombre)}-${parteDeNombre(subsidio!.nombre)}-${hoy}.csv"`);
    expect(det.headers['content-disposition']).not.toMatch(new RegExp(`-${aqui!.id}-${subsidio!.id}-`));
    const [cabecera, ...resto] = filas(det.body);
    expect(cabecera).toEqual(['nro_documento', 'complemento', 'nombre', 'celular', 'sucursal', 'calendarios_pendientes', 'monto', 'fecha_limite']);
    expect(resto).toEqual([
      [a.doc, '', 'PENDIENTE QUISPE', '71234567', 'OFICINA PENDIENTES', '2', '150,50', diaMesAnio(manana)],
      [b.doc, '', 'PENDIENTE QUISPE', '', 'OFICINA LEJANA', '1', '100,00', diaMesAnio(manana)],
    ]);

    const res = await t.rest('GET', `/api/v1/pendientes/resumen/${aqui!.id}/${subsidio!.id}`, (await loginAs(t, 3)).token);
    expect(res.statusCode, res.body).toBe(200);
    expect(filas(res.body)).toEqual([
      ['sucursal', 'nro_beneficiarias', 'nro_calendarios', 'monto'],
      ['OFICINA LEJANA', '1', '1', '100,00'],
      ['OFICINA PENDIENTES', '1', '2', '150,50'],
    ]);
  });

  it('refuses an unknown type, municipality or subsidy, and a role without the key', async () => {
    expect((await t.rest('GET', '/api/v1/pendientes/todo/1/2', staff)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/v1/pendientes/resumen/x/2', staff)).statusCode).toBe(400);
    expect((await t.rest('GET', '/api/v1/pendientes/resumen/999999/2', staff)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/v1/pendientes/resumen/1/999999', staff)).statusCode).toBe(404);
    expect((await t.rest('GET', '/api/v1/pendientes/resumen/1/2', proveedor.token)).statusCode).toBe(403);
  });
});
