import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { logs } from '../../db/schema/index.js';
import { GENESIS_HASH, rowHash } from './audit.js';

export interface ChainReport {
  intacta: boolean;
  total: number;
  /** The first row whose hash or link does not match, when the chain is broken. */
  primer_error_id: number | null;
}

/** Walks the whole chain in id order, in pages, without loading the table into memory. */
export async function verifyChain(db: Executor, pageSize = 5000): Promise<ChainReport> {
  let previous = GENESIS_HASH;
  let lastId = 0;
  let total = 0;
  for (;;) {
    const page = await db.select().from(logs).where(gt(logs.id, lastId)).orderBy(asc(logs.id)).limit(pageSize);
    if (page.length === 0) break;
    for (const row of page) {
      total++;
      if (row.hash_anterior !== previous || rowHash(row) !== row.hash) {
        return { intacta: false, total, primer_error_id: row.id };
      }
      previous = row.hash;
      lastId = row.id;
    }
  }
  return { intacta: true, total, primer_error_id: null };
}
