import type { Executor } from '../../db/client.js';
import { rowHash } from './audit.js';
import * as repo from './repository.js';
import { ORIGEN, verificarDesde, type ChainReport, type Punto } from './verify.js';

async function puntoGuardado(db: Executor): Promise<Punto> {
  const p = await repo.puntoVerificado(db);
  return p ? { id: p.id_log, hash: p.hash, total: p.total } : ORIGEN;
}

/** The row the last check ended on must still be there, unchanged: otherwise the chain is broken there. */
async function puntoIntacto(db: Executor, p: Punto): Promise<boolean> {
  if (p.id === ORIGEN.id) return true;
  const row = await repo.porId(db, p.id);
  return !!row && row.hash === p.hash && rowHash(row) === row.hash;
}

/**
 * The chain check of the logs screen: it goes on from the last row found intact, so each call costs
 * the rows written since the previous one, not the whole table. Rows before that point are covered
 * by the full walk of `npm run audit:verify`.
 */
export async function verificarCadena(db: Executor, ahora: Date): Promise<ChainReport & { revisadas: number }> {
  const desde = await puntoGuardado(db);
  if (!(await puntoIntacto(db, desde))) return { intacta: false, total: desde.total, primer_error_id: desde.id, revisadas: 1 };
  const r = await verificarDesde(db, desde);
  if (r.ultimo.id > desde.id) await repo.guardarPuntoVerificado(db, { id_log: r.ultimo.id, hash: r.ultimo.hash, total: r.ultimo.total, fecha: ahora });
  return { intacta: r.intacta, total: r.total, primer_error_id: r.primer_error_id, revisadas: r.revisadas };
}
