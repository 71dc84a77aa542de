import type { Stream } from 'node:stream';
import { z } from 'zod';
import { decimalConComa, pagaConC31, formularioC31IdSchema, formulariosC31FiltroSchema, id as idSchema, pagarPlanillaPorC31Schema, rechazarFormularioC31Schema, reporteAprobadasSchema, DIA_MS, inicioDiaBolivia, fechaHora } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { ArchivoGenerado } from '../../core/archivo.js';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { entidadScope, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { csvStream } from '../../core/csv.js';
import { iso } from '../../core/sql.js';
import type { UploadedPdf } from '../../core/pdf-upload.js';
import type { Executor } from '../../db/client.js';
import { archivoDeEntidad, guardarPdf, leerArchivo } from '../archivos/service.js';
import { buscarPlanilla, bloquearPlanillas, cambiarEstadoPlanillas, marcarPagadas } from '../planillas/service.js';
import { avisar } from '../notificaciones/service.js';
import { avisos } from '../notificaciones/correos.js';
import { writeAudit } from '../logs/audit.js';
import * as repo from './repository.js';

/**
 * C31 forms (spec part 2 §2.1, §2.3, §7; DOMAIN.md §3; decision 024): a public entity pays a CREADO
 * payroll with a C31 form and its PDF (payroll ENVIADO, form CREADO); the programme approves it
 * (form and payroll PAGADO, every line credited in the same transaction) or rejects it (form ANULADO,
 * payroll CREADO again). Plus the forms' list, the PDF's download and the daily report.
 */


/** Two forms racing for one payroll: the partial unique index lets one win. */
const CONFLICTOS = { formularios_c31_planilla_vivo_uq: { campo: 'idPlanilla', mensaje: MENSAJES.c31PlanillaNoCreado({ estado: 'ENVIADO' }) } };

/** The caller's entity, if it pays with C31 (FORBIDDEN otherwise: it is who calls, not what is sent, that is refused). */
async function entidadQuePagaConC31(ctx: Ctx): Promise<number> {
  const entidad = requireUser(ctx).id_entidad;
  if (entidad === null || !pagaConC31(await repo.tipoEntidad(ctx.db, entidad))) throw new AppError('FORBIDDEN', MENSAJES.c31SoloEntidadPublica);
  return entidad;
}

/** `POST v1/beneficiarias/subir_pdf`: the form's PDF, stored as the caller's entity's (only one that pays with C31). */
export async function subirPdf(ctx: Ctx, archivo: UploadedPdf): Promise<{ nombre: string }> {
  return guardarPdf(ctx, archivo, await entidadQuePagaConC31(ctx));
}

/**
 * `pagarPlanillaPorC31(c31, idPlanilla, nombre_archivo_c31)`: the caller's entity must be public
 * (FORBIDDEN: it is who calls, not what is sent, that is refused); the payroll its own and CREADO,
 * locked; the file one its entity uploaded.
 */
export async function pagar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const datos = parse(pagarPlanillaPorC31Schema, args);
  const entidad = await entidadQuePagaConC31(ctx);
  const planilla = await buscarPlanilla(ctx.db, datos.idPlanilla, entidad, true);
  if (!planilla) throw notFound();
  if (planilla.estado !== 'CREADO') throw new AppError('CONFLICT', MENSAJES.c31PlanillaNoCreado({ estado: planilla.estado }));
  if (!(await archivoDeEntidad(ctx.db, datos.nombre_archivo_c31, entidad))) {
    throw new AppError('VALIDATION', MENSAJES.archivoNoEncontrado, { campos: { nombre_archivo_c31: MENSAJES.archivoNoEncontrado } });
  }
  const cuando = ctx.deps.clock();
  const idFormulario = await repo
    .insertar(ctx.db, { id_planilla: planilla.id, c31: datos.c31, archivo: datos.nombre_archivo_c31, estado: 'CREADO', _user_created: quien.id, _created_at: cuando })
    .catch((err: unknown) => translateConflict(err, CONFLICTOS));
  await cambiarEstadoPlanillas(ctx.db, [planilla.id], 'ENVIADO', quien.id, cuando);
  return { id: planilla.id, idFormulario, estado: 'ENVIADO', ...aviso(MENSAJES.c31Enviado) };
}

/** The form locked for its transition (its payroll's lock follows, always in this order): only a CREADO one moves. */
async function formularioCreado(ctx: Ctx, idFormulario: number) {
  const formulario = await repo.bloquear(ctx.db, idFormulario, entidadScope(requireUser(ctx)));
  if (!formulario) throw notFound();
  if (formulario.estado !== 'CREADO') throw new AppError('CONFLICT', MENSAJES.c31SoloCreado({ estado: formulario.estado }));
  return formulario;
}

/** `aprobarFormularioC31`: form PAGADO, its payroll PAGADO with every line's ABONO, in one transaction. */
export async function aprobar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const { idFormulario } = parse(formularioC31IdSchema, args);
  const formulario = await formularioCreado(ctx, idFormulario);
  const cuando = ctx.deps.clock();
  await repo.cambiarEstado(ctx.db, formulario.id, 'PAGADO', quien.id, cuando);
  await marcarPagadas(ctx.db, [formulario.id_planilla], quien.id, cuando);
  await avisar(ctx.db, formulario.id_entidad, avisos.c31Aprobado({ id: formulario.id, c31: formulario.c31, planilla: formulario.planilla }), cuando);
  return { id: formulario.id, estado: 'PAGADO', ...aviso(MENSAJES.c31Aprobado) };
}

