import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/**
 * The ledger's and the payrolls' invariants (DOMAIN.md §4, decision 023), checked after every test
 * of the files that touch them. Answers the violations found, each in words; none is [].
 */
export async function invariantes(db: Executor): Promise<string[]> {
  const fallas: string[] = [];
  const filas = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await db.execute<T>(q)).rows;

  // A payroll's total is the sum of its lines (every state).
  for (const r of await filas<{ id: number; total: string; suma: string | null }>(sql`
    select p.id, p.monto_total::text as total, (select sum(d.monto) from planilla_detalle d where d.id_planilla = p.id)::text as suma
    from planillas p where p.monto_total is distinct from (select sum(d.monto) from planilla_detalle d where d.id_planilla = p.id)`))
    fallas.push(`planilla ${r.id}: monto_total ${r.total} ≠ Σ líneas ${r.suma}`);

  // Σ ABONO of each PAGADO payroll = its total; no other payroll has a credit.
  for (const r of await filas<{ id: number; estado: string; total: string; abonos: string | null }>(sql`
    select p.id, p.estado, p.monto_total::text as total, a.suma::text as abonos
    from planillas p
    left join lateral (
      select sum(m.monto) as suma from planilla_detalle d join movimientos m on m.origen = 'planilla_detalle:' || d.id and m.tipo = 'ABONO'
      where d.id_planilla = p.id
    ) a on true
    where (p.estado = 'PAGADO' and a.suma is distinct from p.monto_total) or (p.estado <> 'PAGADO' and a.suma is not null)`))
    fallas.push(`planilla ${r.id} (${r.estado}): Σ ABONO ${r.abonos} ≠ ${r.estado === 'PAGADO' ? r.total : 'nada'}`);

  // The cached saldo = Σ of the account's movements (a REVERSO undoes the sign of the one it points to).
  for (const r of await filas<{ id: number; saldo: string; suma: string }>(sql`
    select c.id, c.saldo::text as saldo, coalesce(s.suma, 0)::text as suma
    from cuentas c
    left join lateral (
      select sum(case m.tipo when 'ABONO' then m.monto when 'CARGO' then -m.monto
        else case (select r.tipo from movimientos r where r.id = m.id_movimiento_revertido) when 'ABONO' then -m.monto else m.monto end end) as suma
      from movimientos m where m.id_cuenta = c.id
    ) s on true
    where c.saldo <> coalesce(s.suma, 0)`))
    fallas.push(`cuenta ${r.id}: saldo ${r.saldo} ≠ Σ movimientos ${r.suma}`);

  for (const r of await filas<{ id: number; saldo: string }>(sql`select id, saldo::text as saldo from cuentas where saldo < 0`)) fallas.push(`cuenta ${r.id}: saldo negativo ${r.saldo}`);

  for (const r of await filas<{ origen: string; n: number }>(sql`select origen, count(*)::int as n from movimientos group by origen having count(*) > 1`)) fallas.push(`origen ${r.origen} repetido ${r.n} veces`);

  // A beneficiary is in at most one vigente line a month.
  for (const r of await filas<{ id_beneficiaria: number; periodo: string }>(sql`
    select id_beneficiaria, periodo::text as periodo from planilla_detalle where vigente group by id_beneficiaria, periodo having count(*) > 1`))
    fallas.push(`beneficiaria ${r.id_beneficiaria} en dos planillas de ${r.periodo}`);

  // An ANULADO payroll holds no beneficiary.
  for (const r of await filas<{ id: number }>(sql`select distinct d.id_planilla as id from planilla_detalle d join planillas p on p.id = d.id_planilla where p.estado = 'ANULADO' and d.vigente`))
    fallas.push(`planilla ANULADO ${r.id} con líneas vigentes`);

  // Each live code's amount = Σ its payrolls' totals + 1.00 Bs.
  for (const r of await filas<{ id: number; monto: string; suma: string | null }>(sql`
    select c.id, c.monto::text as monto, (select sum(p.monto_total) from cpt_planillas cp join planillas p on p.id = cp.id_planilla where cp.id_cpt = c.id and cp.vigente)::text as suma
    from cpts c where c.estado in ('PENDIENTE', 'PAGADO')
      and c.monto is distinct from (select sum(p.monto_total) + 1 from cpt_planillas cp join planillas p on p.id = cp.id_planilla where cp.id_cpt = c.id and cp.vigente)`))
    fallas.push(`código ${r.id}: monto ${r.monto} ≠ Σ planillas ${r.suma} + 1.00`);

  // A beneficiary's ultimo_periodo is the latest period of its vigente lines (migration 0013's triggers).
  for (const r of await filas<{ id: number; guardado: string | null; calculado: string | null }>(sql`
    select b.id, b.ultimo_periodo::text as guardado, u.periodo::text as calculado
    from beneficiarias b left join (select id_beneficiaria, max(periodo) as periodo from planilla_detalle where vigente group by id_beneficiaria) u on u.id_beneficiaria = b.id
    where b.ultimo_periodo is distinct from u.periodo limit 20`))
    fallas.push(`beneficiaria ${r.id}: ultimo_periodo ${r.guardado} ≠ último periodo vigente ${r.calculado}`);

  // A payroll's nro_lineas is the number of its lines (migration 0030's triggers).
  for (const r of await filas<{ id: number; guardado: number; calculado: number }>(sql`
    select p.id, p.nro_lineas as guardado, coalesce(c.n, 0)::int as calculado
    from planillas p left join (select id_planilla, count(*) as n from planilla_detalle group by id_planilla) c on c.id_planilla = p.id
    where p.nro_lineas <> coalesce(c.n, 0) limit 20`))
    fallas.push(`planilla ${r.id}: nro_lineas ${r.guardado} ≠ ${r.calculado} líneas`);

  // beneficiarias_conteo = the beneficiaries grouped by its key (migration 0013's triggers).
  for (const r of await filas<{ clave: string; guardado: string | null; calculado: string | null }>(sql`
    with calculado as (
      select id_entidad, id_subsidio, estado, coalesce(ultimo_periodo, '-infinity'::date) as ultimo_periodo, count(*) as n, coalesce(sum(monto_bono), 0) as monto_bono, count(*) filter (where monto_bono > 0) as pagables
      from beneficiarias group by 1, 2, 3, 4
    ), guardado as (select * from beneficiarias_conteo where n <> 0 or monto_bono <> 0 or pagables <> 0)
    select concat_ws('/', coalesce(g.id_entidad, c.id_entidad), coalesce(g.id_subsidio, c.id_subsidio), coalesce(g.estado, c.estado), coalesce(g.ultimo_periodo, c.ultimo_periodo)) as clave,
      concat_ws(' ', g.n, g.monto_bono, g.pagables) as guardado, concat_ws(' ', c.n, c.monto_bono, c.pagables) as calculado
    from guardado g full join calculado c using (id_entidad, id_subsidio, estado, ultimo_periodo)
    where g.n is distinct from c.n or g.monto_bono is distinct from c.monto_bono or g.pagables is distinct from c.pagables limit 20`))
    fallas.push(`beneficiarias_conteo ${r.clave}: ${r.guardado} ≠ ${r.calculado}`);

  // The delivery calendar (decision 026): each ENTREGADO calendar has exactly one CARGO of its monto,
  // origen entrega:<id>, the one it names; each credited subsidy line (not the bonus) has one calendar.
  for (const r of await filas<{ id: number; cargos: string }>(sql`
    select e.id, coalesce(string_agg(m.tipo || ' ' || m.monto::text || ' #' || m.id, ', '), 'ninguno') as cargos
    from entregas e left join movimientos m on m.origen = 'entrega:' || e.id
    where e.estado = 'ENTREGADO' or m.id is not null
    group by e.id, e.estado, e.monto, e.id_movimiento
    having e.estado <> 'ENTREGADO' or count(m.id) <> 1 or bool_or(m.tipo <> 'CARGO' or m.monto <> e.monto or m.id <> e.id_movimiento)`))
    fallas.push(`entrega ${r.id}: cargos ${r.cargos} (se espera un CARGO de su monto si y solo si está ENTREGADO)`);

  for (const r of await filas<{ origen: string }>(sql`
    select m.origen from movimientos m
    join planilla_detalle d on d.id = case when m.origen like 'planilla_detalle:%' then substr(m.origen, 18)::bigint end
    where m.tipo = 'ABONO' and d.id_subsidio <> 1 and d.nro_asignacion is not null
      and not exists (select 1 from entregas e where e.origen = m.origen) limit 20`))
    fallas.push(`línea pagada ${r.origen} sin calendario de entrega`);

  // A sale (issue 17): Σ of its charges = its monto, each charge a CARGO of that amount on that account;
  // a REVERTIDA sale has one REVERSO of each CARGO, a REALIZADA one none.
  for (const r of await filas<{ id: number; monto: string; suma: string | null }>(sql`
    select v.id, v.monto::text as monto, (select sum(vc.monto) from venta_cargos vc where vc.id_venta = v.id)::text as suma
    from ventas v where v.monto is distinct from (select sum(vc.monto) from venta_cargos vc where vc.id_venta = v.id) limit 20`))
    fallas.push(`venta ${r.id}: monto ${r.monto} ≠ Σ cargos ${r.suma}`);
  for (const r of await filas<{ id: number }>(sql`
    select distinct vc.id_venta as id from venta_cargos vc left join movimientos m on m.id = vc.id_movimiento
    where m.id is null or m.tipo <> 'CARGO' or m.monto <> vc.monto or m.id_cuenta <> vc.id_cuenta limit 20`))
    fallas.push(`venta ${r.id}: un cargo no es el CARGO de su cuenta y monto`);
  for (const r of await filas<{ id: number; estado: string; reversos: number; cargos: number }>(sql`
    select v.id, v.estado, count(vc.id)::int as cargos, count(rv.id)::int as reversos
    from ventas v join venta_cargos vc on vc.id_venta = v.id
    left join movimientos rv on rv.id_movimiento_revertido = vc.id_movimiento and rv.tipo = 'REVERSO'
    group by v.id, v.estado
    having (v.estado = 'REVERTIDA' and count(rv.id) <> count(vc.id)) or (v.estado = 'REALIZADA' and count(rv.id) > 0) limit 20`))
    fallas.push(`venta ${r.id} (${r.estado}): ${r.reversos} reversos de ${r.cargos} cargos`);
  // A payment to a provider (issue 17) is exactly the sum of its sales, all REALIZADA.
  for (const r of await filas<{ id: number; monto: string; suma: string | null; revertidas: number }>(sql`
    select p.id, p.monto::text as monto, (select sum(v.monto) from ventas v where v.id_pago = p.id)::text as suma,
      (select count(*)::int from ventas v where v.id_pago = p.id and v.estado <> 'REALIZADA') as revertidas
    from pagos p
    where p.monto is distinct from (select sum(v.monto) from ventas v where v.id_pago = p.id)
      or exists (select 1 from ventas v where v.id_pago = p.id and v.estado <> 'REALIZADA') limit 20`))
    fallas.push(`pago ${r.id}: monto ${r.monto} ≠ Σ ventas ${r.suma} o con ${r.revertidas} ventas no REALIZADA`);

  return fallas;
}
