import { and, asc, count, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { EstadoPaquete, PaquetesFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { alimentos, entidades, gruposAlimenticios, paqueteAlimentos, paquetes, subsidios, sucursales } from '../../db/schema/index.js';
import { sortBy, paginate } from '../../core/sql.js';

const p = paquetes;
const pa = paqueteAlimentos;
const a = alimentos;

/** The programme's regional offices: active branches of tipo REGIONAL of the programme's entity. */
const esRegional = and(eq(sucursales.tipo, 'REGIONAL'), eq(sucursales.estado, 'ACTIVO'), eq(entidades.tipo, 'PROGRAMA'));

export async function regionales(db: Executor) {
  return db
    .select({ id: sucursales.id, nombre: sucursales.nombre, departamento: sucursales.departamento })
    .from(sucursales)
    .innerJoin(entidades, eq(entidades.id, sucursales.id_entidad))
    .where(esRegional)
    .orderBy(asc(sucursales.nombre), asc(sucursales.id));
}

export async function regional(db: Executor, id: number) {
  const [row] = await db
    .select({ id: sucursales.id, nombre: sucursales.nombre })
    .from(sucursales)
    .innerJoin(entidades, eq(entidades.id, sucursales.id_entidad))
    .where(and(eq(sucursales.id, id), esRegional))
    .limit(1);
  return row ?? null;
}

export async function subsidio(db: Executor, id: number) {
  const [row] = await db.select({ id: subsidios.id, estado: subsidios.estado }).from(subsidios).where(eq(subsidios.id, id)).limit(1);
  return row ?? null;
}

const fila = { id: p.id, id_subsidio: p.id_subsidio, subsidio: subsidios.nombre, id_sucursal: p.id_sucursal, sucursal: sucursales.nombre, estado: p.estado };
const ordenables = { id: p.id, subsidio: subsidios.nombre, sucursal: sucursales.nombre, estado: p.estado };
const seleccionar = (db: Executor, where: SQL | undefined) =>
  db.select(fila).from(p).innerJoin(subsidios, eq(subsidios.id, p.id_subsidio)).innerJoin(sucursales, eq(sucursales.id, p.id_sucursal)).where(where);
type Fila = Awaited<ReturnType<typeof seleccionar>>[number];
const salida = (r: Fila) => ({ ...r, estado: r.estado as EstadoPaquete });

/** A regional's packages, paged and filtered in SQL (index on (id_sucursal, id_subsidio)). */
export async function listarPorRegional(db: Executor, f: PaquetesFiltro) {
  const deLaRegional = eq(p.id_sucursal, f.idRegional);
  const c: SQL[] = [deLaRegional];
  if (f.id_subsidio) c.push(eq(p.id_subsidio, f.id_subsidio));
  if (f.estado) c.push(eq(p.estado, f.estado));
  const where = and(...c);
  const { limit, offset } = paginate(f);
  const [[total], [filtrados], rows] = await Promise.all([
    db.select({ n: count() }).from(p).where(deLaRegional),
    db.select({ n: count() }).from(p).where(where),
    seleccionar(db, where)
      .orderBy(...sortBy(f.order, ordenables, 'subsidio', p.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { datos: rows.map(salida), total: Number(total?.n ?? 0), totalFiltro: Number(filtrados?.n ?? 0) };
}

export async function buscar(db: Executor, id: number) {
  const [row] = await seleccionar(db, eq(p.id, id)).limit(1);
  if (!row) return null;
  const lista = await db
    .select({ id: pa.id, id_alimento: pa.id_alimento, nombre: a.nombre, unidad: a.unidad, cantidad: pa.cantidad })
    .from(pa)
    .innerJoin(a, eq(a.id, pa.id_alimento))
    .where(eq(pa.id_paquete, id))
    .orderBy(asc(pa.orden), asc(pa.id));
  return { ...salida(row), alimentos: lista };
}

/** The programme's active foods a package may hold (not providers' products), with their group. */
export async function alimentosDisponibles(db: Executor) {
  return db
    .select({ id: a.id, nombre: a.nombre, unidad: a.unidad, id_grupo_alimenticio: a.id_grupo_alimenticio, nombreGrupo: gruposAlimenticios.nombre })
    .from(a)
    .innerJoin(gruposAlimenticios, eq(gruposAlimenticios.id, a.id_grupo_alimenticio))
    .where(and(isNull(a.id_entidad), eq(a.estado, 'ACTIVO')))
    .orderBy(asc(a.nombre), asc(a.id));
}

/** The programme's foods among these ids (a provider's product is not one of them). */
export async function alimentosDelPrograma(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: a.id, nombre: a.nombre, estado: a.estado })
    .from(a)
    .where(and(inArray(a.id, ids), isNull(a.id_entidad)));
}

export async function insertar(db: Executor, values: typeof p.$inferInsert) {
  const [row] = await db.insert(p).values(values).returning({ id: p.id });
  return row!.id;
}

/** Locks the package's row for the rest of the write: an edit and a state change cannot cross. */
export async function bloquear(db: Executor, id: number) {
  const [row] = await db.select({ id: p.id, id_subsidio: p.id_subsidio, id_sucursal: p.id_sucursal, estado: p.estado }).from(p).where(eq(p.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The (subsidy, regional) a package belongs to; it never changes, so it is read without a lock. */
export async function par(db: Executor, id: number) {
  const [row] = await db.select({ id_subsidio: p.id_subsidio, id_sucursal: p.id_sucursal }).from(p).where(eq(p.id, id)).limit(1);
  return row ?? null;
}

/**
 * Locks every package of a (subsidy, regional) in id order, so two state changes there wait for
 * each other instead of each holding one row and waiting for the other's (a deadlock).
 */
export async function bloquearPar(db: Executor, idSubsidio: number, idSucursal: number) {
  await db.select({ id: p.id }).from(p).where(and(eq(p.id_subsidio, idSubsidio), eq(p.id_sucursal, idSucursal))).orderBy(p.id).for('update');
}

/** Deactivates the pair's ACTIVO package other than `id`, if any. */
export async function desactivarOtros(db: Executor, id: number, idSubsidio: number, idSucursal: number, quien: number, cuando: Date) {
  await db
    .update(p)
    .set({ estado: 'INACTIVO', _user_updated: quien, _updated_at: cuando })
    .where(and(eq(p.id_subsidio, idSubsidio), eq(p.id_sucursal, idSucursal), eq(p.estado, 'ACTIVO'), ne(p.id, id)));
}

export async function cambiarEstado(db: Executor, id: number, estado: EstadoPaquete, quien: number, cuando: Date) {
  await db.update(p).set({ estado, _user_updated: quien, _updated_at: cuando }).where(eq(p.id, id));
}

export async function marcarModificado(db: Executor, id: number, quien: number, cuando: Date) {
  await db.update(p).set({ _user_updated: quien, _updated_at: cuando }).where(eq(p.id, id));
}

/** Replaces the package's foods by this list, in its order. */
export async function reemplazarAlimentos(db: Executor, id: number, lista: Array<{ id_alimento: number; cantidad: string }>, quien: number, cuando: Date) {
  await db.delete(pa).where(eq(pa.id_paquete, id));
  await db.insert(pa).values(lista.map((x, orden) => ({ id_paquete: id, id_alimento: x.id_alimento, cantidad: x.cantidad, orden, _user_created: quien, _created_at: cuando })));
}

/** The ACTIVO package of a (subsidy, regional), locked FOR SHARE: it cannot be deactivated while a delivery hands it out. */
export async function activoDe(db: Executor, idSubsidio: number, idSucursal: number) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id_subsidio, idSubsidio), eq(p.id_sucursal, idSucursal), eq(p.estado, 'ACTIVO')))
    .for('share')
    .limit(1);
  return row?.id ?? null;
}
