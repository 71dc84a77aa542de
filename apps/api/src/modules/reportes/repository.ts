import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { celdasSql, lineaSql, textoDeLineasSql, type CeldaSql } from '../../core/csv-sql.js';
import { preparada } from '../../db/preparadas.js';
import type { LectorDePaginas } from '../../core/csv-paginas.js';

/**
 * The reports' SQL (issue 17, spec part 2 §2.12): aggregates are GROUP BY here (a few hundred rows at
 * most); detailed reports are read by keyset pages, never a whole result at once. Days are the
 * Bolivian `dia` of a sale (AAAA-MM-DD), `hasta` exclusive.
 */

/** A sale's department: its point of sale's, as written on the branch or by its DPA code. */
const DEPARTAMENTO = sql`coalesce(nullif(s.departamento, ''), dep.nombre, '')`;
const JOIN_DEPARTAMENTO = sql`left join departamentos dep on dep.codigo = left(s.dpa, 2)`;

/** Who may be in a sales report: every provider (null) or one point of sale. */
export interface AlcanceVentas {
  sucursal: number | null;
}

/** Where a keyset page of sales starts: after this day and id. */
export interface CursorVenta {
  dia: string;
  venta: number;
}

export type FilaGastosResumen = {
  subsidio: string;
  grupo: string;
  departamento: string;
  nro_ventas: number;
  monto: string;
};

/** Expenses by subsidy, food group and department: REALIZADA sales of the days. */
export async function gastosResumen(db: Executor, desde: string, hasta: string): Promise<FilaGastosResumen[]> {
  const r = await db.execute<FilaGastosResumen>(sql`
    select sub.nombre as subsidio, g.nombre as grupo, ${DEPARTAMENTO} as departamento,
           count(distinct v.id)::int as nro_ventas, sum(d.monto)::text as monto
      from ventas v
      join venta_detalle d on d.id_venta = v.id
      join sucursales s on s.id = v.id_sucursal
      ${JOIN_DEPARTAMENTO}
      join subsidios sub on sub.id = v.id_subsidio
      join grupos_alimenticios g on g.id = d.id_grupo_alimenticio
     where v.dia >= ${desde} and v.dia < ${hasta} and v.estado = 'REALIZADA'
     group by 1, 2, 3
     order by 1, 2, 3`);
  return r.rows.map((f) => ({ ...f, nro_ventas: Number(f.nro_ventas) }));
}

/**
 * A point of sale's three cells (provider, point of sale, department), a subsidy's, a food's two
 * (group, product): written once per row of those tables, not once per line that names them. Each
 * is a lateral subquery kept apart (`offset 0`), so PostgreSQL caches it by its key (Memoize) and
 * looks up and writes a page's one point of sale once, not 2,000 times.
 */
const CELDAS_PUNTO = sql`cross join lateral (
            select ${celdasSql([{ tipo: 'texto', valor: sql`e.nombre` }, { tipo: 'texto', valor: sql`s.nombre` }, { tipo: 'texto', valor: DEPARTAMENTO }])} as celdas
              from sucursales s
              join entidades e on e.id = v.id_entidad
              ${JOIN_DEPARTAMENTO}
             where s.id = v.id_sucursal
            offset 0) pv`;
const CELDAS_SUBSIDIO = sql`cross join lateral (select ${celdasSql([{ tipo: 'texto', valor: sql`sub.nombre` }])} as celdas from subsidios sub where sub.id = v.id_subsidio offset 0) sub`;
const CELDAS_ALIMENTO = sql`cross join lateral (
            select ${celdasSql([{ tipo: 'texto', valor: sql`g.nombre` }, { tipo: 'texto', valor: sql`a.nombre` }])} as celdas
              from alimentos a
              join grupos_alimenticios g on g.id = d.id_grupo_alimenticio
             where a.id = d.id_alimento
            offset 0) al`;

/** The detailed report's lines, as its file names its columns: each cell's kind for the page's text. */
const LINEA_GASTO: CeldaSql[] = [
  { tipo: 'instante', valor: sql`v.fecha` },
  { tipo: 'texto', valor: sql`v.id_transaccion` },
  { tipo: 'escritas', valor: sql`pv.celdas` },
  { tipo: 'escritas', valor: sql`sub.celdas` },
  { tipo: 'escritas', valor: sql`al.celdas` },
  { tipo: 'monto', valor: sql`d.cantidad` },
  { tipo: 'monto', valor: sql`d.precio` },
  { tipo: 'monto', valor: sql`d.monto` },
];

const $ = (nombre: string) => sql.placeholder(nombre);

/**
 * Where the page after (`dia`, `venta`) ends: the last (day, id) and the count of the next `tamano`
 * REALIZADA sales of the range, walked on ventas_dia_idx.
 */
const TRAMO = sql`(select v.dia, v.id from ventas v
                    where v.dia >= ${$('desde')} and v.dia < ${$('hasta')} and v.estado = 'REALIZADA' and (v.dia, v.id) > (${$('dia')}, ${$('venta')})
                    order by v.dia, v.id
                    limit ${$('tamano')}) f`;

