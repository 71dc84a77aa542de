import type { Executor } from '../../db/client.js';
import { GENESIS_HASH, rowHash } from './audit.js';
import { pagina } from './repository.js';

export interface ChainReport {
  intacta: boolean;
  total: number;
  /** The first row whose hash or link does not match, when the chain is broken. */
  primer_error_id: number | null;
}

/** A row of the chain known to be intact, and how many rows up to it. */
export interface Punto {
  id: number;
  hash: string;
  total: number;
}

export const ORIGEN: Punto = { id: 0, hash: GENESIS_HASH, total: 0 };

/**
 * Walks the chain in id order from `desde` (exclusive), in pages, without loading the table into
 * memory. `ultimo` is the last intact row, from which a later walk may go on.
 */
export async function verificarDesde(db: Executor, desde: Punto, pageSize = 5000): Promise<ChainReport & { ultimo: Punto; revisadas: number }> {
  let previous = desde.hash;
  let lastId = desde.id;
  let total = desde.total;
  let revisadas = 0;
  for (;;) {
    const page = await pagina(db, lastId, pageSize);
    if (page.length === 0) break;
    for (const row of page) {
      revisadas++;
      if (row.hash_anterior !== previous || rowHash(row) !== row.hash) {
        return { intacta: false, total: total + 1, primer_error_id: row.id, ultimo: { id: lastId, hash: previous, total }, revisadas };
      }
      total++;
      previous = row.hash;
      lastId = row.id;
    }
  }
  return { intacta: true, total, primer_error_id: null, ultimo: { id: lastId, hash: previous, total }, revisadas };
}

/** Walks the whole chain from its first row (`npm run audit:verify`). */
export async function verifyChain(db: Executor, pageSize = 5000): Promise<ChainReport> {
  const { intacta, total, primer_error_id } = await verificarDesde(db, ORIGEN, pageSize);
  return { intacta, total, primer_error_id };
}