/**
 * `rechazarFormularioC31`: form ANULADO with its reason (required, shown to the entity), its payroll
 * ENVIADO → CREADO (it can be paid again); the reason is in the audit row too.
 */
export async function rechazar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const { idFormulario, observacion } = parse(rechazarFormularioC31Schema, args);
  const formulario = await formularioCreado(ctx, idFormulario);
  const [planilla] = await bloquearPlanillas(ctx.db, [formulario.id_planilla]);
  if (!planilla) throw notFound();
  if (planilla.estado !== 'ENVIADO') throw new AppError('CONFLICT', MENSAJES.planillaSoloEnviadoPagar({ estado: planilla.estado }));
  const cuando = ctx.deps.clock();
  await repo.cambiarEstado(ctx.db, formulario.id, 'ANULADO', quien.id, cuando, observacion);
  await cambiarEstadoPlanillas(ctx.db, [formulario.id_planilla], 'CREADO', quien.id, cuando);
  const referencia = JSON.stringify({ id_formulario: formulario.id, id_planilla: formulario.id_planilla, c31: formulario.c31, observacion });
  await writeAudit(ctx.db, { nivel: 'INFO', tipo: 'PLANILLA', mensaje: MENSAJES.auditoriaC31Rechazado, referencia, ip: ctx.ip, usuario: quien.usuario, id_usuario: quien.id, fecha: cuando });
  await avisar(ctx.db, formulario.id_entidad, avisos.c31Rechazado({ id: formulario.id, c31: formulario.c31, planilla: formulario.planilla, observacion: observacion ?? '' }), cuando);
  return { id: formulario.id, estado: 'ANULADO', ...aviso(MENSAJES.c31Rechazado) };
}

/** `formulariosC31`: a public entity's own forms, staff every entity's. */
export async function listar(ctx: Ctx, args: unknown) {
  const quien = requireUser(ctx);
  const r = await repo.listar(ctx.db, parse(formulariosC31FiltroSchema, args), entidadScope(quien));
  return { count: r.count, rows: r.rows.map((x) => ({ ...x, _created_at: iso(x._created_at), _updated_at: iso(x._updated_at) })) };
}

/** `GET v1/beneficiarias/descargar_pdf/{id}`: the form's PDF, which the route answers in base64 (decision 041). */
export async function descargarPdf(ctx: Ctx, params: unknown): Promise<ArchivoGenerado> {
  const quien = requireUser(ctx);
  const { id } = parse(z.object({ id: idSchema }), params);
  const formulario = await repo.buscar(ctx.db, id, entidadScope(quien));
  if (!formulario) throw notFound();
  const contenido = await leerArchivo(ctx, formulario.archivo);
  return { nombreArchivo: `C31-${formulario.c31.replace(/[^A-Za-z0-9-]/g, '_')}.pdf`, tipo: 'application/pdf', contenido };
}

const LOTE = 1000;
const COLUMNAS = [
  ['id', 'id_planilla'],
  ['entidad', 'entidad'],
  ['nit', 'nit'],
  ['planilla', 'planilla'],
  ['sucursal', 'sucursal'],
  ['monto_total', 'monto_total'],
  ['forma_pago', 'forma_pago'],
  ['codigo', 'c31_o_cpt'],
  ['fecha_pago', 'fecha_pago'],
].map(([key, header]) => ({ key: key!, header: header! }));

async function* filasAprobadas(db: Executor, desde: Date, hasta: Date) {
  let despues = 0;
  while (true) {
    const pagina = await repo.paginaAprobadas(db, desde, hasta, despues, LOTE);
    for (const r of pagina) {
      yield {
        id: String(r.id),
        entidad: r.entidad,
        nit: r.nit ?? '',
        planilla: r.planilla,
        sucursal: r.sucursal,
        monto_total: decimalConComa(r.monto_total),
        forma_pago: r.c31 !== null ? 'C31' : r.cpt !== null ? 'CPT' : '',
        codigo: r.c31 ?? r.cpt ?? '',
        fecha_pago: r.pagado_at ? fechaHora(new Date(r.pagado_at)) : '',
      };
    }
    if (pagina.length < LOTE) return;
    despues = pagina[pagina.length - 1]!.id;
  }
}

/** The payrolls that became PAGADO on a Bolivian day (AAAA-MM-DD), a page at a time: the CSV's rows and the signed report's (firmas). */
export function planillasAprobadasDelDia(db: Executor, fecha: string) {
  const desde = inicioDiaBolivia(fecha);
  return filasAprobadas(db, desde, new Date(desde.getTime() + DIA_MS));
}

/**
 * `GET v1/planillas/aprobadas/{fecha}` ('Reporte diario planillas aprobadas', spec §2.3): the
 * payrolls that became PAGADO that day in Bolivia (UTC−4), by an approved C31 form or a paid code,
 * streamed a page at a time.
 */
export async function reporteAprobadas(ctx: Ctx, params: unknown): Promise<{ nombreArchivo: string; contenido: Stream }> {
  requireUser(ctx);
  const { fecha } = parse(reporteAprobadasSchema, params);
  return { nombreArchivo: `planillas-aprobadas-${fecha}.csv`, contenido: csvStream(COLUMNAS, planillasAprobadasDelDia(ctx.db, fecha)) };
}
