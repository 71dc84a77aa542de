import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { beneficiarias, entidades, personas, subsidios, sucursales } from '../../db/schema/index.js';

const columnasEntidad = { id: entidades.id, nit: entidades.nit, matricula: entidades.matricula_comercio, matriculas: entidades.matriculas_comercio };
/** The entity's registrations, its main one (`matricula_comercio`) first. */
const conMatriculas = (r: { id: number; nit: string | null; matricula: string | null; matriculas: string[] }) => {
  const principal = r.matricula ? [r.matricula] : [];
  return { id: r.id, nit: r.nit, matriculas: r.matriculas.length ? [...principal.filter((m) => r.matriculas.includes(m)), ...r.matriculas.filter((m) => m !== r.matricula)] : principal };
};

export async function entidad(db: Executor, id: number) {
  const [row] = await db.select(columnasEntidad).from(entidades).where(eq(entidades.id, id)).limit(1);
  return row ? conMatriculas(row) : null;
}

/** The entity registered with this NIT (the oldest, should there be two). */
export async function entidadPorNit(db: Executor, nit: string) {
  const [row] = await db.select(columnasEntidad).from(entidades).where(eq(entidades.nit, nit)).orderBy(asc(entidades.id)).limit(1);
  return row ? conMatriculas(row) : null;
}

/** Our branch for an OVT branch of the entity (known once the entity synced its workers). */
export async function sucursalOvt(db: Executor, idEntidad: number, idOvt: number) {
  const [row] = await db
    .select({ id: sucursales.id })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, idEntidad), eq(sucursales.tipo, 'SUCURSAL'), eq(sucursales.id_sucursal_ovt, idOvt)))
    .limit(1);
  return row?.id ?? null;
}

export async function subsidio(db: Executor, id: number) {
  const [row] = await db
    .select({ id: subsidios.id, nombre: subsidios.nombre, tipo: subsidios.tipo, estado: subsidios.estado, nro_total_entregas: subsidios.nro_total_entregas, vigencia_dias: subsidios.vigencia_dias })
    .from(subsidios)
    .where(eq(subsidios.id, id))
    .limit(1);
  return row ?? null;
}

export async function personaCi(db: Executor, nro: string, complemento: string | null) {
  const [row] = await db
    .select({ id: personas.id, fecha_nacimiento: personas.fecha_nacimiento, nombres: personas.nombres, primer_apellido: personas.primer_apellido, segundo_apellido: personas.segundo_apellido, movil: personas.movil })
    .from(personas)
    .where(and(eq(personas.tipo_documento, 'CI'), eq(personas.nro_documento, nro), sql`coalesce(${personas.complemento}, '') = ${complemento ?? ''}`))
    .limit(1);
  return row ?? null;
}

export async function insertarBeneficiaria(db: Executor, values: typeof beneficiarias.$inferInsert) {
  const [row] = await db.insert(beneficiarias).values(values).returning({ id: beneficiarias.id, estado: beneficiarias.estado });
  return row!;
}
