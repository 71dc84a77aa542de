import { lt, sql } from 'drizzle-orm';
import { ESTADOS_CELULAR_POR_VERIFICAR } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { accesosSaldo } from '../../db/schema/index.js';
import { sqlArray } from '../../core/sql-array.js';

/** The beneficiary's mobile is verified once none of her rows waits for its code (DOMAIN.md §3). */
const POR_VERIFICAR = sqlArray(ESTADOS_CELULAR_POR_VERIFICAR, 'varchar');

/**
 * The person a document and birth date name, with her first name and mobile, only when she is a
 * beneficiary whose mobile is verified; null otherwise (the caller answers the same either way).
 * Two persons with one number (other document type or complement) and one birth date: the one
 * whose SALDO code is the newest, so step 2 finds the person step 1 sent the code to.
 */
export async function titularConMovil(db: Executor, documento: string, fechaNacimiento: string): Promise<{ id: number; movil: string; nombre: string } | null> {
  const r = await db.execute<{ id: number; movil: string; nombre: string }>(sql`
    select p.id, p.movil, p.nombres as nombre
    from personas p
    where p.nro_documento = ${documento} and p.fecha_nacimiento = ${fechaNacimiento}::date and p.movil is not null
      and exists (select 1 from beneficiarias b where b.id_persona = p.id)
      and not exists (select 1 from beneficiarias b where b.id_persona = p.id and b.estado = any(${POR_VERIFICAR}))
    order by (select max(c.id) from codigos_verificacion c where c.id_persona = p.id and c.proposito = 'SALDO') desc nulls last, p.id
    limit 1`);
  return r.rows[0] ?? null;
}

/** A new grant; the grants already expired go in the same write, so the table holds only live ones and the last minutes'. */
export async function insertarAcceso(db: Executor, a: { hash: string; idPersona: number; idCodigo: number; expira: Date }, cuando: Date): Promise<void> {
  await db.delete(accesosSaldo).where(lt(accesosSaldo.expira, cuando));
  await db.insert(accesosSaldo).values({ token_hash: a.hash, id_persona: a.idPersona, id_codigo: a.idCodigo, expira: a.expira, _created_at: cuando });
}

/** The person a live grant names, with her first name and mobile. */
export async function personaDeAcceso(db: Executor, hash: string, ahora: Date): Promise<{ id: number; nombre: string; movil: string | null } | null> {
  const r = await db.execute<{ id: number; nombre: string; movil: string | null }>(sql`
    select p.id, p.nombres as nombre, p.movil
    from accesos_saldo a join personas p on p.id = a.id_persona
    where a.token_hash = ${hash} and a.expira > ${ahora.toISOString()}::timestamptz`);
  return r.rows[0] ?? null;
}

/** Her delivery calendar: every delivery of her beneficiary rows, the next ones first (at most `tope`). */
export async function calendario(db: Executor, idPersona: number, tope: number) {
  const r = await db.execute<{ subsidio: string; asignacion: number; desde: string; hasta: string; estado: string; monto: string }>(sql`
    select s.nombre as subsidio, e.nro_asignacion as asignacion, e.habilitada_desde::text as desde, e.fecha_limite::text as hasta,
      e.estado, e.monto::text as monto
    from beneficiarias b
    join entregas e on e.id_beneficiaria = b.id
    join subsidios s on s.id = e.id_subsidio
    where b.id_persona = ${idPersona}
    order by (e.estado = 'HABILITADO') desc, e.habilitada_desde, e.id
    limit ${tope}`);
  return r.rows;
}

/**
 * Her regional office: the programme's ACTIVO regional office of the department of the branch her
 * newest beneficiary row belongs to (regional offices are one per department, `left(dpa, 2)`).
 */
export async function oficinaRegional(db: Executor, idPersona: number) {
  const r = await db.execute<{ nombre: string; direccion: string | null; municipio: string | null; telefonos: string | null }>(sql`
    select r.nombre, r.direccion_completa as direccion, r.municipio, r.telefonos
    from beneficiarias b
    join sucursales su on su.id = b.id_sucursal
    join sucursales r on r.tipo = 'REGIONAL' and r.estado = 'ACTIVO' and left(r.dpa, 2) = left(su.dpa, 2)
    join entidades en on en.id = r.id_entidad and en.tipo = 'PROGRAMA'
    where b.id_persona = ${idPersona}
    order by b.id desc, r.id
    limit 1`);
  return r.rows[0] ?? null;
}


/** Her full name and document, as the statement PDF heads them. */
export async function titularDelExtracto(db: Executor, idPersona: number): Promise<{ nombre: string; documento: string }> {
  const r = await db.execute<{ nombre: string; documento: string }>(sql`
    select concat_ws(' ', p.nombres, p.primer_apellido, p.segundo_apellido) as nombre,
      p.nro_documento || coalesce('-' || p.complemento, '') as documento
    from personas p where p.id = ${idPersona}`);
  return r.rows[0]!;
}
