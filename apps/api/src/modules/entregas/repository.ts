import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias as aliasDe } from 'drizzle-orm/pg-core';
import { nombreCompletoDe, personas as tablaPersonas } from '../../db/schema/index.js';
import type { Executor } from '../../db/client.js';
import { diaBolivia } from '../../core/sql.js';

/**
 * The delivery calendar (`entregas`, decision 026) as the counter sees it: the delivery records of a
 * person, the calendar a delivery takes and its marking as ENTREGADO.
 */

/** A person's columns of the delivery record (spec part 2 §3), each as `<prefijo><column>`. */
const persona = (alias: string, prefijo: string) => {
  const t = aliasDe(tablaPersonas, alias);
  const como = (valor: SQL | AnyColumn, columna: string) => sql`${valor} as ${sql.identifier(prefijo + columna)}`;
  const columnas = ['id', 'primer_apellido', 'segundo_apellido', 'nombres', 'nro_documento', 'complemento', 'telefono', 'movil'] as const;
  return sql.join([...columnas.map((c) => como(t[c], c)), como(sql`${t.fecha_nacimiento}::text`, 'fecha_nacimiento'), como(nombreCompletoDe(t), 'nombre_completo')], sql`, `);
};

export type FilaRegistro = {
  id: number;
  id_persona: number;
  titular_cobro: number | null;
  nro_seguro: string | null;
  fecha_inicio: string | null;
  estado: string;
  nro_asignacion_fin: number | null;
  nro_tarjeta: string | null;
  [persona: `persona_${string}`]: string | number | null;
  nro_calendarios: number;
  nro_calendarios_entregados: number;
  nro_calendarios_deuda: number;
  nro_calendarios_deuda_entregados: number;
  ben_subsidio_id: number;
  ben_subsidio_nombre: string;
  saldo: string;
  entregable: boolean;
};

/**
 * The persons with this document number, or with its number and complemento when typed as
 * "1234567-1A": each side an equality on nro_documento (its index), never a scan.
 */
export const personasDelDocumento = (documento: string) => {
  const partes = /^(.+)-([0-9A-Za-z]{1,2})$/.exec(documento);
  const conComplemento = partes ? sql` or (p.nro_documento = ${partes[1]} and upper(p.complemento) = ${partes[2]!.toUpperCase()})` : sql``;
  return sql`select p.id from personas p where p.nro_documento = ${documento}${conComplemento}`;
};

/**
 * Spec part 2 §3 "Delivery record": every beneficiary row of the persons with this document, the bonus
 * too (issue 32: a worker blocked at the counter is found, unblocked and her card or phone seen to;
 * the bonus has no calendar, so nothing to deliver), newest first, with the calendar's counts as of `hoy` (Bolivia) — one query, the
 * counts from the index (id_beneficiaria, estado, nro_asignacion) of each row's calendars.
 */
export async function registros(db: Executor, documento: string, hoy: string): Promise<FilaRegistro[]> {
  const r = await db.execute<FilaRegistro>(sql`
    select b.id, b.id_persona, coalesce(b.id_persona_titular_cobro, b.id_persona_titular) as titular_cobro, b.nro_seguro, b.fecha_inicio::text as fecha_inicio,
      b.estado, b.nro_asignacion_fin,
      (select t.uuid from tarjetas t where t.id_beneficiaria = b.id and t.estado = 'ASIGNADO') as nro_tarjeta,
      ${persona('pb', 'persona_b_')}, pb.estado_verificacion as persona_b_estado_verificar,
      ${persona('ptc', 'persona_tc_')},
      coalesce(e.calendarios, 0)::int as nro_calendarios, coalesce(e.entregados, 0)::int as nro_calendarios_entregados,
      coalesce(e.deuda, 0)::int as nro_calendarios_deuda, coalesce(e.deuda_entregados, 0)::int as nro_calendarios_deuda_entregados,
      s.id as ben_subsidio_id, s.nombre as ben_subsidio_nombre,
      coalesce(c.saldo, 0)::numeric(14, 2)::text as saldo, coalesce(e.entregable, false) as entregable
    from beneficiarias b
    join personas pb on pb.id = b.id_persona
    left join personas ptc on ptc.id = coalesce(b.id_persona_titular_cobro, b.id_persona_titular)
    join subsidios s on s.id = b.id_subsidio
    left join cuentas c on c.id_beneficiaria = b.id and c.id_subsidio = b.id_subsidio
    left join lateral (${conteos(sql`b.id`, hoy)}) e on true
    where b.id_persona in (${personasDelDocumento(documento)})
    order by b.id desc`);
  return r.rows;
}

