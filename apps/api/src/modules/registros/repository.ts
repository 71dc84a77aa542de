import { and, asc, desc, eq, ilike, lte, sql } from 'drizzle-orm';
import type { RegistroUniversal } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { beneficiarias, departamentos, entidades, inscripciones, municipios, personas, provincias, subsidioMontos, subsidios, sucursales } from '../../db/schema/index.js';

/** The ACTIVO subsidies whose name says UNIVERSAL (today one: SUBSIDIO UNIVERSAL PRENATAL). */
export async function universalesActivos(db: Executor) {
  return db
    .select({ id: subsidios.id, nombre: subsidios.nombre, nro_total_entregas: subsidios.nro_total_entregas, vigencia_dias: subsidios.vigencia_dias })
    .from(subsidios)
    .where(and(eq(subsidios.estado, 'ACTIVO'), ilike(subsidios.nombre, '%UNIVERSAL%')))
    .orderBy(asc(subsidios.id));
}

/** The subsidy's amount of the latest gestion up to `gestion` (decision 018), as numeric text; null when none. */
export async function montoVigente(db: Executor, idSubsidio: number, gestion: number) {
  const [row] = await db
    .select({ monto: subsidioMontos.monto })
    .from(subsidioMontos)
    .where(and(eq(subsidioMontos.id_subsidio, idSubsidio), lte(subsidioMontos.gestion, gestion)))
    .orderBy(desc(subsidioMontos.gestion), desc(subsidioMontos.id))
    .limit(1);
  return row?.monto ?? null;
}

/** The municipality she lives in, by its six-digit code or by the three ids of the screen's lists (which must agree). */
export async function municipioEn(db: Executor, dpa: RegistroUniversal['dpa']) {
  const donde = dpa.codigo
    ? eq(municipios.codigo_completo, dpa.codigo)
    : and(eq(municipios.id, dpa.id_municipio!), eq(provincias.id, dpa.id_provincia!), eq(departamentos.id, dpa.id_departamento!));
  const [row] = await db
    .select({ id: municipios.id, codigo_departamento: departamentos.codigo, departamento: departamentos.nombre })
    .from(municipios)
    .innerJoin(provincias, eq(provincias.id, municipios.id_provincia))
    .innerJoin(departamentos, eq(departamentos.id, provincias.id_departamento))
    .where(donde)
    .limit(1);
  return row ?? null;
}

/** The programme's entity (tipo PROGRAMA) and its REGIONAL office in the department (its DPA code starts with the department's). */
export async function regionalDelPrograma(db: Executor, codigoDepartamento: string) {
  const [row] = await db
    .select({ id_entidad: entidades.id, id_sucursal: sucursales.id })
    .from(entidades)
    .innerJoin(sucursales, and(eq(sucursales.id_entidad, entidades.id), eq(sucursales.tipo, 'REGIONAL'), sql`left(${sucursales.dpa}, 2) = ${codigoDepartamento}`))
    .where(eq(entidades.tipo, 'PROGRAMA'))
    .orderBy(asc(entidades.id), asc(sucursales.id))
    .limit(1);
  return row ?? null;
}

/** The person of this CI, if known: id and mobile. */
export async function personaCi(db: Executor, nro: string, complemento: string | null) {
  const [row] = await db
    .select({ id: personas.id, movil: personas.movil })
    .from(personas)
    .where(and(eq(personas.tipo_documento, 'CI'), eq(personas.nro_documento, nro), sql`coalesce(${personas.complemento}, '') = ${complemento ?? ''}`))
    .limit(1);
  return row ?? null;
}


/** Whether the person is already a beneficiary of the subsidy (in any entity). */
export async function yaRegistrada(db: Executor, idPersona: number, idSubsidio: number) {
  const [row] = await db
    .select({ id: beneficiarias.id })
    .from(beneficiarias)
    .where(and(eq(beneficiarias.id_persona, idPersona), eq(beneficiarias.id_subsidio, idSubsidio)))
    .limit(1);
  return Boolean(row);
}

export async function insertarBeneficiaria(db: Executor, values: typeof beneficiarias.$inferInsert) {
  const [row] = await db.insert(beneficiarias).values(values).returning({ id: beneficiarias.id, estado: beneficiarias.estado });
  return row!;
}

export async function insertarInscripcion(db: Executor, values: typeof inscripciones.$inferInsert) {
  await db.insert(inscripciones).values(values);
}

/**
 * The delivery calendar of the universal subsidy's assignments credited at registration (decision
 * 027), one `entregas` row per ABONO under the same origen (modules/cuentas/origen.ts) and amount:
 * assignment n is enabled from today + (n−1)·vigencia for vigencia days. ON CONFLICT (origen) DO
 * NOTHING: a retried credit enables nothing twice. Answers the rows written.
 */
export async function habilitarCalendario(
  db: Executor,
  c: { idBeneficiaria: number; idSubsidio: number; vigenciaDias: number; hoy: string; usuario: number; cuando: Date; abonos: Array<{ asignacion: number; origen: string; monto: string }> },
): Promise<number> {
  if (c.abonos.length === 0) return 0;
  const filas = sql.join(c.abonos.map((a) => sql`(${a.asignacion}::int, ${a.origen}::text, ${a.monto}::numeric)`), sql`, `);
  const r = await db.execute<{ n: number | string }>(sql`
    with calendario as (
      insert into entregas (id_beneficiaria, id_subsidio, nro_asignacion, origen, monto, habilitada_desde, fecha_limite, estado, _user_created, _created_at)
      select ${c.idBeneficiaria}::int, ${c.idSubsidio}::int, x.n, x.origen, x.monto,
        ${c.hoy}::date + (x.n - 1) * ${c.vigenciaDias}::int, ${c.hoy}::date + x.n * ${c.vigenciaDias}::int,
        'HABILITADO', ${c.usuario}::int, ${c.cuando}::timestamptz
      from (values ${filas}) as x(n, origen, monto)
      on conflict (origen) do nothing
      returning id
    )
    select count(*) as n from calendario`);
  return Number(r.rows[0]?.n ?? 0);
}
