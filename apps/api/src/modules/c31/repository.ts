import { and, count, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import type { FormulariosC31Filtro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { cptPlanillas, cpts, entidades, formulariosC31, planillas, sucursales } from '../../db/schema/index.js';
import { containsText, sortBy, paginate } from '../../core/sql.js';

const f = formulariosC31;
const pl = planillas;

/** The entity's tipo (PUBLICO, ETA, PRIVADO…), or null. */
export async function tipoEntidad(db: Executor, id: number): Promise<string | null> {
  const [row] = await db.select({ tipo: entidades.tipo }).from(entidades).where(eq(entidades.id, id));
  return row?.tipo ?? null;
}

export async function insertar(db: Executor, fila: typeof formulariosC31.$inferInsert): Promise<number> {
  const [row] = await db.insert(f).values(fila).returning({ id: f.id });
  return row!.id;
}

/** A form within the caller's reach (through its payroll's entity), locked `FOR UPDATE` for its transition. */
export async function bloquear(db: Executor, id: number, entidad: number | null) {
  const c = [eq(f.id, id)];
  if (entidad !== null) c.push(eq(pl.id_entidad, entidad));
  const [row] = await db
    .select({ id: f.id, estado: f.estado, id_planilla: f.id_planilla, c31: f.c31, id_entidad: pl.id_entidad, planilla: pl.nombre })
    .from(f)
    .innerJoin(pl, eq(pl.id, f.id_planilla))
    .where(and(...c))
    .for('update', { of: f });
  return row ?? null;
}

export async function cambiarEstado(db: Executor, id: number, estado: string, usuario: number, cuando: Date, observacion: string | null = null) {
  await db.update(f).set({ estado, observacion, _user_updated: usuario, _updated_at: cuando }).where(eq(f.id, id));
}

/** A form and its file, within the caller's reach. */
export async function buscar(db: Executor, id: number, entidad: number | null) {
  const c = [eq(f.id, id)];
  if (entidad !== null) c.push(eq(pl.id_entidad, entidad));
  const [row] = await db.select({ id: f.id, c31: f.c31, archivo: f.archivo }).from(f).innerJoin(pl, eq(pl.id, f.id_planilla)).where(and(...c));
  return row ?? null;
}

const ordenables = { id: f.id, c31: f.c31, estado: f.estado, nombre: pl.nombre, monto_total: pl.monto_total, _created_at: f._created_at, _updated_at: f._updated_at };

/** `formulariosC31`: one page, filtered and sorted in SQL, the payroll, its paying branch and entity joined. */
export async function listar(db: Executor, filtro: FormulariosC31Filtro, entidad: number | null) {
  const c: SQL[] = [];
  if (entidad !== null) c.push(eq(pl.id_entidad, entidad));
  if (filtro.estado) c.push(eq(f.estado, filtro.estado));
  if (filtro.c31) c.push(containsText(f.c31, filtro.c31));
  const where = and(...c);
  const { limit, offset } = paginate(filtro);
  const [total] = await db.select({ n: count() }).from(f).innerJoin(pl, eq(pl.id, f.id_planilla)).where(where);
  const rows = await db
    .select({
      id: f.id,
      id_planilla: f.id_planilla,
      c31: f.c31,
      nombre_archivo_c31: f.archivo,
      nombre: pl.nombre,
      observacion: f.observacion,
      monto_total: pl.monto_total,
      sucursal_entidad_suc_nombre: sucursales.nombre,
      entidad_nombre: entidades.nombre,
      estado: f.estado,
      _created_at: f._created_at,
      _updated_at: f._updated_at,
    })
    .from(f)
    .innerJoin(pl, eq(pl.id, f.id_planilla))
    .innerJoin(sucursales, eq(sucursales.id, pl.id_sucursal_pago))
    .innerJoin(entidades, eq(entidades.id, pl.id_entidad))
    .where(where)
    .orderBy(...sortBy(filtro.order, ordenables, '-id', f.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/**
 * The payrolls that became PAGADO in [desde, hasta), a page after payroll id `despues` (the
 * `pagado_at` index serves it): the entity, the branch, and how they were paid — the approved C31
 * form or the paid code (each at most one per payroll: the partial unique indexes).
 */
export async function paginaAprobadas(db: Executor, desde: Date, hasta: Date, despues: number, tamano: number) {
  return db
    .select({
      id: pl.id,
      entidad: entidades.nombre,
      nit: entidades.nit,
      planilla: pl.nombre,
      sucursal: sucursales.nombre,
      monto_total: pl.monto_total,
      c31: f.c31,
      cpt: cpts.codigo,
      pagado_at: pl.pagado_at,
    })
    .from(pl)
    .innerJoin(entidades, eq(entidades.id, pl.id_entidad))
    .innerJoin(sucursales, eq(sucursales.id, pl.id_sucursal_pago))
    .leftJoin(f, and(eq(f.id_planilla, pl.id), eq(f.estado, 'PAGADO')))
    .leftJoin(cptPlanillas, and(eq(cptPlanillas.id_planilla, pl.id), eq(cptPlanillas.vigente, true)))
    .leftJoin(cpts, and(eq(cpts.id, cptPlanillas.id_cpt), eq(cpts.estado, 'PAGADO')))
    .where(and(eq(pl.estado, 'PAGADO'), gte(pl.pagado_at, desde), lt(pl.pagado_at, hasta), gt(pl.id, despues)))
    .orderBy(pl.id)
    .limit(tamano);
}
