import { randomUUID } from 'node:crypto';
import { MODULO_FIRMA, apostillaParamsSchema, documentoFirmaArchivoSchema, documentosFirmaFiltroSchema, firmaUpdateParamsSchema, firmaUpdateSchema, reporteAprobadasSchema, sinCuerpoSchema, type PermissionKey, type TipoDocumentoFirma } from '@pb/contract';
import { MENSAJES, aviso } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError, notFound, translateConflict } from '../../core/errors.js';
import { can, requireUser } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { iso } from '../../core/sql.js';
import type { Executor } from '../../db/client.js';
import type { Almacen } from '../archivos/almacen.js';
import { almacen, guardarDocumento, leerArchivo } from '../archivos/service.js';
import { planillasAprobadasDelDia } from '../c31/service.js';
import { writeAudit } from '../logs/audit.js';
import { dibujarReporteDiario, dibujarSolicitudPago, type SolicitudPago, type VentasDelDia } from './dibujo.js';
import { autoridadesDeConfianza, verificarPdfFirmado } from './verificacion.js';
import * as repo from './repository.js';

/**
 * Documents signed with a staff member's token (spec part 1 §2 'Signing panel', §3, §4, §7; issue
 * 18, decision 034). The server draws each document (PENDIENTE) and lists it to the roles with
 * `firma` on its module; the browser fetches it (`apostilla`), has the local signing program sign
 * it, and sends it back (`update`), which is stored only if it is the original plus a valid
 * signature of the caller's own certificate from a trusted authority: FIRMADO, once.
 */

const CONFLICTOS = {
  // Two first drawings of one day's report at once: the second is told to try again.
  documentos_firma_referencia_uq: { mensaje: MENSAJES.firmaDocumentoEnCurso },
  documentos_firma_firmado_final: { mensaje: MENSAJES.firmaYaFirmado },
};

const clave = (modulo: string) => `${modulo}:firma` as PermissionKey;

/** Stores a freshly drawn original and records it as a new document, or as the new version of a pending one (`reemplazar`). */
async function registrar(db: Executor, deposito: Almacen, d: { tipo: TipoDocumentoFirma; referencia: string; id_pago?: number; entidad: number; pdf: Uint8Array; nombre: string; quien: number | null; cuando: Date; reemplazar?: number }) {
  const archivo = await guardarDocumento(db, deposito, d.pdf, { entidad: d.entidad, tipo: d.tipo, nombre: d.nombre, quien: d.quien, cuando: d.cuando });
  const codigo = randomUUID();
  if (d.reemplazar !== undefined) {
    await repo.reemplazarOriginal(db, d.reemplazar, archivo.id, codigo, d.quien ?? 0, d.cuando);
    return d.reemplazar;
  }
  return repo
    .insertar(db, { tipo: d.tipo, modulo: MODULO_FIRMA[d.tipo], referencia: d.referencia, id_pago: d.id_pago ?? null, id_archivo: archivo.id, codigo_archivo: codigo, estado: 'PENDIENTE', _user_created: d.quien, _created_at: d.cuando })
    .catch((err: unknown) => translateConflict(err, CONFLICTOS));
}

/**
 * The payment requests of a settlement (issue 17), drawn and recorded PENDIENTE in the settlement's
 * own transaction: one document per payment, owned by its provider's entity.
 */
export async function registrarSolicitudesPago(db: Executor, deposito: Almacen, solicitudes: Array<{ solicitud: SolicitudPago; entidad: number; resumen: VentasDelDia[] }>, quien: number | null, cuando: Date) {
  for (const s of solicitudes) {
    const pdf = await dibujarSolicitudPago(s.solicitud, s.resumen, cuando);
    await registrar(db, deposito, { tipo: 'SOLICITUD_PAGO', referencia: String(s.solicitud.id), id_pago: s.solicitud.id, entidad: s.entidad, pdf, nombre: `solicitud-pago-${s.solicitud.id}.pdf`, quien, cuando });
  }
}

