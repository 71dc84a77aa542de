import { z } from 'zod';
import { choice, email, estado, id, optionalText, requiredText, safeText } from './common.js';
import { GENEROS, NACIONALIDADES, TIPOS_DOCUMENTO } from '../estados.js';
import { claveZod } from '../mensajes/mensaje.js';
import { ROLE_DEFINITIONS } from '../roles.js';
import { newPassword } from './auth.js';

const isoDate = safeText(claveZod('required'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, claveZod('invalid'))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v) && d.getUTCFullYear() >= 1900 && d <= new Date();
  }, claveZod('invalid'));

/** The person's fields an empty value clears only when named in `vaciar`: her contact data. */
export const CAMPOS_VACIABLES = ['movil', 'telefono'] as const;

/** Person form of spec part 1 §3. Names are upper-cased and trimmed (part 1 §5). */
export const personaSchema = z.object({
  tipo_documento: choice(TIPOS_DOCUMENTO),
  nro_documento: requiredText(20),
  complemento: optionalText(2).transform((v) => (v ? v.toUpperCase() : null)),
  fecha_nacimiento: isoDate,
  nombres: requiredText(100).transform((v) => v.toUpperCase()),
  primer_apellido: optionalText(100).transform((v) => (v ? v.toUpperCase() : null)),
  segundo_apellido: optionalText(100).transform((v) => (v ? v.toUpperCase() : null)),
  nacionalidad: choice(NACIONALIDADES),
  genero: choice(GENEROS),
  movil: optionalText(30),
  telefono: optionalText(30),
  /**
   * Contact fields the user cleared on purpose (decision 011). A registered person keeps a mobile or
   * landline sent empty (a form that does not show it, SEGIP that does not know it) unless named here.
   */
  vaciar: z
    .array(choice(CAMPOS_VACIABLES))
    .max(CAMPOS_VACIABLES.length, claveZod('invalid'))
    .nullish()
    .transform((v) => (v?.length ? [...new Set(v)] : undefined))
    .optional(),
});

const usuarioBase = z.object({
  usuario: requiredText(50),
  email: email(100),
  cargo: optionalText(100),
  id_rol: id,
  id_entidad: id.nullish(),
  id_sucursal: id.nullish(),
  persona: personaSchema,
});

export const usuarioAddSchema = usuarioBase.extend({ contrasena: newPassword.max(50, claveZod('maxLength', { max: 50 })) });
export const usuarioEditSchema = usuarioBase.partial().extend({ estado: estado.optional() });
export type UsuarioAdd = z.infer<typeof usuarioAddSchema>;
export type UsuarioEdit = z.infer<typeof usuarioEditSchema>;
export type PersonaInput = z.infer<typeof personaSchema>;

/** The person fields spec part 1 §3 sends flat, as `persona_<field>`, besides `persona_pais_nacimiento` and `persona_estado`. */
const PERSONA_PLANA = ['tipo_documento', 'nro_documento', 'complemento', 'fecha_nacimiento', 'nombres', 'primer_apellido', 'segundo_apellido', 'nacionalidad', 'genero', 'movil', 'telefono'] as const;

/** DD/MM/AAAA → AAAA-MM-DD; anything else as it came (the schema then says what is wrong). */
const isoDeDma = (v: unknown): unknown => {
  const m = typeof v === 'string' ? /^\s*(\d{2})\/(\d{2})\/(\d{4})\s*$/.exec(v) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : v;
};

/**
 * A user as spec part 1 §3 and §6 sends it (decision 040) turned into the screen's shape: the flat
 * `persona_*` fields (birth date DD/MM/AAAA) become `persona` unless `persona` itself came, and with
 * `conCodigo: true` the role is a code of ROLE_DEFINITIONS (in `id_rol` or `rol`) instead of an id.
 * `persona_pais_nacimiento` becomes `pais_nacimiento` (a new person's birth country);
 * `persona_estado` is not the user form's to change and is dropped.
 */
export function usuarioDeFormaSpec(v: unknown): unknown {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
  const o: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  const planos = Object.keys(o).filter((k) => k.startsWith('persona_'));
  if (planos.length > 0 && (o.persona === undefined || o.persona === null)) {
    const persona: Record<string, unknown> = {};
    for (const campo of PERSONA_PLANA) if (`persona_${campo}` in o) persona[campo] = o[`persona_${campo}`];
    persona.fecha_nacimiento = isoDeDma(persona.fecha_nacimiento);
    o.persona = persona;
  }
  if ('persona_pais_nacimiento' in o) o.pais_nacimiento = o.persona_pais_nacimiento;
  if (o.conCodigo === true) {
    const codigo = o.rol ?? o.id_rol;
    const rol = typeof codigo === 'string' ? ROLE_DEFINITIONS.find((r) => r.codigo === codigo.trim().toUpperCase()) : undefined;
    o.id_rol = rol ? rol.id : codigo;
  }
  return o;
}

/** The spec's own fields, checked as texts even where the nested `persona` wins, so none passes unread. */
const formaSpec = {
  pais_nacimiento: optionalText(50),
  ...Object.fromEntries([...PERSONA_PLANA, 'pais_nacimiento', 'estado'].map((k) => [`persona_${k}`, optionalText(100)])),
  rol: optionalText(30),
  conCodigo: z.boolean({ error: claveZod('invalid') }).nullish(),
};
/** usuarioAdd as the server takes it: the screen's shape or the spec's (usuarioDeFormaSpec). */
export const usuarioAddEntradaSchema = z.preprocess(usuarioDeFormaSpec, usuarioAddSchema.extend(formaSpec));
/** usuarioEdit as the server takes it: the screen's shape or the spec's (usuarioDeFormaSpec). */
export const usuarioEditEntradaSchema = z.preprocess(usuarioDeFormaSpec, usuarioEditSchema.extend(formaSpec));
