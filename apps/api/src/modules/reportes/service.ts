import { Readable } from 'node:stream';
import { ROLES, decimalConComa, diasElegidos, nombreArchivo, parteDeNombre, reportePendientesSchema, reporteRangoSchema, reporteTipoSchema, reporteVentasSucursalSchema, fechaBolivia, diaMesAnio, fechaHora, sumarDias, type TipoReporte } from '@pb/contract';
import { readExecutor, readLag, type Ctx } from '../../core/context.js';
import { notFound } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { csvByPages } from '../../core/csv.js';
import { archivoPorPaginas } from '../../core/csv-paginas.js';
import * as repo from './repository.js';

/**
 * The reports of spec part 2 §2.12 (issue 17) as CSV files (UTF-8 with BOM, `;`, formula-safe):
 * expenses, sales and pending pickup. Summaries are one GROUP BY; detailed reports stream keyset
 * pages of PAGINA rows (2 000 measured faster than 5 000 on the bench), the next page asked for
 * while this one is written: at most two pages are held, whatever the range. The detailed expenses
 * report's pages come as file text written by PostgreSQL (decision 051): a year of sales is
 * millions of lines. Their rows are read
 * where reads may lag (`readExecutor`, the standby; decision 059); what decides whether to answer (a
 * point of sale's owner, a municipality's existence) reads the primary.
 */

export interface Descarga {
  nombreArchivo: string;
  contenido: Readable;
}

const PAGINA = 2000;
type Columnas = Array<{ key: string; header: string }>;
const columnas = (...claves: string[]): Columnas => claves.map((key) => ({ key, header: key }));

/** Spreadsheets of a Spanish locale read `,` as the decimal mark. */
const decimal = (valor: string | null) => decimalConComa(valor ?? '0');
const fecha = (valor: Date | string) => fechaHora(new Date(valor));

/**
 * A beneficiary's document in a sales report: only its last 3 characters (a sales report answers
 * "what was sold", not "to whom"; the last digits let a cashier match a receipt).
 */
export const documentoEnmascarado = (nro: string) => (nro.length <= 3 ? nro : `${'*'.repeat(nro.length - 3)}${nro.slice(-3)}`);

/**
 * Pages read one ahead of the writing: `pedir(cursor)` a page, `siguiente(pagina)` the cursor after
 * it (null when it was the last: shorter than a full page).
 */
async function* paginas<F, C>(pedir: (despues: C | null) => Promise<F[]>, siguiente: (pagina: F[]) => C | null): AsyncGenerator<F[]> {
  const leer = (despues: C | null) => {
    const p = pedir(despues);
    // A download given up half-way never awaits the page already asked for: its failure is not unhandled.
    p.catch(() => undefined);
    return p;
  };
  let pagina: Promise<F[]> | null = leer(null);
  while (pagina) {
    const filas: F[] = await pagina;
    const despues = siguiente(filas);
    pagina = despues === null ? null : leer(despues);
    yield filas;
  }
}

async function* unaPagina<F>(filas: Promise<F[]>): AsyncGenerator<F[]> {
  yield await filas;
}

async function* transformar<F>(fuente: AsyncIterable<F[]>, fila: (f: F) => Record<string, string | number>): AsyncGenerator<Array<Record<string, string | number>>> {
  for await (const pagina of fuente) yield pagina.map(fila);
}

/** A report's days in its file name: the ones chosen, the end being `toPlusOne` less a day (issue 32). */
const dias = (from: string, toPlusOne: string) => diasElegidos(from, sumarDias(toPlusOne, -1));

const descarga = (nombreArchivo: string, cols: Columnas, filas: AsyncIterable<Array<Record<string, unknown>>>): Descarga => ({ nombreArchivo, contenido: Readable.from(csvByPages(cols, filas)) });

