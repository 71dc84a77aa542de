import { and, count, eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { LogsFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { logs } from '../../db/schema/index.js';
import { contiene, iso, ordenar, paginar } from '../../core/sql.js';

const fila = { id: logs.id, nivel: logs.nivel, tipo: logs.tipo, mensaje: logs.mensaje, referencia: logs.referencia, ip: logs.ip, fecha: logs.fecha, usuario: logs.usuario };
const ordenables = { id: logs.id, fecha: logs.fecha, nivel: logs.nivel, tipo: logs.tipo, usuario: logs.usuario, ip: logs.ip };

/** The period asked for: from `desde` inclusive to `hasta`, exclusive when it is the day after a date. */
export interface Periodo {
  desde: Date | null;
  hasta: Date | null;
  hastaExclusivo: boolean;
}

export async function listar(db: Executor, f: LogsFiltro, p: Periodo) {
  const c: SQL[] = [];
  if (f.nivel) c.push(eq(logs.nivel, f.nivel));
  if (f.tipo) c.push(eq(logs.tipo, f.tipo));
  if (f.usuario) c.push(contiene(logs.usuario, f.usuario));
  if (f.mensaje) c.push(contiene(logs.mensaje, f.mensaje));
  if (p.desde) c.push(gte(logs.fecha, p.desde));
  if (p.hasta) c.push(p.hastaExclusivo ? lt(logs.fecha, p.hasta) : lte(logs.fecha, p.hasta));
  const where = and(...c);
  const orden = ordenar(f.order, ordenables, '-fecha', logs.id);
  const { limit, offset } = paginar(f);
  const [total] = await db.select({ n: count() }).from(logs).where(where);
  const rows = await db.select(fila).from(logs).where(where).orderBy(...orden).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map((r) => ({ ...r, fecha: iso(r.fecha) })) };
}
