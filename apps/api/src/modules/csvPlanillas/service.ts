import { Readable, type Stream } from 'node:stream';
import { z } from 'zod';
import { NOMBRE_PLANILLA_DEFECTO, beneficiariasNoEnPlanillasFiltroSchema, beneficiariasNoEnPlanillasSucursalFiltroSchema, bonoEnCentavos, centavosADecimal, descargarPlanillaQuerySchema, descargarPlanillaSchema, exportarTrabajadoresQuerySchema, id as idSchema, modoCsvSchema, subsidiosNoEnPlanillasFiltroSchema, planillasCsvSchema, updatePersonasSchema, fechaBolivia, type FilaPlanilla, type ModoCsv, type ResultadoPlanillaCsv } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { RowErrors } from '../../core/csv.js';
import { writeAudit } from '../logs/audit.js';
import { cambiarEstados } from '../beneficiarias/estados.js';
import { dondeTrabajadores } from '../beneficiarias/service.js';
import { cambiarMovilesDeEntidad } from '../personas/guardar-lote.js';
import { entidadDeTrabajo, entidadVisible } from '../entidades/service.js';
import { porcentajeBono } from '../referencias/service.js';
import * as repo from './repository.js';
import type { ColumnaExportacion } from './repository.js';
import { archivoPorPaginas, type LectorDePaginas } from '../../core/csv-paginas.js';
import { filaParaEnviar } from './validacion.js';
import { leerArchivo, validar } from './lectura.js';
import { bonosPendientesDePersonas, crearPlanillasDe, periodoDe } from '../planillas/service.js';

/**
 * The employer's pending payroll (spec part 2 §2.4): the bonus beneficiaries not yet in a payroll,
 * their CSV to fill in, the filled file checked (all or nothing) and its amounts written. The same
 * upload and write, in mode `celulares`, are the workers list's import of mobiles (§2.5).
 */

const LOTE = 1000;
/** Refused rows listed in an answer (all are counted). */
const ERRORES_LISTADOS = 1000;

export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  return repo.listarPendientes(ctx.db, parse(beneficiariasNoEnPlanillasFiltroSchema, args), entidadScope(quien), periodoDe(ctx.deps.clock()));
}

/** `beneficiariasNoEnPlanillasPorEntidad2`: the pending rows of one branch; another entity's branch is "not found". */
export async function listarPorSucursal(ctx: Ctx, args: unknown) {
  const scope = entidadScope(requireUser(ctx));
  const filtro = parse(beneficiariasNoEnPlanillasSucursalFiltroSchema, args);
  if ((await repo.entidadDeSucursal(ctx.db, filtro.id_sucursal, scope)) === null) throw notFound();
  return repo.listarPendientes(ctx.db, filtro, scope, periodoDe(ctx.deps.clock()));
}

/** `beneficiariasNoEnPlanillasPorEntidad3`: the subsidy beneficiaries with an assignment still to pay. */
export async function listarSubsidios(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  return repo.listarSubsidiosPendientes(ctx.db, parse(subsidiosNoEnPlanillasFiltroSchema, args), entidadScope(quien), periodoDe(ctx.deps.clock()));
}

const COLUMNAS_PLANILLA: ColumnaExportacion[] = ['nro_documento', 'complemento', 'nombre_completo', 'fecha_nacimiento', 'celular', 'sucursal', 'monto_detalle'];

/**
 * Rows of an export a page: 2,000 measured 325,000 rows/s at 1 M rows against 300,000 with 1,000
 * (two pages in flight, issue 33). Each page in flight waits whole in memory: the size bounds the
 * export's memory.
 */
const PAGINA_EXPORTACION = 2 * LOTE;

/** An export's file, a page of text at a time as PostgreSQL writes it (core/csv-paginas.ts), its columns named as they are called. */
const csvExportacion = (columnas: readonly ColumnaExportacion[], lector: LectorDePaginas<number>) => Readable.from(archivoPorPaginas(columnas.map((header) => ({ header })), lector, PAGINA_EXPORTACION, 0));

