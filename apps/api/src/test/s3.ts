import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/** s3rver's few calls we use (the package has no types). */
interface S3rverInstancia {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClase = new (opciones: Record<string, unknown>) => S3rverInstancia;

/** The keys s3rver accepts (its one account). */
export const CLAVES_S3RVER = { ARCHIVOS_S3_ACCESS_KEY: 'S3RVER', ARCHIVOS_S3_SECRET_KEY: 'S3RVER' };

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, over real HTTP, in a folder of its own) with one
 * bucket: the store a deployment's MinIO or S3 would be (issue 34). Answers its ARCHIVOS_S3_URL.
 */
export async function servidorS3(bucket = 'archivos') {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClase;
  const carpeta = mkdtempSync(path.join(tmpdir(), 'pb-s3-'));
  const servidor = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: carpeta, configureBuckets: [{ name: bucket }], vhostBuckets: false });
  const { port } = await servidor.run();
  return {
    url: `http://127.0.0.1:${port}/${bucket}`,
    carpeta,
    async cerrar() {
      await servidor.close();
      rmSync(carpeta, { recursive: true, force: true });
    },
  };
}
