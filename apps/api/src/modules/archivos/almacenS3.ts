import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { MENSAJES } from '@pb/contract/mensajes';
import { AppError } from '../../core/errors.js';
import { bucketDeUrl, sha256De, NOMBRE_ARCHIVO, type Almacen } from './almacen.js';

export interface AjustesS3 {
  /** The endpoint with the bucket as its path: `http://127.0.0.1:4569/archivos`. */
  url: string;
  region: string;
  accessKey?: string;
  secretKey?: string;
  /** Longest wait for the bucket (INTEGRATION_TIMEOUT_MS). */
  esperaMs: number;
}

/** The bucket did not answer or refused: the user's 503, the cause in the log. */
const sinAlmacen = (err: unknown) => new AppError('UNAVAILABLE', MENSAJES.servicioSinConexion({ sistema: 'archivos' }), undefined, { cause: err, logMessage: 'el almacén S3 de archivos no respondió' });

/**
 * Files as objects `<sha256>.pdf` of an S3-compatible bucket (AWS S3, MinIO; s3rver in the tests and
 * the local cluster), so every copy of the API reads what any copy stored (issue 34). A PUT is whole
 * or absent to its readers, as the folder's rename; the same bytes are the same key, so a second
 * upload rewrites equal content.
 */
export function almacenEnS3(ajustes: AjustesS3): Almacen {
  const direccion = new URL(ajustes.url);
  const bucket = bucketDeUrl(ajustes.url);
  if (!bucket) throw new Error('ARCHIVOS_S3_URL debe nombrar el bucket como su ruta: http(s)://servidor[:puerto]/bucket');
  const cliente = new S3Client({
    endpoint: direccion.origin,
    region: ajustes.region,
    // The bucket in the path, not the host name: MinIO, s3rver and any private endpoint answer it.
    forcePathStyle: true,
    requestHandler: { connectionTimeout: ajustes.esperaMs, requestTimeout: ajustes.esperaMs },
    // Checksums only where S3 requires them: the SDK's default trailing checksums are not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(ajustes.accessKey && ajustes.secretKey ? { credentials: { accessKeyId: ajustes.accessKey, secretAccessKey: ajustes.secretKey } } : {}),
  });
  const clave = (sha256: string) => `${sha256}.pdf`;
  return {
    async guardar(contenido) {
      const sha256 = sha256De(contenido);
      await cliente.send(new PutObjectCommand({ Bucket: bucket, Key: clave(sha256), Body: contenido, ContentType: 'application/pdf' })).catch((err: unknown) => {
        throw sinAlmacen(err);
      });
      return sha256;
    },
    async leer(sha256) {
      if (!NOMBRE_ARCHIVO.test(sha256)) return null;
      try {
        const r = await cliente.send(new GetObjectCommand({ Bucket: bucket, Key: clave(sha256) }));
        return r.Body ? Buffer.from(await r.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw sinAlmacen(err);
      }
    },
  };
}
