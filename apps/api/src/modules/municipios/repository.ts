import { and, count, eq, type SQL } from 'drizzle-orm';
import type { MunicipiosSupermercadosFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { departamentos, municipios, municipiosSupermercados, provincias } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';

const ms = municipiosSupermercados;
const fila = {
  id: ms.id,
  dpa: ms.dpa,
  nombre: ms.nombre,
  observacion: ms.observacion,
  estado: ms.estado,
  departamento: departamentos.nombre,
  provincia: provincias.nombre,
  municipio: municipios.nombre,
};
const ordenables = { id: ms.id, nombre: ms.nombre, estado: ms.estado, dpa: ms.dpa, departamento: departamentos.nombre, municipio: municipios.nombre };
const seleccionar = (db: Executor, where?: SQL) =>
  db
    .select(fila)
    .from(ms)
    .innerJoin(municipios, eq(municipios.codigo_completo, ms.dpa))
    .innerJoin(provincias, eq(provincias.id, municipios.id_provincia))
    .innerJoin(departamentos, eq(departamentos.id, provincias.id_departamento))
    .where(where);

/** Urban municipalities with supermarkets, with their DPA names joined, paged and filtered in SQL. */
export async function listar(db: Executor, f: MunicipiosSupermercadosFiltro) {
  const c: SQL[] = [];
  if (f.nombre) c.push(containsText(ms.nombre, f.nombre));
  if (f.estado) c.push(eq(ms.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [[total], [filtrados], rows] = await Promise.all([
    db.select({ n: count() }).from(ms),
    db.select({ n: count() }).from(ms).where(where),
    seleccionar(db, where)
      .orderBy(...sortBy(f.order, ordenables, 'nombre', ms.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { datos: rows, total: Number(total?.n ?? 0), totalFiltro: Number(filtrados?.n ?? 0) };
}

export async function buscar(db: Executor, id: number) {
  const [row] = await seleccionar(db, eq(ms.id, id)).limit(1);
  return row ?? null;
}

/** The row that already holds a municipality code, if any. */
export async function porDpa(db: Executor, dpa: string) {
  const [row] = await db.select({ id: ms.id }).from(ms).where(eq(ms.dpa, dpa)).limit(1);
  return row ?? null;
}

export async function insertar(db: Executor, values: typeof ms.$inferInsert) {
  const [row] = await db.insert(ms).values(values).returning({ id: ms.id });
  return row!.id;
}

export async function actualizar(db: Executor, id: number, values: Partial<typeof ms.$inferInsert>) {
  await db.update(ms).set(values).where(eq(ms.id, id));
}
