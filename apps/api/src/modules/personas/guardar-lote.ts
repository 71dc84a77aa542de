import type { Executor } from '../../db/client.js';
import * as repo from './repository.js';

/**
 * The bulk paths' one writer of persons (decision 011; guardar.ts writes the single ones): the CSV
 * imports, the OVT sync, the counter's registration of a titular and her beneficiary, and the seed.
 * Set-based, a statement or two for any number of persons, with the single writer's rules:
 * - a new person takes only the columns a caller may set (`PersonaNueva`: the document, the form's
 *   fields, where she was born and a SEGIP verification the caller made); her identity is the one
 *   SEGIP or the OVT gave the caller, never a file's;
 * - an empty value never erases nor replaces a stored one: a known person only gets what she lacks
 *   (`completarPersonas`), except the mobile an entity changes for the persons it alone links
 *   (`cambiarMovilesDeEntidad`);
 * - a mobile belongs to one person (`personas_movil_uq`): refused (the caller translates the unique
 *   index's error) or, for the sync, the person is saved without it.
 * The caller's transaction holds every write; who (`quien`, null for the system) and when are the caller's.
 */

export type PersonaNueva = repo.PersonaNueva;

/** Who writes and when (no `cuando`: the database's time, as the seed's rows take). */
export interface Autor {
  quien: number | null;
  cuando?: Date;
}

/** A person created by `crearPersonas`. */
export interface PersonaCreada {
  id: number;
  tipo_documento: string;
  nro_documento: string;
  complemento: string | null;
  movil: string | null;
}

const clave = (p: { tipo_documento?: string; nro_documento: string; complemento?: string | null }) => `${p.tipo_documento ?? 'CI'}|${p.nro_documento}|${p.complemento ?? ''}`;
const vacio = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v);

/**
 * New persons, one statement. With `siExiste: 'rechazar'` (the default) a document or a mobile
 * another person has makes the statement fail on its unique index, for the caller to translate.
 * With 'omitir' (the OVT sync, a seed that may run twice) a row whose document is already
 * registered is left out, and a person whose mobile someone else has (or an earlier row of the set
 * takes) is saved without it. Answers the persons created.
 */
export async function crearPersonas(db: Executor, filas: readonly PersonaNueva[], autor: Autor, opciones: { siExiste: 'rechazar' | 'omitir' } = { siExiste: 'rechazar' }): Promise<PersonaCreada[]> {
  if (filas.length === 0) return [];
  // An empty mobile is none (the unique index would otherwise hold '' as one person's number).
  const conMovil = filas.map((f) => ({ ...f, movil: vacio(f.movil) }));
  if (opciones.siExiste === 'rechazar') return repo.insertarLote(db, conMovil, autor.quien, autor.cuando, false);
  const ocupados = await repo.movilesOcupados(db, conMovil.flatMap((f) => (f.movil ? [f.movil] : [])));
  const creadas = await repo.insertarLote(db, conMovil.map((f) => ({ ...f, movil: f.movil && !ocupados.has(f.movil) ? f.movil : null })), autor.quien, autor.cuando, true);
  // A mobile taken between the check and the insert (or twice in the set): saved without it. A row
  // whose document another caller registered first is left out again.
  const hechas = new Set(creadas.map(clave));
  const faltantes = conMovil.filter((f) => !hechas.has(clave(f)));
  if (faltantes.length === 0) return creadas;
  return [...creadas, ...(await repo.insertarLote(db, faltantes.map((f) => ({ ...f, movil: null })), autor.quien, autor.cuando, true))];
}

/**
 * Gives known persons the mobile or birth date they lack, one statement: a stored value is kept, and
 * an empty one sent is no change. Answers the ids written.
 */
export async function completarPersonas(db: Executor, filas: ReadonlyArray<{ id: number; movil?: string | null; fecha_nacimiento?: string | null }>, autor: Required<Autor>): Promise<number[]> {
  const porId = new Map<number, { id: number; movil: string | null; fecha_nacimiento: string | null }>();
  for (const f of filas) {
    const antes = porId.get(f.id);
    const movil = antes?.movil ?? vacio(f.movil);
    const fecha = antes?.fecha_nacimiento ?? vacio(f.fecha_nacimiento);
    if (movil !== null || fecha !== null) porId.set(f.id, { id: f.id, movil, fecha_nacimiento: fecha });
  }
  return repo.completarLote(db, [...porId.values()], autor.quien, autor.cuando);
}

/**
 * Persons whose birth date SEGIP confirmed (its answer, never a file's): the date becomes SEGIP's
 * and the person VERIFICADO_SEGIP, one statement. Today only the demo seed calls it (decision 062:
 * a worker the OVT sync brought with the OVT's date, later confirmed by SEGIP with another).
 * Answers the ids written.
 */
export async function confirmarFechasSegip(db: Executor, filas: ReadonlyArray<{ id: number; fecha_nacimiento: string }>, autor: Required<Autor>): Promise<number[]> {
  return repo.confirmarFechasSegip(db, filas, autor.quien, autor.cuando);
}

/**
 * An entity's file sets its workers' mobiles (csvPlanillas): a person the entity alone links takes
 * the new mobile; one that someone else links (another entity, a staff account) is not changed from
 * here (decision 011); an empty mobile erases nothing. Persons are locked in id order first. Answers
 * the ids whose mobile changed.
 */
export async function cambiarMovilesDeEntidad(db: Executor, entidad: number, filas: ReadonlyArray<{ id_persona: number; movil: string | null }>, autor: Required<Autor>): Promise<number[]> {
  const conMovil = filas.flatMap((f) => (vacio(f.movil) ? [{ id_persona: f.id_persona, movil: f.movil! }] : []));
  return repo.cambiarMovilesDeEntidad(db, entidad, conMovil, autor.quien, autor.cuando);
}

/** Which of these persons someone besides the entity links (decision 011): the entity may not change them. */
export const personasCompartidas = (db: Executor, entidad: number, idsPersona: readonly number[]) => repo.compartidas(db, entidad, idsPersona);
