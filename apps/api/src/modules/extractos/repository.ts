import { sql } from 'drizzle-orm';
import { sqlArray } from '../../core/sql-array.js';
import type { Executor } from '../../db/client.js';

/** What a statement and a balance sheet read (decision 026): a person's accounts and their movements. */

/** Every account of the persons' beneficiary rows (every subsidy, the bonus too), in id order. */
export async function cuentas(db: Executor, idsPersona: number[]) {
  if (idsPersona.length === 0) return [];
  const r = await db.execute<{ id: number; id_beneficiaria: number; subsidio: string; saldo: string }>(sql`
    select c.id, c.id_beneficiaria, s.nombre as subsidio, c.saldo::text as saldo
    from beneficiarias b
    join cuentas c on c.id_beneficiaria = b.id
    join subsidios s on s.id = c.id_subsidio
    where b.id_persona in (${sql.join(idsPersona.map((i) => sql`${i}::int`), sql`, `)})
    order by c.id`);
  return r.rows;
}

export type Movimiento = {
  id: number;
  id_cuenta: number;
  tipo: 'ABONO' | 'CARGO' | 'REVERSO';
  monto: string;
  origen: string;
  fecha: Date | string;
  /** For a REVERSO: the type of the movement it undoes. */
  revertido: string | null;
};

/** A movement with what names its origin: the payroll line's payroll and assignment, the delivery's regional and assignment, the sale's provider. */
export type FilaMovimiento = Movimiento & {
  planilla: string | null;
  nro_asignacion: number | null;
  regional: string | null;
  entrega_asignacion: number | null;
  proveedor?: string | null;
};

/** A page of the accounts' movements after movement id `despues`, oldest first (keyset on the primary key). */
export async function paginaMovimientos(db: Executor, idsCuenta: number[], despues: number, tamano: number): Promise<Movimiento[]> {
  const r = await db.execute<Movimiento>(sql`
    select m.id, m.id_cuenta, m.tipo, m.monto::text as monto, m.origen, m.fecha,
      (select x.tipo from movimientos x where x.id = m.id_movimiento_revertido) as revertido
    from movimientos m
    where m.id_cuenta in (${sql.join(idsCuenta.map((i) => sql`${i}::int`), sql`, `)}) and m.id > ${despues}
    order by m.id
    limit ${tamano}`);
  return r.rows;
}

/** The accounts' last `tamano` movements, newest first. */
export async function ultimosMovimientos(db: Executor, idsCuenta: number[], tamano: number): Promise<Movimiento[]> {
  if (idsCuenta.length === 0) return [];
  const r = await db.execute<Movimiento>(sql`
    select m.id, m.id_cuenta, m.tipo, m.monto::text as monto, m.origen, m.fecha,
      (select x.tipo from movimientos x where x.id = m.id_movimiento_revertido) as revertido
    from movimientos m
    where m.id_cuenta in (${sql.join(idsCuenta.map((i) => sql`${i}::int`), sql`, `)})
    order by m.id desc
    limit ${tamano}`);
  return r.rows;
}

/** These payroll lines' payroll name and assignment, by line id. */
export async function lineasDePlanilla(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: number | string; planilla: string | null; nro_asignacion: number | null }>(sql`
    select d.id, pl.nombre as planilla, d.nro_asignacion
    from planilla_detalle d left join planillas pl on pl.id = d.id_planilla
    where d.id = any(${sqlArray(ids, 'bigint')})`);
  return r.rows.map((f) => ({ id: Number(f.id), planilla: f.planilla, nro_asignacion: f.nro_asignacion }));
}

/** These providers' names, by entity id. */
export async function nombresDeEntidades(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: number; nombre: string }>(sql`select id, nombre from entidades where id = any(${sqlArray(ids, 'int')})`);
  return r.rows;
}

/** These deliveries' regional (the branch that delivered) and assignment, by delivery id. */
export async function entregasConRegional(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const r = await db.execute<{ id: number | string; regional: string | null; nro_asignacion: number | null }>(sql`
    select e.id, su.nombre as regional, e.nro_asignacion
    from entregas e left join sucursales su on su.id = e.id_sucursal
    where e.id = any(${sqlArray(ids, 'int')})`);
  return r.rows.map((f) => ({ id: Number(f.id), regional: f.regional, nro_asignacion: f.nro_asignacion }));
}
