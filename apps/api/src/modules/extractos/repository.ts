import { sql } from 'drizzle-orm';
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

export type FilaMovimiento = {
  id: number;
  id_cuenta: number;
  tipo: 'ABONO' | 'CARGO' | 'REVERSO';
  monto: string;
  origen: string;
  fecha: Date | string;
  /** For a REVERSO: the type of the movement it undoes. */
  revertido: string | null;
  planilla: string | null;
  nro_asignacion: number | null;
  regional: string | null;
  entrega_asignacion: number | null;
};

/**
 * A page of the accounts' movements after movement id `despues`, oldest first (keyset on the
 * primary key), with what names their origin: the payroll line's payroll and assignment, the
 * delivery's regional and assignment.
 */
export async function paginaMovimientos(db: Executor, idsCuenta: number[], despues: number, tamano: number): Promise<FilaMovimiento[]> {
  const r = await db.execute<FilaMovimiento>(sql`
    select m.id, m.id_cuenta, m.tipo, m.monto::text as monto, m.origen, m.fecha,
      (select x.tipo from movimientos x where x.id = m.id_movimiento_revertido) as revertido,
      pl.nombre as planilla, d.nro_asignacion, su.nombre as regional, e.nro_asignacion as entrega_asignacion
    from movimientos m
    left join planilla_detalle d on d.id = case when m.origen like 'planilla_detalle:%' then substr(m.origen, 18)::bigint end
    left join planillas pl on pl.id = d.id_planilla
    left join entregas e on e.id = case when m.origen like 'entrega:%' then substr(m.origen, 9)::int end
    left join sucursales su on su.id = e.id_sucursal
    where m.id_cuenta in (${sql.join(idsCuenta.map((i) => sql`${i}::int`), sql`, `)}) and m.id > ${despues}
    order by m.id
    limit ${tamano}`);
  return r.rows;
}
