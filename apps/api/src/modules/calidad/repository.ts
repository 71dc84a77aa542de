import { sql, type SQL } from 'drizzle-orm';
import type { ReporteCalidad } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { diaBolivia } from '../../core/sql.js';

/**
 * The data-quality reports (issue 35 §4; decision 062 defines each). Every report is one SELECT of
 * the same four columns: `clave` (what the row is about, also its order), `documento`, `nombre` and
 * `detalle`; the page and its exact count read the same text.
 */
export type FilaCalidad = { clave: string; documento: string | null; nombre: string | null; detalle: string };

const persona = (p: string) => sql.raw(`(${p}.nro_documento || coalesce('-' || ${p}.complemento, ''))`);
const nombre = (p: string) => sql.raw(`(${p}.nombres || coalesce(' ' || ${p}.primer_apellido, '') || coalesce(' ' || ${p}.segundo_apellido, ''))`);

/** The report's SELECT for the Bolivian day `hoy` (AAAA-MM-DD). */
function consulta(reporte: ReporteCalidad, hoy: string): SQL {
  switch (reporte) {
    // A worker row whose OVT birth date (kept by the sync and the titular registration) is not the person's (SEGIP's when she is VERIFICADO_SEGIP).
    case 'fechasNacimientoOvtSegip':
      return sql`
        select lpad(t.id::text, 12, '0') as clave, ${persona('p')} as documento, ${nombre('p')} as nombre,
               'OVT ' || to_char(t.fecha_nacimiento_ovt, 'DD/MM/YYYY') || ' · '
               || case when p.estado_verificacion = 'VERIFICADO_SEGIP' then 'SEGIP ' else 'sistema ' end || to_char(p.fecha_nacimiento, 'DD/MM/YYYY')
               || ' · ' || coalesce(e.nit, e.nombre) as detalle
        from trabajadores t join personas p on p.id = t.id_persona join entidades e on e.id = t.id_entidad
        where t.fecha_nacimiento_ovt is not null and t.fecha_nacimiento_ovt <> p.fecha_nacimiento`;
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
               to_char(d.periodo, 'YYYY-MM') || ': ' || string_agg(distinct e.nit, ', ') as detalle
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

export async function contar(db: Executor, reporte: ReporteCalidad, hoy: string): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${consulta(reporte, hoy)}) q`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function pagina(db: Executor, reporte: ReporteCalidad, hoy: string, limit: number, offset: number): Promise<FilaCalidad[]> {
  const r = await db.execute<FilaCalidad>(sql`select * from (${consulta(reporte, hoy)}) q order by q.clave limit ${limit} offset ${offset}`);
  return r.rows;
}

/** The whole report in `clave` order, a page of rows at a time (keyset on `clave`), for the CSV. */
export async function* todas(db: Executor, reporte: ReporteCalidad, hoy: string, tamano = 2000): AsyncGenerator<FilaCalidad> {
  let desde: string | null = null;
  for (;;) {
    const desdeSql: SQL = desde === null ? sql`true` : sql`q.clave > ${desde}`;
    const r = await db.execute<FilaCalidad>(sql`select * from (${consulta(reporte, hoy)}) q where ${desdeSql} order by q.clave limit ${tamano}`);
    yield* r.rows;
    if (r.rows.length < tamano) return;
    desde = r.rows[r.rows.length - 1]!.clave;
  }
}