function rangoYTipo(params: unknown, query: unknown): { from: string; toPlusOne: string; tipo: TipoReporte } {
  const { from, toPlusOne } = parse(reporteRangoSchema, params);
  const { tipo } = parse(reporteTipoSchema, query ?? {});
  return { from, toPlusOne, tipo };
}

const COLUMNAS_GASTOS_RESUMEN = columnas('subsidio', 'grupo', 'departamento', 'nro_ventas', 'monto');
const COLUMNAS_GASTOS_DETALLE = columnas('fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'grupo', 'producto', 'cantidad', 'precio', 'monto');

/** `GET v1/gastos/{from}/{toPlusOne}?tipo=resumen|detallado`: spending of REALIZADA sales. */
export function reporteGastos(ctx: Ctx, params: unknown, query: unknown): Descarga {
  requireUser(ctx);
  const { from, toPlusOne, tipo } = rangoYTipo(params, query);
  const nombre = nombreArchivo('csv', 'gastos', tipo, dias(from, toPlusOne));
  const lectura = readExecutor(ctx);
  if (tipo === 'resumen') {
    return descarga(nombre, COLUMNAS_GASTOS_RESUMEN, transformar(unaPagina(repo.gastosResumen(lectura, from, toPlusOne)), (f) => ({ ...f, monto: decimal(f.monto) })));
  }
  // The file's text written by PostgreSQL, two pages at once (decision 051); the first page starts on the range's first day.
  return { nombreArchivo: nombre, contenido: Readable.from(archivoPorPaginas(COLUMNAS_GASTOS_DETALLE, repo.paginasGastos(lectura, from, toPlusOne), PAGINA, { dia: from, venta: 0 })) };
}

const COLUMNAS_VENTAS_RESUMEN = columnas('proveedor', 'nit', 'punto_venta', 'departamento', 'nro_ventas', 'monto', 'nro_revertidas');
const COLUMNAS_VENTAS_DETALLE = columnas('fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'beneficiaria', 'metodo', 'monto', 'estado');
const COLUMNAS_VENTAS_SUCURSAL = columnas('fecha', 'id_transaccion', 'beneficiaria', 'metodo', 'monto', 'estado');

function ventasPaginadas(ctx: Ctx, alcance: repo.AlcanceVentas, from: string, toPlusOne: string) {
  const lectura = readExecutor(ctx);
  return paginas(
    (despues: repo.CursorVenta | null) => repo.paginaVentas(lectura, alcance, from, toPlusOne, despues, PAGINA),
    (p) => {
      const u = p[p.length - 1];
      return u && p.length >= PAGINA ? { dia: u.dia, venta: u.id_venta } : null;
    },
  );
}

const filaVenta = (f: repo.FilaVenta) => ({ fecha: fecha(f.fecha), id_transaccion: f.id_transaccion, proveedor: f.proveedor, punto_venta: f.punto_venta, departamento: f.departamento, subsidio: f.subsidio, beneficiaria: documentoEnmascarado(f.nro_documento), metodo: f.metodo, monto: decimal(f.monto), estado: f.estado });

/** `GET v1/ventas/{from}/{toPlusOne}?tipo=`: every provider's sales (programme staff). */
export function reporteVentas(ctx: Ctx, params: unknown, query: unknown): Descarga {
  const quien = requireUser(ctx);
  const { from, toPlusOne, tipo } = rangoYTipo(params, query);
  // The all-providers report is the programme's; a provider or cashier asks for its own point of sale.
  if (entidadScope(quien) !== null) throw notFound();
  const nombre = nombreArchivo('csv', 'ventas', tipo, dias(from, toPlusOne));
  if (tipo === 'resumen') {
    return descarga(nombre, COLUMNAS_VENTAS_RESUMEN, transformar(unaPagina(repo.ventasResumen(readExecutor(ctx), from, toPlusOne)), (f) => ({ ...f, nit: f.nit ?? '', monto: decimal(f.monto) })));
  }
  return descarga(nombre, COLUMNAS_VENTAS_DETALLE, transformar(ventasPaginadas(ctx, { sucursal: null }, from, toPlusOne), filaVenta));
}

/**
 * `GET v1/sucursales/{id}/ventas/{from}/{toPlusOne}`: one point of sale's sales. Staff any; a
 * provider its own points of sale; a cashier only its own. Another's is "not found".
 */
export async function reporteVentasSucursal(ctx: Ctx, params: unknown): Promise<Descarga> {
  const quien = requireUser(ctx);
  const { id } = parse(reporteVentasSucursalSchema, { id: (params as { id?: unknown } | null)?.id });
  const { from, toPlusOne } = parse(reporteRangoSchema, params);
  const punto = await repo.puntoDeVenta(ctx.db, id);
  const entidad = entidadScope(quien);
  if (!punto || (entidad !== null && punto.id_entidad !== entidad) || (quien.id_rol === ROLES.CAJERO && quien.id_sucursal !== id)) throw notFound();
  const nombre = nombreArchivo('csv', 'ventas', parteDeNombre(punto.nombre), dias(from, toPlusOne));
  return descarga(nombre, COLUMNAS_VENTAS_SUCURSAL, transformar(ventasPaginadas(ctx, { sucursal: id }, from, toPlusOne), filaVenta));
}

const COLUMNAS_PENDIENTES_RESUMEN = columnas('sucursal', 'nro_beneficiarias', 'nro_calendarios', 'monto');
const COLUMNAS_PENDIENTES_DETALLE = columnas('nro_documento', 'complemento', 'nombre', 'celular', 'sucursal', 'calendarios_pendientes', 'monto', 'fecha_limite');

/**
 * `GET v1/pendientes/{tipo}/{idMunicipio}/{idSubsidio}`: beneficiaries of the subsidy located in the
 * municipality with calendars enabled and not delivered as of today (Bolivia).
 */
export async function reportePendientes(ctx: Ctx, params: unknown): Promise<Descarga> {
  requireUser(ctx);
  const { tipo, idMunicipio, idSubsidio } = parse(reportePendientesSchema, params);
  const de = await repo.nombres(ctx.db, idMunicipio, idSubsidio);
  if (!de) throw notFound();
  const hoy = fechaBolivia(ctx.deps.clock());
  // Named by the municipality and the subsidy as people read them, and the day it is as of (issue 32).
  const nombre = nombreArchivo('csv', 'pendientes-recojo', tipo, parteDeNombre(de.municipio), parteDeNombre(de.subsidio), hoy);
  const lectura = readExecutor(ctx);
  if (tipo === 'resumen') {
    return descarga(nombre, COLUMNAS_PENDIENTES_RESUMEN, transformar(unaPagina(repo.pendientesResumen(lectura, idMunicipio, idSubsidio, hoy)), (f) => ({ ...f, monto: decimal(f.monto) })));
  }
  const filas = paginas(
    (despues: number | null) => repo.paginaPendientes(lectura, idMunicipio, idSubsidio, hoy, despues ?? 0, PAGINA),
    (p) => (p.length >= PAGINA ? p[p.length - 1]!.id_beneficiaria : null),
  );
  return descarga(
    nombre,
    COLUMNAS_PENDIENTES_DETALLE,
    transformar(filas, (f) => ({ nro_documento: f.nro_documento, complemento: f.complemento ?? '', nombre: f.nombre, celular: f.movil ?? '', sucursal: f.sucursal, calendarios_pendientes: f.calendarios, monto: decimal(f.monto), fecha_limite: diaMesAnio(f.fecha_limite) })),
  );
}

/**
 * `retrasoLectura` (the footnote of the screens above and of the statements and dashboard): how many
 * seconds what they read may be behind the primary, rounded up; null when they read the primary.
 */
export async function retrasoLectura(ctx: Ctx): Promise<number | null> {
  requireUser(ctx);
  const segundos = await readLag(ctx);
  return segundos === null ? null : Math.ceil(segundos);
}
