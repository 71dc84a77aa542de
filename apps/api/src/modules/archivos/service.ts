import path from 'node:path';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Ctx } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { requireUser } from '../../core/guard.js';
import { esPdfValido } from '../../core/pdf-valido.js';
import type { UploadedPdf } from '../../core/pdf-upload.js';
import type { Executor } from '../../db/client.js';
import type { Config } from '../../config.js';
import { almacenEnCarpeta, type Almacen } from './almacen.js';
import type { AjustesS3 } from './almacenS3.js';
import * as repo from './repository.js';

/**
 * Uploaded documents (spec part 2 §2.1 "C31 payment", §7 `subir_pdf`; decision 024): a C31 form
 * with its cheque as one PDF, checked to be one, stored once by its SHA-256 and owned by the
 * uploader's entity, which alone (with staff) may attach it to a form or read it back.
 */

/** The storage of this deployment: the bucket of ARCHIVOS_S3_URL, or else the folder `<DATA_DIR>/archivos`. */
export const almacen = (ctx: Ctx): Almacen => almacenDe(ctx.deps.config);

const porBucket = new Map<string, Almacen>();

/** The settings that say where files live. */
export type ConfigAlmacen = Pick<Config, 'DATA_DIR' | 'ARCHIVOS_S3_URL' | 'ARCHIVOS_S3_REGION' | 'ARCHIVOS_S3_ACCESS_KEY' | 'ARCHIVOS_S3_SECRET_KEY' | 'INTEGRATION_TIMEOUT_MS'>;

/** The same storage for a caller without a request (the treasury's job). One S3 client per bucket and process (it keeps its connections). */
export function almacenDe(config: ConfigAlmacen): Almacen {
  if (!config.ARCHIVOS_S3_URL) return almacenEnCarpeta(path.join(config.DATA_DIR, 'archivos'));
  const clave = `${config.ARCHIVOS_S3_URL} ${config.ARCHIVOS_S3_REGION} ${config.ARCHIVOS_S3_ACCESS_KEY ?? ''}`;
  let deposito = porBucket.get(clave);
  if (!deposito) {
    deposito = almacenS3Diferido({ url: config.ARCHIVOS_S3_URL, region: config.ARCHIVOS_S3_REGION, accessKey: config.ARCHIVOS_S3_ACCESS_KEY, secretKey: config.ARCHIVOS_S3_SECRET_KEY, esperaMs: config.INTEGRATION_TIMEOUT_MS });
    porBucket.set(clave, deposito);
  }
  return deposito;
}

/** The S3 store, its SDK loaded on first use: a deployment on the folder never loads it. */
function almacenS3Diferido(ajustes: AjustesS3): Almacen {
  let cargado: Promise<Almacen> | undefined;
  const real = () => (cargado ??= import('./almacenS3.js').then((m) => m.almacenEnS3(ajustes)));
  return {
    guardar: async (contenido) => (await real()).guardar(contenido),
    leer: async (sha256) => (await real()).leer(sha256),
  };
}

const invalido = () => new AppError('VALIDATION', MENSAJES.archivoPdfInvalido, { campos: { c31: MENSAJES.archivoPdfInvalido } });

/** The name as sent, without control characters, as the column holds it. */
const nombreOriginal = (nombre: string) => nombre.replace(/\p{Cc}/gu, '').slice(0, 255);

/**
 * A real PDF stored (once, whatever the times it is sent) and recorded as `entidad`'s (the caller
 * decides who may upload); answers its name, the SHA-256. Anything else stores nothing.
 */
export async function guardarPdf(ctx: Ctx, archivo: UploadedPdf, entidad: number): Promise<{ nombre: string }> {
  const quien = requireUser(ctx);
  if (!(await esPdfValido(archivo.contenido))) throw invalido();
  const sha256 = await almacen(ctx).guardar(archivo.contenido);
  await repo.registrar(ctx.db, { sha256, id_entidad: entidad, tamano: archivo.contenido.length, nombre_original: nombreOriginal(archivo.nombre), tipo: 'C31', _user_created: quien.id, _created_at: ctx.deps.clock() });
  return { nombre: sha256 };
}

/** Whether the entity uploaded that file (a form may attach only its own entity's). */
export function archivoDeEntidad(db: Executor, sha256: string, entidad: number): Promise<boolean> {
  return repo.deEntidad(db, sha256, entidad);
}

/** A stored file's bytes; a row whose file is gone is "not found" with the message to upload it again. */
export async function leerArchivo(ctx: Ctx, sha256: string): Promise<Buffer> {
  const contenido = await almacen(ctx).leer(sha256);
  if (!contenido) throw new AppError('NOT_FOUND', MENSAJES.archivoNoEncontrado);
  return contenido;
}

/**
 * A PDF the server drew or received signed (issue 18, decision 034): stored once and recorded as
 * `entidad`'s; answers the row's id and the file's name. The caller has checked the content.
 */
export async function guardarDocumento(db: Executor, deposito: Almacen, contenido: Uint8Array, datos: { entidad: number; tipo: string; nombre: string; quien: number | null; cuando: Date }): Promise<{ id: number; sha256: string }> {
  const sha256 = await deposito.guardar(contenido);
  const id = await repo.registrarConId(db, { sha256, id_entidad: datos.entidad, tamano: contenido.length, nombre_original: nombreOriginal(datos.nombre), tipo: datos.tipo, _user_created: datos.quien, _created_at: datos.cuando });
  return { id, sha256 };
}
