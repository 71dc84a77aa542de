import { sql, type SQL } from 'drizzle-orm';
import { REPORTES_CALIDAD, type ReporteCalidad } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { diaBolivia } from '../../core/sql.js';

/**
 * The data-quality reports (issue 35 §4; decision 062 defines each). Every report is one SELECT of
 * the same four columns: `clave` (what the row is about, also its order), `documento`, `nombre` and
 * `detalle`. The SELECTs run only to refresh `calidad_hallazgos` (decision 066): the page, its exact
 * count, the dashboard and the CSV read that table by (reporte, clave), its primary key.
 */
export type FilaCalidad = { clave: string; documento: string | null; nombre: string | null; detalle: string };

const persona = (p: string) => sql.raw(`(${p}.nro_documento || coalesce('-' || ${p}.complemento, ''))`);
/** An entity as a person reads it: its name, and its NIT when it has one. */
const entidad = (e: string) => sql.raw(`(${e}.nombre || coalesce(' (NIT ' || ${e}.nit || ')', ''))`);
const nombre = (p: string) => sql.raw(`(${p}.nombres || coalesce(' ' || ${p}.primer_apellido, '') || coalesce(' ' || ${p}.segundo_apellido, ''))`);

/** The report's SELECT for the Bolivian day `hoy` (AAAA-MM-DD). */
function consulta(reporte: ReporteCalidad, hoy: string): SQL {
  switch (reporte) {
    // A worker row whose OVT birth date (kept by the sync and the titular registration) is not the person's (SEGIP's when she is VERIFICADO_SEGIP),
    // and a registry worker the sync left out for that reason with no worker row (fechas_ovt_distintas: «no sincronizada»).
    case 'fechasNacimientoOvtSegip':
      return sql`
        select lpad(t.id::text, 12, '0') as clave, ${persona('p')} as documento, ${nombre('p')} as nombre,
               'OVT ' || to_char(t.fecha_nacimiento_ovt, 'DD/MM/YYYY') || ' · '
               || case when p.estado_verificacion = 'VERIFICADO_SEGIP' then 'SEGIP ' else 'sistema ' end || to_char(p.fecha_nacimiento, 'DD/MM/YYYY')
               || ' · ' || ${entidad('e')} as detalle
        from trabajadores t join personas p on p.id = t.id_persona join entidades e on e.id = t.id_entidad
        where t.fecha_nacimiento_ovt is not null and t.fecha_nacimiento_ovt <> p.fecha_nacimiento
        union all
        select 'F' || lpad(f.id::text, 12, '0'), ${persona('p')}, ${nombre('p')},
               'OVT ' || to_char(f.fecha_nacimiento_ovt, 'DD/MM/YYYY') || ' · '
               || case when p.estado_verificacion = 'VERIFICADO_SEGIP' then 'SEGIP ' else 'sistema ' end || to_char(p.fecha_nacimiento, 'DD/MM/YYYY')
               || ' · ' || ${entidad('e')} || ' · no sincronizada'
        from fechas_ovt_distintas f join personas p on p.id = f.id_persona join entidades e on e.id = f.id_entidad
        where f.fecha_nacimiento_ovt <> p.fecha_nacimiento`;
    // A number that more than one person proved to own (a verified CELULAR code): personas.movil is unique, so the sharing shows in the codes.
    case 'celularesCompartidos':
      return sql`
        select c.numero_celular as clave, null::text as documento, null::text as nombre,
               count(distinct c.id_persona)::text || ' personas: ' || string_agg(distinct p.nro_documento, ', ') as detalle
        from codigos_verificacion c join personas p on p.id = c.id_persona
        where c.proposito = 'CELULAR' and c.estado = 'VERIFICADO'
        group by c.numero_celular having count(distinct c.id_persona) > 1`;
    // A person with live payroll lines of two or more employers in the same month.
    case 'planillasDosEmpleadores':
      return sql`
        select p.id::text || ':' || to_char(d.periodo, 'YYYY-MM') as clave, ${persona('p')} as documento, ${nombre('p')} as nombre,
               to_char(d.periodo, 'YYYY-MM') || ': ' || string_agg(distinct ${entidad('e')}, ', ' order by ${entidad('e')}) as detalle
        from planilla_detalle d
        join beneficiarias b on b.id = d.id_beneficiaria
        join personas p on p.id = b.id_persona
        join entidades e on e.id = b.id_entidad
        where d.vigente
        group by p.id, d.periodo having count(distinct b.id_entidad) > 1`;
    // ACTIVO with no verified CELULAR code for the mobile the person has now (or with no mobile at all).
    case 'activasSinCelularVerificado':
      return sql`
        select lpad(b.id::text, 12, '0') as clave, ${persona('p')} as documento, ${nombre('p')} as nombre,
               coalesce(p.movil, 'sin celular') || ' · ' || s.nombre as detalle
        from beneficiarias b join personas p on p.id = b.id_persona join subsidios s on s.id = b.id_subsidio
        where b.estado = 'ACTIVO' and not exists (
          select 1 from codigos_verificacion c
          where c.id_persona = p.id and c.proposito = 'CELULAR' and c.estado = 'VERIFICADO' and c.numero_celular = p.movil)`;
    // ASIGNADO for 90 Bolivian days or more and not used (a card sale or a card delivery) in the last 90.
    case 'tarjetasSinUso':
      return sql`
        select t.uuid as clave, ${persona('p')} as documento, ${nombre('p')} as nombre,
               'asignada el ' || to_char(${diaBolivia(sql.raw('t.fecha_asignacion'))}, 'DD/MM/YYYY') as detalle
        from tarjetas t join beneficiarias b on b.id = t.id_beneficiaria join personas p on p.id = b.id_persona
        where t.estado = 'ASIGNADO' and ${diaBolivia(sql.raw('t.fecha_asignacion'))} <= ${hoy}::date - 90
          and not exists (
            select 1 from ventas v where v.id_persona = b.id_persona and v.id_subsidio = b.id_subsidio
              and v.metodo = 'TARJETA' and v.dia >= to_char(${hoy}::date - 90, 'YYYY-MM-DD'))
          and not exists (
            select 1 from entregas g where g.id_beneficiaria = b.id and g.estado = 'ENTREGADO' and g.medio = 'TARJETA'
              and ${diaBolivia(sql.raw('g.fecha_entrega'))} >= ${hoy}::date - 90)`;
    // A paid assignment (enabled by a paid payroll line) still not delivered after its calendar's last day.
    case 'entregasVencidas':
      return sql`
        select lpad(g.id::text, 12, '0') as clave, ${persona('p')} as documento, ${nombre('p')} as nombre,
               s.nombre || ' · asignación ' || g.nro_asignacion || ' · vencida el ' || to_char(g.fecha_limite, 'DD/MM/YYYY') as detalle
        from entregas g join beneficiarias b on b.id = g.id_beneficiaria join personas p on p.id = b.id_persona join subsidios s on s.id = g.id_subsidio
        where g.estado = 'HABILITADO' and g.fecha_limite < ${hoy}::date and g.origen like 'planilla_detalle:%'`;
  }
}

