import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The embedded database's files, migrated, as the build leaves them (`npm run build`): a new data
 * folder starts from a copy instead of running initdb, which alone takes about 3 s in PGlite.
 * Resolved from src/db and dist/db alike, so `tsx` runs use the build's copy too.
 */
export const ARCHIVO_MOLDE = fileURLToPath(new URL('../../dist/pglite-molde.tar.gz', import.meta.url));

/** The template for a data folder that holds no database yet, or null (no build, or a database is there). */
export function moldePara(dir: string, archivo = ARCHIVO_MOLDE): Blob | null {
  if (!existsSync(archivo) || (existsSync(dir) && readdirSync(dir).length > 0)) return null;
  return new Blob([readFileSync(archivo)], { type: 'application/x-gzip' });
}
