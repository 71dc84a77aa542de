import { z } from 'zod';
import { id, optionalText, requiredText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { movilSchema } from './beneficiaria.js';
import { fechaFlexible } from './segip.js';

const nombre = (max: number) => optionalText(max).transform((v) => (v ? v.toUpperCase() : null));

/**
 * Where she lives: the screen's three ids from the `v1/dpa` lists, or the municipality's six-digit
 * code alone (the spec's «dpa», as every other screen sends it, issue 51 §19).
 */
const IDS_DPA = ['id_departamento', 'id_provincia', 'id_municipio'] as const;
const dondeVive = z.preprocess(
  (v) => (typeof v === 'string' ? { codigo: v } : v),
  z
    .object({ codigo: z.string().regex(/^\d{6}$/, claveZod('invalid')).optional(), id_departamento: id.optional(), id_provincia: id.optional(), id_municipio: id.optional() })
    .superRefine((v, ctx) => {
      if (v.codigo) return;
      for (const k of IDS_DPA) if (v[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: claveZod('required') });
    }),
);

/**
 * `registrarBeneficiaria(beneficiaria: JSON)` (spec part 2 §2.13, §7): the person as the ID service
 * gave it, plus the inscription code, the doctor, the mobile and where she lives. The server asks
 * SEGIP again and keeps SEGIP's names; the browser's are only what the operator saw.
 */
export const registroUniversalSchema = z.object({
  nro_documento: requiredText(20).regex(/^\d+$/, claveZod('invalid')),
  complemento: nombre(2),
  fecha_nacimiento: fechaFlexible,
  nombres: optionalText(100),
  paterno: optionalText(100),
  materno: optionalText(100),
  tipo_documento: optionalText(20),
  nacionalidad: optionalText(30),
  genero: optionalText(1),
  idInscripcion: requiredText(50),
  nroCelular: z.preprocess((v) => (v === '' ? null : v), movilSchema.nullish()).transform((v) => v ?? null),
  medico: z.object({
    nombres: requiredText(150).transform((v) => v.toUpperCase()),
    primer_apellido: nombre(100),
    segundo_apellido: nombre(100),
    matricula: optionalText(50),
  }),
  dpa: dondeVive,
});
export type RegistroUniversal = z.infer<typeof registroUniversalSchema>;

/** `registroUniversalExistente(nro_documento, complemento)`: is she already registered in the universal subsidy? (asked at the search, issue 51 §12). */
export const registroUniversalExistenteSchema = registroUniversalSchema.pick({ nro_documento: true, complemento: true });

/** The answer of registrarBeneficiaria: code 1 registered, -1 refused (nothing changed). */
export interface RegistroUniversalRespuesta {
  code: 1 | -1;
  message: string;
  error: string | null;
  /** The new beneficiary's id when registered (the audit log names it). */
  id?: string | null;
}