/** A matrícula as part of a file name: its letters, digits and dashes. */
const enNombre = (texto: string) => texto.replace(/[^A-Za-z0-9-]/g, '');

/**
 * `GET v1/beneficiarias/descargarTrabajadoresCsvPlanillas/{idEntidad}/creado[?matricula=]`: streamed,
 * a page of rows at a time; with a matrícula, only its branches' workers (and its name in the file's).
 */
export async function descargar(ctx: Ctx, params: unknown, query: unknown): Promise<{ nombreArchivo: string; contenido: Stream }> {
  const quien = requireUser(ctx);
  const { idEntidad } = parse(descargarPlanillaSchema, params);
  const { matricula } = parse(descargarPlanillaQuerySchema, query);
  if (!(await entidadVisible(ctx, idEntidad, entidadScope(quien)))) throw notFound();
  // A failure half-way destroys the reply's stream: the browser sees a broken download, never a partial file as complete.
  const alcance = { entidad: idEntidad, matricula, periodo: periodoDe(ctx.deps.clock()) };
  const contenido = csvExportacion(COLUMNAS_PLANILLA, repo.paginasExportacion(ctx.db, alcance, COLUMNAS_PLANILLA));
  const parte = matricula && enNombre(matricula) ? `_${enNombre(matricula)}` : '';
  return { nombreArchivo: `planilla_trabajadores${parte}_${fechaBolivia(ctx.deps.clock())}.csv`, contenido };
}

/** The workers' export of the list (spec §2.5): the same columns and their state. */
const COLUMNAS_TRABAJADORES: ColumnaExportacion[] = [...COLUMNAS_PLANILLA, 'estado'];

/**
 * The workers export: exactly the rows the workers list shows with the same filters (every state,
 * in a payroll or not), read through the list's own conditions (issue 32).
 */
function exportarTrabajadores(ctx: Ctx, alcance: { entidad: number; sucursal: number | null; nro_documento: string | null }) {
  const donde = dondeTrabajadores({ nro_documento: alcance.nro_documento }, alcance.entidad, alcance.sucursal);
  const contenido = csvExportacion(COLUMNAS_TRABAJADORES, repo.paginasTrabajadores(ctx.db, donde, COLUMNAS_TRABAJADORES));
  return { nombreArchivo: `trabajadores_${fechaBolivia(ctx.deps.clock())}.csv`, contenido };
}

/** `GET v1/beneficiarias/descargarTrabajadoresCsv/{idEntidad}/todos[?nro_documento=]`: the entity's workers, as its list shows them. */
export async function descargarTrabajadores(ctx: Ctx, params: unknown, query?: unknown) {
  const quien = requireUser(ctx);
  const { idEntidad } = parse(descargarPlanillaSchema, params);
  const { nro_documento } = parse(exportarTrabajadoresQuerySchema, query ?? {});
  if (!(await entidadVisible(ctx, idEntidad, entidadScope(quien)))) throw notFound();
  return exportarTrabajadores(ctx, { entidad: idEntidad, sucursal: null, nro_documento });
}

/** `GET v1/beneficiarias/descargarTrabajadoresCsvSucursal/{id}[?nro_documento=]`: the workers of one branch. */
export async function descargarTrabajadoresSucursal(ctx: Ctx, params: unknown, query?: unknown) {
  const quien = requireUser(ctx);
  const { id } = parse(z.object({ id: idSchema }), params);
  const { nro_documento } = parse(exportarTrabajadoresQuerySchema, query ?? {});
  const entidad = await repo.entidadDeSucursal(ctx.db, id, entidadScope(quien));
  if (entidad === null) throw notFound();
  return exportarTrabajadores(ctx, { entidad, sucursal: id, nro_documento });
}

/**
 * `POST v1/beneficiarias/csv[?modo=celulares]`: the uploaded file checked as it streams in; nothing
 * is written. The mode says which column the file is for (the payroll's amount, or the mobiles).
 */