/** The lock of a refresh (decision 066): one refresh at a time across copies of the API. */
const CANDADO_CALIDAD = 727_366;

/** Waits for the refresh lock (staff's refresh: a second press waits for the first). */
export async function bloquear(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CANDADO_CALIDAD}, 0)`);
}

/** Takes the refresh lock if free (the job's round): false when another copy holds it. */
export async function tomar(tx: Executor): Promise<boolean> {
  const r = await tx.execute<{ libre: boolean }>(sql`select pg_try_advisory_xact_lock(${CANDADO_CALIDAD}, 0) as libre`);
  return r.rows[0]!.libre;
}

export type Corrida = { id: number; dia: string; calculado_en: Date; filas: Record<string, number> };

const corridaDe = (r: { id: number; dia: string; calculado_en: Date | string; filas: Record<string, number> | string }): Corrida => ({
  id: Number(r.id),
  dia: r.dia,
  calculado_en: new Date(r.calculado_en),
  filas: typeof r.filas === 'string' ? (JSON.parse(r.filas) as Record<string, number>) : r.filas,
});

/** The last refresh, or null when the reports were never computed. */
/** When a person last asked for a refresh (the daily job's runs do not count), or null. */
export async function ultimaDeUnaPersona(db: Executor): Promise<Date | null> {
  const r = await db.execute<{ calculado_en: Date | string }>(sql`select calculado_en from calidad_corridas where id_usuario is not null order by id desc limit 1`);
  return r.rows[0] ? new Date(r.rows[0].calculado_en) : null;
}

export async function ultimaCorrida(db: Executor): Promise<Corrida | null> {
  const r = await db.execute<Corrida>(sql`select id, dia::text as dia, calculado_en, filas from calidad_corridas order by id desc limit 1`);
  return r.rows[0] ? corridaDe(r.rows[0]) : null;
}

/**
 * When the report was last computed and how many findings that run wrote (the last run that
 * included it), or null. The run row is written in the refresh's transaction and only refreshes write
 * `calidad_hallazgos`, so its count is the table's exact `count(*)` without walking a million index
 * entries (decision 066).
 */
export async function calculo(db: Executor, reporte: ReporteCalidad): Promise<{ calculado_en: Date; filas: number } | null> {
  const r = await db.execute<{ calculado_en: Date | string; filas: number }>(sql`
    select calculado_en, (filas ->> ${reporte})::int as filas from calidad_corridas where filas ->> ${reporte} is not null order by id desc limit 1`);
  return r.rows[0] ? { calculado_en: new Date(r.rows[0].calculado_en), filas: Number(r.rows[0].filas) } : null;
}

/**
 * Every report computed again for the Bolivian day `hoy`, in the caller's transaction (under the
 * lock): each report's rows deleted and inserted from its SELECT, then the run row. Readers see the
 * old findings of every report until the transaction commits, then all the new ones.
 */
export async function refrescar(tx: Executor, hoy: string, o: { cuando: Date; quien: number | null }): Promise<Corrida> {
  const inicio = Date.now();
  const filas: Record<string, number> = {};
  for (const reporte of REPORTES_CALIDAD) {
    await tx.execute(sql`delete from calidad_hallazgos where reporte = ${reporte}`);
    const r = await tx.execute<{ n: number }>(sql`
      with nuevas as (
        insert into calidad_hallazgos (reporte, clave, documento, nombre, detalle)
        select ${reporte}, q.clave, q.documento, q.nombre, q.detalle from (${consulta(reporte, hoy)}) q
        returning 1)
      select count(*)::int as n from nuevas`);
    filas[reporte] = Number(r.rows[0]?.n ?? 0);
  }
  const r = await tx.execute<Corrida>(sql`
    insert into calidad_corridas (dia, calculado_en, id_usuario, duracion_ms, filas)
    values (${hoy}, ${o.cuando.toISOString()}, ${o.quien}, ${Date.now() - inicio}, ${JSON.stringify(filas)}::jsonb)
    returning id, dia::text as dia, calculado_en, filas`);
  return corridaDe(r.rows[0]!);
}

export async function pagina(db: Executor, reporte: ReporteCalidad, limit: number, offset: number): Promise<FilaCalidad[]> {
  const r = await db.execute<FilaCalidad>(sql`
    select clave, documento, nombre, detalle from calidad_hallazgos where reporte = ${reporte} order by clave limit ${limit} offset ${offset}`);
  return r.rows;
}

/** The whole report in `clave` order, a page of rows at a time (keyset on `clave`), for the CSV. */
export async function* todas(db: Executor, reporte: ReporteCalidad, tamano = 2000): AsyncGenerator<FilaCalidad> {
  let desde: string | null = null;
  for (;;) {
    const desdeSql: SQL = desde === null ? sql`true` : sql`clave > ${desde}`;
    const r = await db.execute<FilaCalidad>(sql`
      select clave, documento, nombre, detalle from calidad_hallazgos where reporte = ${reporte} and ${desdeSql} order by clave limit ${tamano}`);
    yield* r.rows;
    if (r.rows.length < tamano) return;
    desde = r.rows[r.rows.length - 1]!.clave;
  }
}