/**
 * A page's text: the REALIZADA sales of its key range, (`dia`, `venta`) excluded to (`finDia`,
 * `finVenta`) included, each with its lines. The range's days are written out beside the
 * (day, id) comparisons: PostgreSQL estimates a range of rows from them (a page is a day or a few),
 * not from the comparisons (a third of the table), so it reads each sale's lines by the index and
 * never hashes every line of the table. The range lies inside the report's days (its end was found
 * inside them), so they need not be repeated.
 */
const TEXTO = sql`(select v.id, v.dia, v.fecha, v.id_transaccion, v.id_entidad, v.id_sucursal, v.id_subsidio
                     from ventas v
                    where v.estado = 'REALIZADA' and v.dia >= ${$('dia')} and v.dia <= ${$('finDia')}
                      and (v.dia, v.id) > (${$('dia')}, ${$('venta')}) and (v.dia, v.id) <= (${$('finDia')}, ${$('finVenta')})
                    order by v.dia, v.id
                    limit all) v
          join venta_detalle d on d.id_venta = v.id
          ${CELDAS_PUNTO}
          ${CELDAS_SUBSIDIO}
          ${CELDAS_ALIMENTO}`;

/**
 * The detailed expenses report's pages, as the file's text written by PostgreSQL (decision 051, as
 * the exports are): REALIZADA sales of the days in (dia, id) order (ventas_dia_idx leads), a page
 * being `tamano` sales with all their lines. Where a page ends is found on the index alone; its text
 * is the sales of its key range, so a sale is written once whatever happens meanwhile. Both
 * statements are prepared once per connection (planning the text took a fifth of its page).
 */