export async function validarArchivo(ctx: Ctx, archivo: { nombre: string; contenido: AsyncIterable<Uint8Array> }, query: { idEntidad?: unknown; modo?: unknown }): Promise<ResultadoPlanillaCsv> {
  const { modo } = parse(z.object({ modo: modoCsvSchema }), { modo: query.modo });
  const entidad = await entidadDeTrabajo(ctx, query.idEntidad);
  if (!/\.csv$/i.test(archivo.nombre)) throw new AppError('VALIDATION', MENSAJES.archivoSoloCsv, { campos: { archivo: MENSAJES.archivoSoloCsv } });
  const errores = new RowErrors(ERRORES_LISTADOS);
  const filas = await leerArchivo(archivo.contenido, modo, errores);
  const validas = filas ? await validar(ctx, entidad, modo, filas, errores) : [];
  if (errores.total === 0 && validas.length === 0) errores.agregar(1, { archivo: MENSAJES.csvSinFilas });
  if (errores.total > 0) return { errors: errores.total, finalizado: false, ...aviso(MENSAJES.planillaConErrores), datos: errores.lista, planillas: [] };
  return { errors: 0, finalizado: true, ...aviso(MENSAJES.planillaCorrecta), datos: [], planillas: validas.map(filaParaEnviar) };
}

/** Another person took one of the mobiles between the check and the write: the unique index decides. */
const CONFLICTOS = { personas_movil_uq: { campo: 'celular', mensaje: MENSAJES.celularRegistrado } };

/** Why a beneficiary state changed when its person got a new mobile (the single edit's words: beneficiarias/service.ts MOTIVOS.celular). */
const MOTIVO_CAMBIO_CELULAR = 'Cambio de número de celular';

/**
 * Sets the mobile of persons the entity alone links (decision 011: a person another entity, or a
 * staff account, also links is not changed from here: personas/guardar-lote.ts), and, as a single
 * change does (DOMAIN.md §3), moves every ACTIVO beneficiary of each person whose mobile changed to
 * BLOQUEADO_CAMBIO_CELULAR with its history row (beneficiarias/estados.ts). One statement each for
 * the whole file; answers how many persons and beneficiaries changed.
 */
async function actualizarCelulares(ctx: Ctx, entidad: number, filas: Array<{ id_persona: number; movil: string }>, quien: number, cuando: Date) {
  const cambiadas = await cambiarMovilesDeEntidad(ctx.db, entidad, filas, { quien, cuando }).catch((err: unknown) => translateConflict(err, CONFLICTOS));
  const bloqueadas = await cambiarEstados(ctx.db, { personas: cambiadas }, 'ACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', MOTIVO_CAMBIO_CELULAR, { quien, cuando });
  return { personas: cambiadas.length, bloqueadas: bloqueadas.length };
}

/**
 * `PATCH v1/beneficiarias/update_personas`: the rows checked again (the client is never trusted),
 * then written in the request's one transaction, one set-based statement per step for the whole
 * file (its columns as array parameters, `unnest`): the amounts given (every row in mode
 * `planilla`) on the workers' bonus beneficiaries, where every reader takes them (the worker's own
 * `aguinaldo` stays the registry's: decision 054), and the mobiles that changed, which block the person's ACTIVO beneficiaries as a
 * single change does. With `crearPlanilla` (mode `planilla`), the same
 * transaction creates the payrolls of the written workers' pending bonus lines, one per paying
 * branch (the workers' branches), named 'PLANILLA ESFUERZO POR BOLIVIA' (decision 023).
 */
export async function actualizar(ctx: Ctx, body: unknown) {
  return escribir(ctx, parse(updatePersonasSchema, body));
}

/**
 * `POST v1/planillas/csv {planillas, idEntidad}` (spec part 2 §7): the spec's name for
 * `update_personas` with `crearPlanilla` in mode `planilla`; the same work, the same answer.
 */
