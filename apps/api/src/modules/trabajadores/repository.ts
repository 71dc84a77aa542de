import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sqlArray } from '../../core/sql-array.js';
import { beneficiarias, entidades, fechasOvtDistintas, personas, sucursales, trabajadores } from '../../db/schema/index.js';

/** The employer's NIT and matrículas (the list, or the single one older rows keep). */
export async function empleador(db: Executor, id: number) {
  const [row] = await db
    .select({ id: entidades.id, nit: entidades.nit, matricula: entidades.matricula_comercio, matriculas: entidades.matriculas_comercio })
    .from(entidades)
    .where(eq(entidades.id, id))
    .limit(1);
  if (!row) return null;
  const matriculas = row.matriculas.length ? row.matriculas : row.matricula ? [row.matricula] : [];
  return { id: row.id, nit: row.nit, matriculas };
}

/** The employer's branches known by their OVT id. */
export async function sucursalesOvt(db: Executor, idEntidad: number) {
  const rows = await db
    .select({ id: sucursales.id, ovt: sucursales.id_sucursal_ovt })
    .from(sucursales)
    .where(and(eq(sucursales.id_entidad, idEntidad), eq(sucursales.tipo, 'SUCURSAL'), isNotNull(sucursales.id_sucursal_ovt)));
  return new Map(rows.map((r) => [r.ovt!, r.id]));
}

export async function insertarSucursales(db: Executor, values: Array<typeof sucursales.$inferInsert>) {
  if (values.length) await db.insert(sucursales).values(values);
}

/** Persons with a CI among these numbers (the complemento is matched by the caller). */
export async function personasCi(db: Executor, numeros: string[]) {
  if (numeros.length === 0) return [];
  return db
    .select({ id: personas.id, nro_documento: personas.nro_documento, complemento: personas.complemento, fecha_nacimiento: personas.fecha_nacimiento, movil: personas.movil })
    .from(personas)
    .where(and(eq(personas.tipo_documento, 'CI'), inArray(personas.nro_documento, numeros)));
}

const distinto = (columnas: string[], tabla: string) => sql.raw(`(${columnas.map((c) => `"${tabla}"."${c}"`).join(', ')}) is distinct from (${columnas.map((c) => `excluded."${c}"`).join(', ')})`);

/**
 * Workers as the OVT says, one row per (entity, person). An aguinaldo the employer already loaded is
 * kept; a row the registry did not change is not touched, so a second sync writes nothing.
 */
export async function guardarTrabajadores(db: Executor, values: Array<typeof trabajadores.$inferInsert>) {
  if (values.length === 0) return;
  const t = trabajadores;
  await db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({
      target: [t.id_entidad, t.id_persona],
      set: {
        id_sucursal: sql`excluded.id_sucursal`,
        matricula: sql`excluded.matricula`,
        caja_salud: sql`excluded.caja_salud`,
        nro_seguro: sql`excluded.nro_seguro`,
        cargo: sql`excluded.cargo`,
        fecha_ingreso: sql`excluded.fecha_ingreso`,
        fecha_nacimiento_ovt: sql`excluded.fecha_nacimiento_ovt`,
        aguinaldo: sql`coalesce(${t.aguinaldo}, excluded.aguinaldo)`,
        _user_updated: sql`excluded._user_created`,
        _updated_at: sql`excluded._created_at`,
      },
      setWhere: sql`${distinto(['id_sucursal', 'matricula', 'caja_salud', 'nro_seguro', 'cargo', 'fecha_ingreso', 'fecha_nacimiento_ovt'], 'trabajadores')} or (${t.aguinaldo} is null and excluded.aguinaldo is not null)`,
    });
}

/**
 * The OVT's birth date on workers the entity already has (decision 062), and nothing else of them:
 * a worker left out of a sync (its date is not the system's) or registered as a titular. A row
 * whose date is already this one is not touched.
 */
export async function anotarFechasOvt(db: Executor, idEntidad: number, filas: ReadonlyArray<{ id_persona: number; fecha: string }>, quien: number | null, cuando: Date) {
  if (filas.length === 0) return;
  await db.execute(sql`
    update trabajadores t set fecha_nacimiento_ovt = v.fecha, _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz
    from unnest(${sqlArray(filas.map((f) => f.id_persona), 'int')}, ${sqlArray(filas.map((f) => f.fecha), 'date')}) as v(id_persona, fecha)
    where t.id_entidad = ${idEntidad} and t.id_persona = v.id_persona and t.fecha_nacimiento_ovt is distinct from v.fecha`);
}

/** The OVT's date of those left out who have no worker row of the entity (the data-quality report's other source). */
export async function anotarFechasOvtSinTrabajador(db: Executor, idEntidad: number, filas: ReadonlyArray<{ id_persona: number; fecha: string }>, quien: number | null, cuando: Date) {
  if (filas.length === 0) return;
  await db.execute(sql`
    insert into fechas_ovt_distintas (id_entidad, id_persona, fecha_nacimiento_ovt, _user_created, _created_at)
    select ${idEntidad}::int, v.id_persona, v.fecha, ${quien}::int, ${cuando}::timestamptz
    from unnest(${sqlArray(filas.map((f) => f.id_persona), 'int')}, ${sqlArray(filas.map((f) => f.fecha), 'date')}) as v(id_persona, fecha)
    where not exists (select 1 from trabajadores t where t.id_entidad = ${idEntidad} and t.id_persona = v.id_persona)
    on conflict (id_entidad, id_persona) do update set fecha_nacimiento_ovt = excluded.fecha_nacimiento_ovt, _user_updated = excluded._user_created, _updated_at = excluded._created_at
    where fechas_ovt_distintas.fecha_nacimiento_ovt is distinct from excluded.fecha_nacimiento_ovt`);
}

/** Those the sync saved: their worker row keeps the OVT's date now. */
export async function olvidarFechasOvt(db: Executor, idEntidad: number, idsPersona: number[]) {
  if (idsPersona.length === 0) return;
  await db.delete(fechasOvtDistintas).where(and(eq(fechasOvtDistintas.id_entidad, idEntidad), inArray(fechasOvtDistintas.id_persona, idsPersona)));
}

/**
 * The bonus beneficiaries of these workers (subsidy 1): created once, later only their branch and
 * insurance number follow the registry; an amount the employer loaded is kept. Answers the rows it
 * created, for their first state row.
 */
export async function guardarBeneficiariasBono(db: Executor, values: Array<typeof beneficiarias.$inferInsert>) {
  if (values.length === 0) return [];
  const b = beneficiarias;
  return db
    .insert(b)
    .values(values)
    .onConflictDoUpdate({
      target: [b.id_persona, b.id_subsidio, b.id_entidad],
      set: {
        id_sucursal: sql`excluded.id_sucursal`,
        nro_seguro: sql`excluded.nro_seguro`,
        monto_detalle: sql`coalesce(${b.monto_detalle}, excluded.monto_detalle)`,
        monto_bono: sql`coalesce(${b.monto_bono}, excluded.monto_bono)`,
        _user_updated: sql`excluded._user_created`,
        _updated_at: sql`excluded._created_at`,
      },
      setWhere: sql`${distinto(['id_sucursal', 'nro_seguro'], 'beneficiarias')} or (${b.monto_detalle} is null and excluded.monto_detalle is not null)`,
    })
    .returning({ id: b.id, estado: b.estado, creada: sql<boolean>`(xmax = 0)` });
}
