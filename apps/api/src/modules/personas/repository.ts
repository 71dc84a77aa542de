import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PersonaInput } from '@pb/contract';
import { sqlArray } from '../../core/sql-array.js';
import type { Executor } from '../../db/client.js';
import { beneficiarias, personas, trabajadores, usuarios } from '../../db/schema/index.js';
import type { DatosPersona } from './reglas.js';

/**
 * Every table whose rows tie a person to an entity. A feature that links persons (workers,
 * beneficiaries, payment holders) adds its table here, and the person rules see its records.
 */
const VINCULOS = [
  { tabla: usuarios, persona: usuarios.id_persona, entidad: usuarios.id_entidad },
  { tabla: trabajadores, persona: trabajadores.id_persona, entidad: trabajadores.id_entidad },
  { tabla: beneficiarias, persona: beneficiarias.id_persona, entidad: beneficiarias.id_entidad },
  { tabla: beneficiarias, persona: beneficiarias.id_persona_titular, entidad: beneficiarias.id_entidad },
];

/** The person with this document, locked until the transaction ends. */
export async function porDocumento(db: Executor, p: Pick<PersonaInput, 'tipo_documento' | 'nro_documento' | 'complemento'>) {
  const [row] = await db
    .select()
    .from(personas)
    .where(and(eq(personas.tipo_documento, p.tipo_documento), eq(personas.nro_documento, p.nro_documento), sql`coalesce(${personas.complemento}, '') = ${p.complemento ?? ''}`))
    .for('update');
  return row;
}

/** The entities of the records that link the person, one entry per entity. */
export async function entidadesVinculadas(db: Executor, idPersona: number): Promise<Array<number | null>> {
  const out = new Set<number | null>();
  for (const v of VINCULOS) {
    const rows = await db.selectDistinct({ id_entidad: v.entidad }).from(v.tabla).where(eq(v.persona, idPersona));
    for (const r of rows) out.add(r.id_entidad);
  }
  return [...out];
}

/** What a new person may carry besides the form's fields. */
export interface DatosAlCrear {
  pais_nacimiento?: string | null;
  estado_verificacion?: 'VERIFICADO_SEGIP' | null;
}

/** A new person from a form (guardar.ts): the bulk insert's one row. */
export async function insertar(db: Executor, p: PersonaInput, idUsuario: number | null, alCrear: DatosAlCrear = {}): Promise<number> {
  const [nueva] = await insertarLote(db, [{ ...p, pais_nacimiento: alCrear.pais_nacimiento ?? null, estado_verificacion: alCrear.estado_verificacion ?? null }], idUsuario, undefined, false);
  return nueva!.id;
}

export async function actualizar(db: Executor, id: number, cambios: DatosPersona, idUsuario: number | null, ahora: Date) {
  // The shared schema never lets a required field (nombres) through empty.
  await db.update(personas).set({ ...(cambios as Partial<typeof personas.$inferInsert>), _user_updated: idUsuario, _updated_at: ahora }).where(eq(personas.id, id));
}

/** Whether a person other than `idPersona` (null: any person) has this mobile (the unique index decides a race; this answers the usual case). */
export async function movilDeOtraPersona(db: Executor, movil: string, idPersona: number | null) {
  const [row] = await db
    .select({ id: personas.id })
    .from(personas)
    .where(idPersona === null ? eq(personas.movil, movil) : and(eq(personas.movil, movil), ne(personas.id, idPersona)))
    .limit(1);
  return Boolean(row);
}

/** A person's mobile (null: none, or no such person). */
export async function movilDePersona(db: Executor, idPersona: number) {
  const [row] = await db.select({ movil: personas.movil }).from(personas).where(eq(personas.id, idPersona)).limit(1);
  return row?.movil ?? null;
}

/**
 * The columns a bulk writer may give a new person (decision 011): its document, the form's fields
 * and the facts only a new person takes (where she was born, a SEGIP verification). Nothing else
 * (state, audit columns) comes from a caller.
 */
export interface PersonaNueva {
  tipo_documento?: string;
  nro_documento: string;
  complemento?: string | null;
  fecha_nacimiento?: string | null;
  nombres: string;
  primer_apellido?: string | null;
  segundo_apellido?: string | null;
  nacionalidad?: string | null;
  genero?: string | null;
  movil?: string | null;
  telefono?: string | null;
  pais_nacimiento?: string | null;
  estado_verificacion?: 'VERIFICADO_SEGIP' | null;
}

/**
 * New persons, one statement, each built column by column from what a caller may set. `omitir`: a
 * row whose document (or mobile) another person already has is left out (ON CONFLICT DO NOTHING);
 * otherwise the unique index refuses the statement. Answers the rows written.
 */
export async function insertarLote(db: Executor, filas: readonly PersonaNueva[], quien: number | null, cuando: Date | undefined, omitir: boolean) {
  if (filas.length === 0) return [];
  const values = filas.map((p) => ({
    tipo_documento: p.tipo_documento,
    nro_documento: p.nro_documento,
    complemento: p.complemento ?? null,
    fecha_nacimiento: p.fecha_nacimiento ?? null,
    nombres: p.nombres,
    primer_apellido: p.primer_apellido ?? null,
    segundo_apellido: p.segundo_apellido ?? null,
    nacionalidad: p.nacionalidad ?? null,
    genero: p.genero ?? null,
    movil: p.movil ?? null,
    telefono: p.telefono ?? null,
    pais_nacimiento: p.pais_nacimiento ?? null,
    estado_verificacion: p.estado_verificacion ?? null,
    _user_created: quien,
    _created_at: cuando,
  }));
  const insert = db.insert(personas).values(values);
  const devueltas = { id: personas.id, tipo_documento: personas.tipo_documento, nro_documento: personas.nro_documento, complemento: personas.complemento, movil: personas.movil };
  return omitir ? insert.onConflictDoNothing().returning(devueltas) : insert.returning(devueltas);
}