export async function crearPlanillasCsv(ctx: Ctx, body: unknown) {
  const { planillas, idEntidad } = parse(planillasCsvSchema, body);
  return escribir(ctx, { planillas, idEntidad, crearPlanilla: true, modo: 'planilla' });
}

async function escribir(ctx: Ctx, datos: { planillas: FilaPlanilla[]; idEntidad: number | null; crearPlanilla?: boolean; modo: ModoCsv }) {
  const quien = requireUser(ctx);
  const entidad = await entidadDeTrabajo(ctx, datos.idEntidad);
  const errores = new RowErrors(ERRORES_LISTADOS);
  const entrada = datos.planillas.map((f, i) => ({ nro_registro: f.nro_registro ?? i + 1, celdas: f }));
  // In the upload's chunks: one lookup of 100,000 documents took 2.5 s against 10 × 60 ms (issue 33).
  const validas = await validar(ctx, entidad, datos.modo, Readable.from(entrada), errores);
  if (errores.total > 0) throw new AppError('VALIDATION', MENSAJES.planillaConErrores, { errors: errores.total, finalizado: false, datos: errores.lista });
  const { porcentaje } = await porcentajeBono(ctx);
  const cuando = ctx.deps.clock();
  const montos = validas.flatMap((f) => (f.aguinaldo === null ? [] : [{ id_persona: f.id_persona, detalle: centavosADecimal(f.aguinaldo), bono: bonoEnCentavos(f.aguinaldo, porcentaje) }]));
  const crear = datos.crearPlanilla === true && datos.modo === 'planilla';
  // The payrolls' beneficiaries are known before the amounts are written: the amounts' statement
  // also raises their latest period, so each is written once (decision 055).
  const pendientes = crear ? await bonosPendientesDePersonas(ctx.db, entidad, montos.filter((m) => m.bono > 0).map((m) => m.id_persona), cuando) : [];
  const conLinea = new Set(pendientes.map((b) => b.id_persona));
  const filas = montos.map((m) => ({ id_persona: m.id_persona, detalle: m.detalle, bono: centavosADecimal(m.bono), linea: conLinea.has(m.id_persona) }));
  await repo.actualizarMontos(ctx.db, entidad, filas, periodoDe(cuando), quien.id, cuando);
  // Only the mobiles the file changes: the rest would be compared again, under lock, for nothing (0.8 s for 70,000).
  const conCelular = validas.filter((f) => f.celular !== null && f.celular !== f.movil_actual).map((f) => ({ id_persona: f.id_persona, movil: f.celular! }));
  const cambios = await actualizarCelulares(ctx, entidad, conCelular, quien.id, cuando);
  let planillas: number[] = [];
  if (crear) {
    planillas = await crearPlanillasDe(ctx.db, { entidad, idsBeneficiaria: pendientes.map((b) => b.id), nombre: NOMBRE_PLANILLA_DEFECTO, sucursalPago: 'porSucursal', quien: quien.id, cuando, exigirTodas: true });
    if (planillas.length > 0) {
      await writeAudit(ctx.db, { nivel: 'INFO', tipo: 'PLANILLA', mensaje: MENSAJES.auditoriaPlanillasCreadas, referencia: JSON.stringify({ id_entidad: entidad, planillas }), ip: ctx.ip, usuario: quien.usuario, id_usuario: quien.id, fecha: cuando });
    }
  }
  if (cambios.personas > 0) {
    await writeAudit(ctx.db, { nivel: 'INFO', tipo: 'PERSONA', mensaje: MENSAJES.auditoriaPersonasModificadas, referencia: `id_entidad=${entidad} celulares=${cambios.personas} bloqueadas=${cambios.bloqueadas} campos=movil`, ip: ctx.ip, usuario: quien.usuario, id_usuario: quien.id, fecha: cuando });
  }
  return { ...aviso(datos.modo === 'celulares' ? MENSAJES.trabajadoresImportados({ n: validas.length, celulares: cambios.personas }) : MENSAJES.montosActualizados({ n: validas.length })), ...(crear ? { planillas } : {}) };
}