/** The calendar's counts of one beneficiary row as of `hoy` (decision 026), for a lateral join. */
export const conteos = (idBeneficiaria: ReturnType<typeof sql>, hoy: string) => sql`
  select count(*) filter (where x.habilitada_desde <= ${hoy}::date) as calendarios,
    count(*) filter (where x.estado = 'ENTREGADO') as entregados,
    count(*) filter (where x.estado = 'HABILITADO' and x.fecha_limite < ${hoy}::date) as deuda,
    count(*) filter (where x.estado = 'ENTREGADO' and ${diaBolivia(sql`x.fecha_entrega`)} > x.fecha_limite) as deuda_entregados,
    bool_or(x.estado = 'HABILITADO' and x.habilitada_desde <= ${hoy}::date) as entregable
  from entregas x where x.id_beneficiaria = ${idBeneficiaria}`;

export async function beneficiaria(db: Executor, id: number) {
  const r = await db.execute<{ id: number; id_persona: number; id_subsidio: number; estado: string; subsidio: string }>(sql`
    select b.id, b.id_persona, b.id_subsidio, b.estado, s.nombre as subsidio
    from beneficiarias b join subsidios s on s.id = b.id_subsidio where b.id = ${id}`);
  return r.rows[0] ?? null;
}

/** The UUID of the beneficiary's ASIGNADO card, or null. */
export async function tarjetaAsignada(db: Executor, idBeneficiaria: number): Promise<string | null> {
  const r = await db.execute<{ uuid: string }>(sql`select uuid from tarjetas where id_beneficiaria = ${idBeneficiaria} and estado = 'ASIGNADO'`);
  return r.rows[0]?.uuid ?? null;
}

/**
 * Her oldest deliverable calendar (HABILITADO, enabled by `hoy`, lowest assignment), locked FOR
 * UPDATE: a delivery racing this one waits, then takes the next calendar or finds none.
 */
export async function calendarioEntregable(db: Executor, idBeneficiaria: number, hoy: string) {
  const r = await db.execute<{ id: number; id_subsidio: number; nro_asignacion: number; monto: string }>(sql`
    select id, id_subsidio, nro_asignacion, monto::text as monto from entregas
    where id_beneficiaria = ${idBeneficiaria} and estado = 'HABILITADO' and habilitada_desde <= ${hoy}::date
    order by nro_asignacion, id limit 1 for update`);
  return r.rows[0] ?? null;
}

export async function marcarEntregada(
  db: Executor,
  id: number,
  e: { idPaquete: number; idSucursal: number; medio: string; idMovimiento: number },
  quien: number,
  cuando: Date,
) {
  await db.execute(sql`
    update entregas set estado = 'ENTREGADO', fecha_entrega = ${cuando}::timestamptz, id_paquete = ${e.idPaquete}, id_sucursal = ${e.idSucursal},
      medio = ${e.medio}, id_movimiento = ${e.idMovimiento}, _user_updated = ${quien}, _updated_at = ${cuando}::timestamptz
    where id = ${id} and estado = 'HABILITADO'`);
}

/** The persons with this document number, for a statement. */
export async function personas(db: Executor, documento: string) {
  const r = await db.execute<{ id: number; nombre: string; nro_documento: string; complemento: string | null }>(sql`
    select p.id, ${nombreCompletoDe(aliasDe(tablaPersonas, 'p'))} as nombre, p.nro_documento, p.complemento
    from personas p where p.id in (${personasDelDocumento(documento)}) order by p.id`);
  return r.rows;
}

/** The balance sheet's rows: each beneficiary row of the persons with its saldo and calendar counts as of `hoy`. */
export async function saldos(db: Executor, idsPersona: number[], hoy: string) {
  if (idsPersona.length === 0) return [];
  const r = await db.execute<{ id: number; subsidio: string; estado: string; saldo: string; calendarios: number; entregados: number; deuda: number; deuda_entregados: number }>(sql`
    select b.id, s.nombre as subsidio, b.estado, coalesce(c.saldo, 0)::numeric(14, 2)::text as saldo,
      coalesce(e.calendarios, 0)::int as calendarios, coalesce(e.entregados, 0)::int as entregados,
      coalesce(e.deuda, 0)::int as deuda, coalesce(e.deuda_entregados, 0)::int as deuda_entregados
    from beneficiarias b
    join subsidios s on s.id = b.id_subsidio
    left join cuentas c on c.id_beneficiaria = b.id and c.id_subsidio = b.id_subsidio
    left join lateral (${conteos(sql`b.id`, hoy)}) e on true
    where b.id_persona in (${sql.join(idsPersona.map((i) => sql`${i}::int`), sql`, `)})
    order by b.id`);
  return r.rows;
}
