import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { beneficiarias, cptPlanillas, cpts, entidades, formulariosC31, nombreCompletoDe, personas, planillaDetalle, planillas, subsidios, sucursales } from '../../db/schema/index.js';

const pl = planillas;
const d = planillaDetalle;

/** What a receipt says of a payroll within the caller's reach: its entity, paying branch, live code and live (or approved) C31 form. */
export async function cabecera(db: Executor, id: number, entidad: number | null) {
  const c = [eq(pl.id, id)];
  if (entidad !== null) c.push(eq(pl.id_entidad, entidad));
  const [row] = await db
    .select({
      id: pl.id,
      nombre: pl.nombre,
      estado: pl.estado,
      monto_total: pl.monto_total,
      _created_at: pl._created_at,
      entidad: entidades.nombre,
      nit: entidades.nit,
      matricula_comercio: entidades.matricula_comercio,
      matriculas_comercio: entidades.matriculas_comercio,
      sucursal: sucursales.nombre,
      cpt: cpts.codigo,
      c31: formulariosC31.c31,
      lineas: pl.nro_lineas,
      // A bonus line has no assignment number (only a subsidy's do): the receipt then drops the column.
      con_asignacion: sql<boolean>`exists (select 1 from ${d} where ${d.id_planilla} = ${pl.id} and ${d.nro_asignacion} is not null)`.mapWith(Boolean),
    })
    .from(pl)
    .innerJoin(entidades, eq(entidades.id, pl.id_entidad))
    .innerJoin(sucursales, eq(sucursales.id, pl.id_sucursal_pago))
    .leftJoin(cptPlanillas, and(eq(cptPlanillas.id_planilla, pl.id), eq(cptPlanillas.vigente, true)))
    .leftJoin(cpts, eq(cpts.id, cptPlanillas.id_cpt))
    .leftJoin(formulariosC31, and(eq(formulariosC31.id_planilla, pl.id), sql`${formulariosC31.estado} <> 'ANULADO'`))
    .where(and(...c));
  return row ?? null;
}

/** A page of a payroll's lines after line id `despues`: beneficiary, document, subsidy, assignment, amount. */
export async function paginaLineas(db: Executor, idPlanilla: number, despues: number, tamano: number) {
  return db
    .select({
      id: d.id,
      beneficiaria: nombreCompletoDe(personas),
      nro_documento: personas.nro_documento,
      complemento: personas.complemento,
      subsidio: subsidios.nombre,
      nro_asignacion: d.nro_asignacion,
      monto: d.monto,
    })
    .from(d)
    .innerJoin(beneficiarias, eq(beneficiarias.id, d.id_beneficiaria))
    .innerJoin(personas, eq(personas.id, beneficiarias.id_persona))
    .innerJoin(subsidios, eq(subsidios.id, d.id_subsidio))
    .where(and(eq(d.id_planilla, idPlanilla), gt(d.id, despues)))
    .orderBy(d.id)
    .limit(tamano);
}
