import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { ID_SUBSIDIO_BONO, type BeneficiariasNoEnPlanillasFiltro } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiarias, entidades, nombreCompletoDe, personas, sucursales, trabajadores } from '../../db/schema/index.js';
import { contiene, ordenar, paginar } from '../../core/sql.js';

/** The bonus (DOMAIN.md §2: subsidy id 1). */

const b = beneficiarias;
const p = personas;
const s = sucursales;
const nombreCompleto = nombreCompletoDe(p);

const fila = {
  id: b.id,
  id_sucursal: b.id_sucursal,
  id_beneficiaria: b.id,
  monto: b.monto_bono,
  monto_detalle: b.monto_detalle,
  s_beneficiaria_id: b.id,
  s_beneficiaria_estado: b.estado,
  s_beneficiaria_enviar_sms: b.enviar_sms,
  s_beneficiaria_persona_nombres: p.nombres,
  s_beneficiaria_persona_primer_apellido: p.primer_apellido,
  s_beneficiaria_persona_segundo_apellido: p.segundo_apellido,
  s_beneficiaria_persona_nombre_completo: nombreCompleto,
  s_beneficiaria_persona_fecha_nacimiento: p.fecha_nacimiento,
  s_beneficiaria_persona_movil: p.movil,
  s_beneficiaria_persona_nro_documento: p.nro_documento,
  s_beneficiaria_persona_complemento: p.complemento,
  s_beneficiaria_persona_pais_nacimiento: p.pais_nacimiento,
  e_beneficiaria_departamento: s.departamento,
  e_beneficiaria_direccion_completa: s.direccion_completa,
  e_beneficiaria_dpa: s.dpa,
  e_beneficiaria_municipio: s.municipio,
  e_beneficiaria_nombre: s.nombre,
  e_beneficiaria_provincia: s.provincia,
  e_beneficiaria_telefonos: s.telefonos,
};

const ordenables = {
  id: b.id,
  monto: b.monto_bono,
  monto_detalle: b.monto_detalle,
  s_beneficiaria_estado: b.estado,
  s_beneficiaria_persona_nro_documento: p.nro_documento,
  s_beneficiaria_persona_nombres: p.nombres,
  s_beneficiaria_persona_primer_apellido: p.primer_apellido,
  s_beneficiaria_persona_nombre_completo: nombreCompleto,
};

/** The bonus beneficiaries of an entity (all when null) that no payroll holds yet. */
function pendientes(entidad: number | null): SQL[] {
  const c: SQL[] = [eq(b.id_subsidio, ID_SUBSIDIO_BONO)];
  if (entidad !== null) c.push(eq(b.id_entidad, entidad));
  // The payroll issue adds here: and not in a non-ANULADO payroll of this month (DOMAIN.md §3).
  return c;
}

/** `beneficiariasNoEnPlanillasPorEntidad`: one page, filtered and sorted in SQL, persons and branches joined. */
export async function listarPendientes(db: Executor, f: BeneficiariasNoEnPlanillasFiltro, entidad: number | null) {
  const c = pendientes(entidad);
  if (f.s_beneficiaria_persona_nro_documento) c.push(contiene(p.nro_documento, f.s_beneficiaria_persona_nro_documento));
  if (f.id_sucursal) c.push(eq(b.id_sucursal, f.id_sucursal));
  if (f.s_beneficiaria_estado) c.push(eq(b.estado, f.s_beneficiaria_estado));
  const where = and(...c);
  const { limit, offset } = paginar(f);
  const [total] = await db.select({ n: count() }).from(b).innerJoin(p, eq(p.id, b.id_persona)).where(where);
  const rows = await db
    .select(fila)
    .from(b)
    .innerJoin(p, eq(p.id, b.id_persona))
    .leftJoin(s, eq(s.id, b.id_sucursal))
    .where(where)
    .orderBy(...ordenar(f.order, ordenables, 'id', b.id))
    .limit(limit)
    .offset(offset);
  // No payroll exists yet, so no payment has been made by the entity to anyone.
  return { count: Number(total?.n ?? 0), rows: rows.map((r) => ({ ...r, cantidad_pagos_entidad: 0 })) };
}

/** Whether the entity exists and is within the caller's scope (another entity's is "not found"). */
export async function entidadVisible(db: Executor, id: number, scope: number | null) {
  const c = [eq(entidades.id, id)];
  if (scope !== null) c.push(eq(entidades.id, scope));
  const [row] = await db.select({ id: entidades.id }).from(entidades).where(and(...c)).limit(1);
  return !!row;
}

