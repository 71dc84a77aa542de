import { createHash } from 'node:crypto';
import { texto } from '@pb/contract/mensajes';
import type { Executor } from '../../db/client.js';
import type { AuditEntry } from '../../core/ports.js';
import * as repo from './repository.js';

export const GENESIS_HASH = '0'.repeat(64);

type Hashable = Omit<AuditEntry, 'fecha' | 'nivel' | 'mensaje'> & { nivel: string; mensaje: string; clave?: string | null; parametros?: unknown; fecha: Date; hash_anterior: string };

/** JSON with every object's keys in order: the same text for the values jsonb gives back in its own order. */
function canonico(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonico).join(',')}]`;
  if (v && typeof v === 'object') return `{${Object.keys(v).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort().map((k) => `${JSON.stringify(k)}:${canonico((v as Record<string, unknown>)[k])}`).join(',')}}`;
  return JSON.stringify(v);
}

/**
 * The hash of one row: its content and the hash of the row before it. A line's key and values
 * (decision 075) are part of it when the row has them; a row written before them hashes as it did.
 */
export function rowHash(r: Hashable): string {
  const parts = [r.hash_anterior, r.nivel, r.tipo, r.mensaje, r.referencia ?? '', r.ip ?? '', r.fecha.toISOString(), r.usuario ?? '', String(r.id_usuario ?? '')];
  if (r.clave) parts.push(r.clave, canonico(r.parametros ?? {}));
  return createHash('sha256').update(parts.join('\u001f')).digest('hex');
}

/**
 * Appends one row to the hash chain. A transaction-scoped advisory lock orders concurrent writers,
 * so that every row links to exactly the row before it, on one server or many. Given a transaction,
 * the row commits with it and the lock is held until then.
 */
export async function writeAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const run = async (tx: Executor) => {
    await repo.bloquearCadena(tx);
    const last = await repo.ultimoHash(tx);
    const fecha = new Date(entry.fecha.getTime());
    const linea = typeof entry.mensaje === 'string' ? { mensaje: entry.mensaje, clave: null, parametros: null } : { mensaje: texto(entry.mensaje), clave: entry.mensaje.clave, parametros: entry.mensaje.parametros };
    const row = {
      nivel: entry.nivel,
      tipo: entry.tipo,
      mensaje: linea.mensaje.slice(0, 2000),
      clave: linea.clave,
      parametros: linea.parametros,
      referencia: entry.referencia?.slice(0, 2000) ?? null,
      ip: entry.ip ?? null,
      usuario: entry.usuario ?? null,
      id_usuario: entry.id_usuario ?? null,
      fecha,
      hash_anterior: last ?? GENESIS_HASH,
    };
    await repo.insertar(tx, { ...row, hash: rowHash(row) });
  };
  // Inside a caller's transaction the lock lives until it commits; otherwise open one.
  if ('rollback' in db) await run(db);
  else await db.transaction(run);
}
