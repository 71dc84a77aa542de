import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live, by their SHA-256 (decision 024): a folder on disk (`<DATA_DIR>/archivos`,
 * one machine) or an S3-compatible bucket (`almacenS3.ts`, every copy of the API), with the same two calls.
 */
export interface Almacen {
  /** Stores the content once (the same bytes are the same name) and answers its name. */
  guardar(contenido: Uint8Array): Promise<string>;
  /** The content stored under that name, or null. */
  leer(sha256: string): Promise<Buffer | null>;
}

export const sha256De = (contenido: Uint8Array) => createHash('sha256').update(contenido).digest('hex');

/** The bucket an S3 address names as its one path segment (`http://minio:9000/archivos` → `archivos`), or null. */
export function bucketDeUrl(url: string): string | null {
  const ruta = new URL(url).pathname.replace(/^\/+|\/+$/g, '');
  return ruta && !ruta.includes('/') ? ruta : null;
}

/** A stored file's name: its SHA-256 in hex. Anything else is never looked for. */
export const NOMBRE_ARCHIVO = /^[0-9a-f]{64}$/;

/** Files `<carpeta>/<sha256>.pdf`, written to a temporary file of the same folder and renamed: a reader never sees half a file. */
export function almacenEnCarpeta(carpeta: string): Almacen {
  const ruta = (sha256: string) => path.join(carpeta, `${sha256}.pdf`);
  return {
    async guardar(contenido) {
      const sha256 = sha256De(contenido);
      await mkdir(carpeta, { recursive: true });
      const temporal = path.join(carpeta, `.${sha256}.${randomUUID()}.tmp`);
      try {
        await writeFile(temporal, contenido, { flag: 'wx' });
        // Two uploads of the same bytes rename the same content onto one name: the last one wins, and both are equal.
        await rename(temporal, ruta(sha256));
      } finally {
        await rm(temporal, { force: true });
      }
      return sha256;
    },
    async leer(sha256) {
      if (!NOMBRE_ARCHIVO.test(sha256)) return null;
      try {
        return await readFile(ruta(sha256));
      } catch (err) {
        if ((err as { code?: string }).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