/**
 * `POST /api/v1/firmas/reporte-diario` ('Enviar a firma' of the daily report dialog): the day's
 * approved payrolls drawn as a PDF waiting for a signature. A day not yet signed is drawn again with
 * the current data (its row locked: a signature in course waits, then is refused for the old code);
 * a signed day is refused.
 */
export async function enviarReporteDiario(ctx: Ctx, body: unknown) {
  const quien = requireUser(ctx);
  const { fecha } = parse(reporteAprobadasSchema, body);
  const existente = await repo.bloquearPorReferencia(ctx.db, 'REPORTE_DIARIO', fecha);
  if (existente?.estado === 'FIRMADO') throw new AppError('CONFLICT', MENSAJES.firmaReporteFirmado, { campos: { fecha: MENSAJES.firmaReporteFirmado } });
  const cuando = ctx.deps.clock();
  const pdf = await dibujarReporteDiario(fecha, planillasAprobadasDelDia(ctx.db, fecha), cuando);
  const entidad = quien.id_entidad ?? (await repo.entidadDelPrograma(ctx.db));
  const id = await registrar(ctx.db, almacen(ctx), { tipo: 'REPORTE_DIARIO', referencia: fecha, entidad, pdf, nombre: `reporte-aprobadas-${fecha}.pdf`, quien: quien.id, cuando, ...(existente ? { reemplazar: existente.id } : {}) });
  return { id, fecha, estado: 'PENDIENTE', ...aviso(MENSAJES.firmaDocumentoEnviado) };
}

/** The modules whose documents the caller's role signs. */
function modulosQueFirma(ctx: Ctx): string[] {
  const quien = requireUser(ctx);
  return [...new Set(Object.values(MODULO_FIRMA))].filter((m) => can(quien, clave(m)));
}

/** GraphQL `documentosFirma`: the documents of the modules where the caller's role has `firma`, newest first. */
export async function listar(ctx: Ctx, args: unknown) {
  const r = await repo.listar(ctx.db, parse(documentosFirmaFiltroSchema, args), modulosQueFirma(ctx));
  return { count: r.count, rows: r.rows.map((x) => ({ ...x, firmado_at: iso(x.firmado_at), _created_at: iso(x._created_at) })) };
}

/** A document the caller's role may sign; its original file must be `idArchivo` (the spec's path names both). */
async function documentoParaFirmar(ctx: Ctx, id: number, idArchivo: number, bloquear: boolean) {
  const doc = await repo.buscar(ctx.db, id, { bloquear });
  if (!doc || doc.id_archivo !== idArchivo) throw notFound();
  if (!can(requireUser(ctx), clave(doc.modulo))) throw new AppError('FORBIDDEN', MENSAJES.firmaSinPermiso);
  if (doc.estado !== 'PENDIENTE') throw new AppError('CONFLICT', MENSAJES.firmaYaFirmado);
  return doc;
}

const nombreDe = (doc: { tipo: string; referencia: string }) => (doc.tipo === 'REPORTE_DIARIO' ? `reporte-aprobadas-${doc.referencia}` : `solicitud-pago-${doc.referencia}`);

/** `POST /api/eapostilla/apostilla/{id_archivo}/{id}` (spec §7): one pending document's PDF in base64, to sign. */
export async function apostilla(ctx: Ctx, params: unknown, body: unknown) {
  const { id, id_archivo } = parse(apostillaParamsSchema, params);
  parse(sinCuerpoSchema, body);
  const doc = await documentoParaFirmar(ctx, id, id_archivo, false);
  const pdf = await leerArchivo(ctx, doc.sha256);
  return { finalizado: true, ...aviso(MENSAJES.firmaDocumentoObtenido), datos: { id: doc.id, id_archivo: doc.id_archivo, codigo_archivo: doc.codigo_archivo, nombre_archivo: `${nombreDe(doc)}.pdf`, pdf_base64: pdf.toString('base64') } };
}

