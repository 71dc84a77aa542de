import { MENSAJES } from '@pb/contract/mensajes';

/**
 * Who may change which field of a person (docs/decisions/011-who-changes-a-person.md). A person is
 * one identity shared by every record that names it: a user, and later a worker of several
 * employers, a beneficiary, a payment holder. The document (type, number, complement) is its key
 * and is never changed; these rules decide about the rest.
 */

/** What SEGIP certifies: after a verification, only a new verification changes them. */
export const CAMPOS_IDENTIDAD = ['fecha_nacimiento', 'nombres', 'primer_apellido', 'segundo_apellido'] as const;
/** The person's other data: not certified, changed by whoever may change the person. */
export const CAMPOS_OTROS = ['genero', 'nacionalidad', 'movil', 'telefono'] as const;

export type Campo = (typeof CAMPOS_IDENTIDAD)[number] | (typeof CAMPOS_OTROS)[number];
export type DatosPersona = Partial<Record<Campo, string | null>>;
/** What a caller sends: the fields, and the contact fields the user cleared on purpose. */
export type EnvioPersona = DatosPersona & { vaciar?: ReadonlyArray<(typeof CAMPOS_OTROS)[number]> | null };

export interface Situacion {
  /** estado_verificacion is VERIFICADO_SEGIP. */
  verificada: boolean;
  /** The entity of every record that links the person (null: a record of no entity). */
  entidades: ReadonlyArray<number | null>;
}

export type Decision =
  /** Link the record to the person as it is: nothing to change, or nothing the caller may change. */
  | { accion: 'conservar' }
  | { accion: 'actualizar'; cambios: DatosPersona }
  /** ajena: a scoped caller named another entity's person with other identity data; segip: a verified identity. */
  | { accion: 'rechazar'; motivo: 'ajena' | 'segip'; campos: Campo[] };

/** What the one writer answers for each refusal. */
export const TEXTOS_PERSONA = { ajena: MENSAJES.personaAjena, segip: MENSAJES.personaSegip } as const;

const igual = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * The rule, for an existing person and the data a caller sent for the same document.
 * `alcance` is the caller's record scope: null for programme staff, else the caller's entity.
 * - A scoped caller changes a person only if every record linking it is of the caller's entity.
 *   Another entity's person is linked as it is when the identity sent is the one recorded (the
 *   caller shows it knows the person); other identity data is refused without saying which field
 *   differs or whose person it is. Its other data is kept as recorded.
 * - Nobody changes the identity of a SEGIP-verified person here.
 * - Staff change the rest of any person; the caller writes the change to the audit log.
 * - A field not sent keeps what is recorded, and so does a contact field sent empty (a form that does
 *   not show it, SEGIP that does not know it) unless the caller names it in `vaciar`: the user
 *   cleared it on purpose. An empty identity field is what SEGIP or the form says (no surname).
 */
export function decidir(alcance: number | null, actual: DatosPersona, enviado: EnvioPersona, situacion: Situacion): Decision {
  // A field the caller did not send is not a change: it is never overwritten with a default.
  const enviadoCambia = (c: Campo) => {
    const v = enviado[c];
    if (v === undefined) return false;
    const vacio = v === null || v.trim() === '';
    if (vacio && (CAMPOS_OTROS as readonly string[]).includes(c) && !enviado.vaciar?.includes(c as (typeof CAMPOS_OTROS)[number])) return false;
    return !igual(actual[c], vacio ? null : v);
  };
  const campos = [...CAMPOS_IDENTIDAD, ...CAMPOS_OTROS].filter(enviadoCambia);
  const identidad = campos.filter((c): c is (typeof CAMPOS_IDENTIDAD)[number] => (CAMPOS_IDENTIDAD as readonly string[]).includes(c));
  const ajena = alcance !== null && situacion.entidades.some((e) => e !== alcance);
  if (ajena) return identidad.length ? { accion: 'rechazar', motivo: 'ajena', campos: identidad } : { accion: 'conservar' };
  if (situacion.verificada && identidad.length) return { accion: 'rechazar', motivo: 'segip', campos: identidad };
  if (!campos.length) return { accion: 'conservar' };
  return { accion: 'actualizar', cambios: Object.fromEntries(campos.map((c) => [c, enviado[c]?.trim() === '' ? null : enviado[c]])) };
}
