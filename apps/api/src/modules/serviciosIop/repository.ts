import { and, count, eq, type SQL } from 'drizzle-orm';
import type { ServiciosIopFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { serviciosIop } from '../../db/schema/index.js';
import { contiene, ordenar, paginar } from '../../core/sql.js';

const s = serviciosIop;
const fila = { id: s.id, codigo: s.codigo, metodo: s.metodo, descripcion: s.descripcion, entidad: s.entidad, url: s.url, token: s.token, tipo: s.tipo, estado: s.estado };
const ordenables = { id: s.id, codigo: s.codigo, entidad: s.entidad, tipo: s.tipo, estado: s.estado };

/** A token is a secret: the browser sees only its first characters. */
const ocultar = <T extends { token: string | null }>(row: T) => ({ ...row, token: row.token ? `${row.token.slice(0, 4)}…` : null });

export async function listar(db: Executor, f: ServiciosIopFiltro) {
  const c: SQL[] = [];
  if (f.codigo) c.push(contiene(s.codigo, f.codigo));
  if (f.entidad) c.push(contiene(s.entidad, f.entidad));
  if (f.estado) c.push(eq(s.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginar(f);
  const [total] = await db.select({ n: count() }).from(s).where(where);
  const rows = await db.select(fila).from(s).where(where).orderBy(...ordenar(f.order, ordenables, 'codigo', s.id)).limit(limit).offset(offset);
  return { count: Number(total?.n ?? 0), rows: rows.map(ocultar) };
}

export async function buscar(db: Executor, id: number) {
  const [row] = await db.select(fila).from(s).where(eq(s.id, id)).limit(1);
  return row ? ocultar(row) : null;
}