/**
 * `POST /api/eapostilla/update/{id_archivo}` (spec §7): the signed PDF. With the document's row
 * locked (two uploads are served one after the other: the second finds it FIRMADO), the file must be
 * the original plus a signature that verifies, by a certificate valid when it signed, issued by a
 * trusted authority, whose subject is the caller's own document number. Any refusal changes nothing.
 */
export async function actualizar(ctx: Ctx, params: unknown, body: unknown) {
  const quien = requireUser(ctx);
  const { id_archivo } = parse(firmaUpdateParamsSchema, params);
  const datos = parse(firmaUpdateSchema, body);
  const doc = await documentoParaFirmar(ctx, datos.idTramiteDoc, id_archivo, true);
  if (datos.codigo_archivo !== doc.codigo_archivo) throw new AppError('VALIDATION', MENSAJES.firmaCodigoDistinto, { campos: { codigo_archivo: MENSAJES.firmaCodigoDistinto } });
  const documento = await repo.documentoDeUsuario(ctx.db, quien.id);
  if (!documento) throw new AppError('FORBIDDEN', MENSAJES.firmaPersonaSinDocumento);
  const firmado = Buffer.from(datos.pdf_base64_signed, 'base64');
  const original = await leerArchivo(ctx, doc.sha256);
  const cuando = ctx.deps.clock();
  const verificado = await verificarPdfFirmado({ original, firmado, autoridades: autoridadesDeConfianza(ctx.deps.config), documento, ahora: cuando });
  const archivo = await guardarDocumento(ctx.db, almacen(ctx), firmado, { entidad: doc.id_entidad, tipo: 'FIRMADO', nombre: `${nombreDe(doc)}-firmado.pdf`, quien: quien.id, cuando });
  const sujeto = verificado.sujeto.slice(0, 500);
  const hecho = await repo.firmar(ctx.db, doc.id, { id_archivo_firmado: archivo.id, certificado: verificado.certificadoPem, sujeto_certificado: sujeto, id_usuario_firma: quien.id, firmado_at: cuando }).catch((err: unknown) => translateConflict(err, CONFLICTOS));
  if (!hecho) throw new AppError('CONFLICT', MENSAJES.firmaYaFirmado);
  const referencia = JSON.stringify({ id_documento: doc.id, tipo: doc.tipo, referencia: doc.referencia, sha256: archivo.sha256, sujeto, firmado_en: verificado.firmadoEn.toISOString() });
  await writeAudit(ctx.db, { nivel: 'INFO', tipo: 'FIRMA', mensaje: MENSAJES.auditoriaDocumentoFirmado, referencia, ip: ctx.ip, usuario: quien.usuario, id_usuario: quien.id, fecha: cuando });
  return { finalizado: true, ...aviso(MENSAJES.firmaGuardada), datos: { id: doc.id, estado: 'FIRMADO', firmado_at: cuando.toISOString() } };
}

/** `GET /api/v1/firmas/{id}/{original|firmado}`: a document's PDF, for a role that signs its module's documents. */
export async function descargar(ctx: Ctx, params: unknown): Promise<{ nombreArchivo: string; contenido: Buffer }> {
  const { id, version } = parse(documentoFirmaArchivoSchema, params);
  const doc = await repo.buscar(ctx.db, id);
  if (!doc || !can(requireUser(ctx), clave(doc.modulo))) throw notFound();
  if (version === 'firmado' && !doc.sha256_firmado) throw new AppError('CONFLICT', MENSAJES.firmaSinFirmar);
  const sha256 = version === 'firmado' ? doc.sha256_firmado! : doc.sha256;
  return { nombreArchivo: `${nombreDe(doc)}${version === 'firmado' ? '-firmado' : ''}.pdf`, contenido: await leerArchivo(ctx, sha256) };
}

/** Where the browser finds the local signing program: the start's FIRMADOR_URL (default https://localhost:3200). */
export function direccionFirmador(ctx: Ctx): string {
  return ctx.deps.config.FIRMADOR_URL;
}