/** The mobiles among these that some person already has. */
export async function movilesOcupados(db: Executor, moviles: readonly string[]) {
  if (moviles.length === 0) return new Set<string>();
  const rows = await db
    .select({ movil: personas.movil })
    .from(personas)
    .where(sql`${personas.movil} = any(${sqlArray(moviles, 'varchar')})`);
  return new Set(rows.map((r) => r.movil!));
}

/**
 * Gives persons the mobile or birth date they lack, one statement: a stored value is never
 * replaced nor erased (a null sent is no change). Answers the ids written.
 */
export async function completarLote(db: Executor, filas: ReadonlyArray<{ id: number; movil: string | null; fecha_nacimiento: string | null }>, quien: number | null, cuando: Date): Promise<number[]> {
  if (filas.length === 0) return [];
  const r = await db.execute<{ id: number }>(sql`
    update personas p set movil = coalesce(p.movil, v.movil), fecha_nacimiento = coalesce(p.fecha_nacimiento, v.fecha_nacimiento),
      _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz
    from unnest(${sqlArray(filas.map((f) => f.id), 'int')}, ${sqlArray(filas.map((f) => f.movil), 'varchar')}, ${sqlArray(filas.map((f) => f.fecha_nacimiento), 'date')}) as v(id, movil, fecha_nacimiento)
    where p.id = v.id and ((p.movil is null and v.movil is not null) or (p.fecha_nacimiento is null and v.fecha_nacimiento is not null))
    returning p.id`);
  return r.rows.map((x) => Number(x.id));
}

/**
 * Whether a record of anyone but the entity links the person (decision 011): a row of `VINCULOS` of
 * another entity or of none (a staff account), one probe of each link's person index.
 */
const vinculadaPorOtros = (persona: SQL, entidad: number) =>
  sql`(${sql.join(
    VINCULOS.map((v) => sql`exists (select 1 from ${v.tabla} where ${v.persona} = ${persona} and ${v.entidad} is distinct from ${entidad})`),
    sql` or `,
  )})`;

/** SEGIP's confirmed birth dates on these persons (and VERIFICADO_SEGIP); answers the ids changed. */
export async function confirmarFechasSegip(db: Executor, filas: ReadonlyArray<{ id: number; fecha_nacimiento: string }>, quien: number | null, cuando: Date): Promise<number[]> {
  if (filas.length === 0) return [];
  const r = await db.execute<{ id: number }>(sql`
    update personas p set fecha_nacimiento = v.fecha_nacimiento, estado_verificacion = 'VERIFICADO_SEGIP',
      _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz
    from unnest(${sqlArray(filas.map((f) => f.id), 'int')}, ${sqlArray(filas.map((f) => f.fecha_nacimiento), 'date')}) as v(id, fecha_nacimiento)
    where p.id = v.id and (p.fecha_nacimiento is distinct from v.fecha_nacimiento or p.estado_verificacion is distinct from 'VERIFICADO_SEGIP')
    returning p.id`);
  return r.rows.map((x) => Number(x.id));
}

/** Which of these persons someone besides the entity links. */
export async function compartidas(db: Executor, entidad: number, idsPersona: readonly number[]): Promise<Set<number>> {
  if (idsPersona.length === 0) return new Set();
  const filas = await db
    .select({ id: personas.id })
    .from(personas)
    .where(and(sql`${personas.id} = any(${sqlArray(idsPersona, 'int')})`, vinculadaPorOtros(sql`${personas.id}`, entidad)));
  return new Set(filas.map((f) => f.id));
}

/**
 * Sets the mobile of the persons the entity alone links, one statement for the whole set; a
 * person someone else links keeps hers. Answers the ids whose mobile changed.
 */
export async function cambiarMovilesDeEntidad(db: Executor, entidad: number, filas: ReadonlyArray<{ id_persona: number; movil: string }>, quien: number | null, cuando: Date): Promise<number[]> {
  if (filas.length === 0) return [];
  const nuevos = () => sql`unnest(${sqlArray(filas.map((f) => f.id_persona), 'int')}, ${sqlArray(filas.map((f) => f.movil), 'varchar')}) as v(id_persona, movil)`;
  // The persons whose mobile changes are locked in id order first: two uploads over the same workers
  // wait for each other instead of each holding some rows and waiting for the other's (a deadlock on
  // PostgreSQL). A person whose mobile the file leaves as it is is not written, so not locked: a
  // file of 100,000 unchanged mobiles would otherwise write a lock into each of their rows.
  await db.execute(sql`select p.id from personas p join ${nuevos()} on p.id = v.id_persona where p.movil is distinct from v.movil order by p.id for update of p`);
  const r = await db.execute<{ id: number }>(sql`
    update personas p set movil = v.movil, _user_updated = ${quien}::int, _updated_at = ${cuando}::timestamptz
    from ${nuevos()}
    where p.id = v.id_persona and p.movil is distinct from v.movil and not ${vinculadaPorOtros(sql`p.id`, entidad)}
    returning p.id`);
  return r.rows.map((x) => Number(x.id));
}