export function paginasGastos(db: Executor, desde: string, hasta: string): LectorDePaginas<CursorVenta> {
  const tramo = preparada(db, 'gastos_tramo', (db, nombre) =>
    db
      .select({ dia: sql<string>`f.dia`, id: sql<number>`f.id`.mapWith(Number), filas: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(TRAMO)
      .orderBy(sql`f.dia desc, f.id desc`)
      .limit(1)
      .prepare(nombre),
  );
  const texto = preparada(db, 'gastos_texto', (db, nombre) =>
    db
      .select({ texto: textoDeLineasSql(sql`l.linea`) })
      .from(sql`(select ${lineaSql(LINEA_GASTO)} as linea from ${TEXTO} order by v.dia, v.id, d.id) l`)
      .prepare(nombre),
  );
  return {
    async tramo(despues, tamano) {
      const [u] = await tramo.execute({ desde, hasta, dia: despues.dia, venta: despues.venta, tamano });
      return u ? { hasta: { dia: u.dia, venta: u.id }, filas: u.filas } : { hasta: despues, filas: 0 };
    },
    async texto(despues, fin) {
      const [r] = await texto.execute({ dia: despues.dia, venta: despues.venta, finDia: fin.dia, finVenta: fin.venta });
      return r?.texto ?? '';
    },
  };
}

export type FilaVentasResumen = {
  proveedor: string;
  nit: string | null;
  punto_venta: string;
  departamento: string;
  nro_ventas: number;
  monto: string;
  nro_revertidas: number;
};

/** Sales per provider and point of sale: REALIZADA counted and added up, REVERTIDA counted. */
export async function ventasResumen(db: Executor, desde: string, hasta: string): Promise<FilaVentasResumen[]> {
  const r = await db.execute<FilaVentasResumen>(sql`
    select e.nombre as proveedor, e.nit, s.nombre as punto_venta, ${DEPARTAMENTO} as departamento,
           count(*) filter (where v.estado = 'REALIZADA')::int as nro_ventas,
           coalesce(sum(v.monto) filter (where v.estado = 'REALIZADA'), 0)::text as monto,
           count(*) filter (where v.estado = 'REVERTIDA')::int as nro_revertidas
      from ventas v
      join entidades e on e.id = v.id_entidad
      join sucursales s on s.id = v.id_sucursal
      ${JOIN_DEPARTAMENTO}
     where v.dia >= ${desde} and v.dia < ${hasta}
     group by e.id, s.id, dep.nombre
     order by e.nombre, s.nombre, s.id`);
  return r.rows.map((f) => ({ ...f, nro_ventas: Number(f.nro_ventas), nro_revertidas: Number(f.nro_revertidas) }));
}

export type FilaVenta = {
  dia: string;
  id_venta: number;
  fecha: Date | string;
  id_transaccion: string;
  proveedor: string;
  punto_venta: string;
  departamento: string;
  subsidio: string;
  nro_documento: string;
  metodo: string;
  monto: string;
  estado: string;
};

/** A page of sales, REALIZADA and REVERTIDA, in (dia, id) order; of one point of sale or all. */
export async function paginaVentas(db: Executor, alcance: AlcanceVentas, desde: string, hasta: string, despues: CursorVenta | null, tamano: number): Promise<FilaVenta[]> {
  const condiciones: SQL[] = [sql`v.dia >= ${desde}`, sql`v.dia < ${hasta}`];
  if (alcance.sucursal !== null) condiciones.push(sql`v.id_sucursal = ${alcance.sucursal}`);
  if (despues) condiciones.push(sql`(v.dia, v.id) > (${despues.dia}, ${despues.venta})`);
  const r = await db.execute<FilaVenta>(sql`
    with pv as (
      select v.* from ventas v
       where ${sql.join(condiciones, sql` and `)}
       order by v.dia, v.id
       limit ${tamano})
    select v.dia, v.id::int as id_venta, v.fecha, v.id_transaccion, e.nombre as proveedor, s.nombre as punto_venta,
           ${DEPARTAMENTO} as departamento, sub.nombre as subsidio, p.nro_documento, v.metodo, v.monto::text as monto, v.estado
      from pv v
      join entidades e on e.id = v.id_entidad
      join sucursales s on s.id = v.id_sucursal
      ${JOIN_DEPARTAMENTO}
      join subsidios sub on sub.id = v.id_subsidio
      -- Lateral: a page's persons by their key, never a hash join over every person.
      cross join lateral (select nro_documento from personas p where p.id = v.id_persona offset 0) p
     order by v.dia, v.id`);
  return r.rows;
}

/** Whether the subsidy and the municipality exist. */
export async function nombres(db: Executor, idMunicipio: number, idSubsidio: number): Promise<{ municipio: string; subsidio: string } | null> {
  const r = await db.execute<{ municipio: string; subsidio: string }>(sql`select m.nombre as municipio, s.nombre as subsidio from municipios m, subsidios s where m.id = ${idMunicipio} and s.id = ${idSubsidio}`);
  return r.rows[0] ?? null;
}

/** A point of sale and its provider (null when there is none with that id). */
export async function puntoDeVenta(db: Executor, id: number): Promise<{ id: number; id_entidad: number; nombre: string; tipo: string } | null> {
  const r = await db.execute<{ id: number; id_entidad: number; nombre: string; tipo: string }>(sql`select id, id_entidad, nombre, tipo from sucursales where id = ${id}`);
  return r.rows[0] ?? null;
}

/**
 * Calendars still to be picked up (decision 026): HABILITADO and already deliverable today, of the
 * subsidy, of beneficiaries located in the municipality: the inscription's municipality when she has
 * one (universal subsidies, decision 027), else her branch's DPA code.
 */
function pendientesEn(idMunicipio: number, idSubsidio: number, hoy: string): SQL {
  return sql`
      from entregas en
      join beneficiarias b on b.id = en.id_beneficiaria
      join personas p on p.id = b.id_persona
      left join inscripciones i on i.id_beneficiaria = b.id
      left join sucursales s on s.id = b.id_sucursal
     where en.id_subsidio = ${idSubsidio} and en.estado = 'HABILITADO' and en.habilitada_desde <= ${hoy}
       and (i.id_municipio = ${idMunicipio}
            or (i.id is null and s.dpa = (select codigo_completo from municipios where id = ${idMunicipio})))`;
}

export type FilaPendientesResumen = {
  sucursal: string;
  nro_beneficiarias: number;
  nro_calendarios: number;
  monto: string;
};

/** Pending pickup per branch (the regional office of a universal subsidy's beneficiaries). */
export async function pendientesResumen(db: Executor, idMunicipio: number, idSubsidio: number, hoy: string): Promise<FilaPendientesResumen[]> {
  const r = await db.execute<FilaPendientesResumen>(sql`
    select coalesce(s.nombre, '') as sucursal, count(distinct b.id)::int as nro_beneficiarias, count(*)::int as nro_calendarios, sum(en.monto)::text as monto
    ${pendientesEn(idMunicipio, idSubsidio, hoy)}
     group by s.id, s.nombre
     order by 1`);
  return r.rows.map((f) => ({ ...f, nro_beneficiarias: Number(f.nro_beneficiarias), nro_calendarios: Number(f.nro_calendarios) }));
}

export type FilaPendiente = {
  id_beneficiaria: number;
  nro_documento: string;
  complemento: string | null;
  nombre: string;
  movil: string | null;
  sucursal: string;
  calendarios: number;
  monto: string;
  fecha_limite: string;
};

/** A page of beneficiaries with pending calendars, by beneficiary id (keyset). */
export async function paginaPendientes(db: Executor, idMunicipio: number, idSubsidio: number, hoy: string, despues: number, tamano: number): Promise<FilaPendiente[]> {
  const r = await db.execute<FilaPendiente>(sql`
    select b.id as id_beneficiaria, p.nro_documento, p.complemento,
           concat_ws(' ', p.nombres, p.primer_apellido, p.segundo_apellido) as nombre, p.movil,
           coalesce(s.nombre, '') as sucursal, count(*)::int as calendarios, sum(en.monto)::text as monto,
           min(en.fecha_limite)::text as fecha_limite
    ${pendientesEn(idMunicipio, idSubsidio, hoy)}
       and b.id > ${despues}
     group by b.id, p.id, s.id
     order by b.id
     limit ${tamano}`);
  return r.rows.map((f) => ({ ...f, calendarios: Number(f.calendarios) }));
}