/** One page of the export after beneficiary `despuesDe` (keyset paging: each page is as quick as the first). */
export async function paginaExportacion(db: Executor, entidad: number, despuesDe: number, tamano: number, sucursal: number | null = null) {
  return db
    .select({
      id: b.id,
      estado: b.estado,
      nro_documento: p.nro_documento,
      complemento: p.complemento,
      nombre_completo: nombreCompleto,
      fecha_nacimiento: p.fecha_nacimiento,
      celular: p.movil,
      sucursal: s.nombre,
      monto_detalle: sql<string | null>`coalesce(${b.monto_detalle}, ${trabajadores.aguinaldo})`,
    })
    .from(b)
    .innerJoin(p, eq(p.id, b.id_persona))
    .leftJoin(s, eq(s.id, b.id_sucursal))
    .leftJoin(trabajadores, and(eq(trabajadores.id_entidad, b.id_entidad), eq(trabajadores.id_persona, b.id_persona)))
    .where(and(...pendientes(entidad), gt(b.id, despuesDe), sucursal === null ? undefined : eq(b.id_sucursal, sucursal)))
    .orderBy(asc(b.id))
    .limit(tamano);
}

/** The entity of a branch the caller may reach (any, or only its own entity's). */
export async function entidadDeSucursal(db: Executor, id: number, scope: number | null) {
  const c = [eq(s.id, id)];
  if (scope !== null) c.push(eq(s.id_entidad, scope));
  const [row] = await db.select({ entidad: s.id_entidad }).from(s).where(and(...c)).limit(1);
  return row?.entidad ?? null;
}

/** The entity's workers with these document numbers (any complemento: the caller matches it). */
export async function trabajadoresPorDocumento(db: Executor, entidad: number, documentos: string[]) {
  if (documentos.length === 0) return [];
  return db
    .select({ id: trabajadores.id, id_persona: p.id, nro_documento: p.nro_documento, complemento: p.complemento, fecha_nacimiento: p.fecha_nacimiento, movil: p.movil })
    .from(trabajadores)
    .innerJoin(p, eq(p.id, trabajadores.id_persona))
    .where(and(eq(trabajadores.id_entidad, entidad), inArray(p.nro_documento, documentos)));
}

/** Who holds each of these mobile numbers. */
export async function titularesDeCelulares(db: Executor, moviles: string[]) {
  if (moviles.length === 0) return [];
  return db.select({ id: p.id, movil: p.movil }).from(p).where(inArray(p.movil, moviles));
}

const valores = (filas: SQL[]) => sql.join(filas, sql`, `);

/** Sets the aguinaldo of workers: one statement per chunk. */
export async function actualizarAguinaldos(db: Executor, filas: Array<{ id: number; aguinaldo: string }>, usuario: number, cuando: Date) {
  if (filas.length === 0) return;
  await db.execute(sql`
    update trabajadores t set aguinaldo = v.aguinaldo, _user_updated = ${usuario}, _updated_at = ${cuando}
    from (values ${valores(filas.map((f) => sql`(${f.id}::int, ${f.aguinaldo}::numeric)`))}) as v(id, aguinaldo)
    where t.id = v.id`);
}

/** Sets the detail (aguinaldo) and bonus of the entity's bonus beneficiaries, by person: one statement per chunk. */
export async function actualizarMontos(db: Executor, entidad: number, filas: Array<{ id_persona: number; detalle: string; bono: string }>, usuario: number, cuando: Date) {
  if (filas.length === 0) return;
  await db.execute(sql`
    update beneficiarias b set monto_detalle = v.detalle, monto_bono = v.bono, _user_updated = ${usuario}, _updated_at = ${cuando}
    from (values ${valores(filas.map((f) => sql`(${f.id_persona}::int, ${f.detalle}::numeric, ${f.bono}::numeric)`))}) as v(id_persona, detalle, bono)
    where b.id_persona = v.id_persona and b.id_entidad = ${entidad} and b.id_subsidio = ${ID_SUBSIDIO_BONO}`);
}

/**
 * Sets the mobile of persons the entity alone links (decision 011: a person another entity, or a
 * staff account, also links is not changed from here). Answers how many changed.
 */
export async function actualizarCelulares(db: Executor, entidad: number, filas: Array<{ id_persona: number; movil: string }>, usuario: number, cuando: Date): Promise<number> {
  if (filas.length === 0) return 0;
  const r = await db.execute<{ id: number }>(sql`
    update personas p set movil = v.movil, _user_updated = ${usuario}, _updated_at = ${cuando}
    from (values ${valores(filas.map((f) => sql`(${f.id_persona}::int, ${f.movil}::varchar)`))}) as v(id_persona, movil)
    where p.id = v.id_persona and p.movil is distinct from v.movil
      and not exists (select 1 from usuarios u where u.id_persona = p.id and (u.id_entidad is null or u.id_entidad <> ${entidad}))
      and not exists (select 1 from trabajadores t where t.id_persona = p.id and t.id_entidad <> ${entidad})
      and not exists (select 1 from beneficiarias o where (o.id_persona = p.id or o.id_persona_titular = p.id) and o.id_entidad <> ${entidad})
    returning p.id`);
  return r.rows.length;
}
