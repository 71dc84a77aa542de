import { and, eq, ne, sql } from 'drizzle-orm';
import type { PersonaInput } from '@pb/contract';
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

export async function insertar(db: Executor, p: PersonaInput, idUsuario: number | null, alCrear: DatosAlCrear = {}): Promise<number> {
  const [nueva] = await db
    .insert(personas)
    .values({
      tipo_documento: p.tipo_documento,
      nro_documento: p.nro_documento,
      complemento: p.complemento,
      fecha_nacimiento: p.fecha_nacimiento,
      nombres: p.nombres,
      primer_apellido: p.primer_apellido,
      segundo_apellido: p.segundo_apellido,
      nacionalidad: p.nacionalidad,
      genero: p.genero,
      movil: p.movil,
      telefono: p.telefono,
      pais_nacimiento: alCrear.pais_nacimiento ?? null,
      estado_verificacion: alCrear.estado_verificacion ?? null,
      _user_created: idUsuario,
    })
    .returning({ id: personas.id });
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
