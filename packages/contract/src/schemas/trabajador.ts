import { z } from 'zod';
import { choice, id, optionalText, requiredText } from './common.js';
import { fechaFlexible, fechaFlexibleFutura } from './segip.js';
import { movilSchema } from './beneficiaria.js';
import { GENEROS } from '../estados.js';
import { claveZod } from '../mensajes/mensaje.js';

/**
 * `POST v1/beneficiarias/crear_personas` (spec part 2 §2.4 step 1, §7): bring the entity's workers
 * from the OVT. The spec's `id_usuario` is the caller's; the server takes it from the session.
 */
export const sincronizarTrabajadoresSchema = z.object({ id_entidad: id, id_usuario: id.optional() });

const documentoCi = requiredText(12).regex(/^\d{1,12}$/, claveZod('soloEnteros'));
/** Optional here: a worker or beneficiary may have no mobile (DOMAIN.md §3: then ACTIVO). */
const movil = z.preprocess((v) => (v === '' ? null : v), movilSchema.nullish()).transform((v) => v ?? null);
const entero = (min: number, max: number) => z.coerce.number({ error: claveZod('invalid') }).int(claveZod('invalid')).min(min, claveZod('invalid')).max(max, claveZod('invalid'));

/** `POST v1/ovt/obtener_titular` (spec part 2 §2.6): the insured worker by document, max 12 digits, integer only. */
export const obtenerTitularSchema = z.object({
  nit: requiredText(25),
  matricula: requiredText(50),
  nroCi: documentoCi,
});

/**
 * `POST v1/ovt/registrar_beneficiaria` (spec part 2 §3 "Beneficiary registration payload"), the fields
 * the server uses: the titular (checked again with the OVT), the beneficiary (the titular itself
 * with `mismo`, or a person checked again with SEGIP), the subsidy, the assignment range, the start
 * date and who collects. The spec's `_user_created`, `_created_at`, `estado` and the rest are set by
 * the server. The spec's payload has no `nit` or `matricula`: an employer's come from its own entity
 * (decision 041); programme staff, who register for any employer, name it with `nit`.
 */
export const registrarBeneficiariaSchema = z
  .object({
    nit: optionalText(25),
    matricula: optionalText(50),
    mismo: z.boolean({ error: claveZod('invalid') }).default(false),
    personaTitular: z.object({
      persona: z.object({ nro_documento: documentoCi, complemento: optionalText(2).transform((v) => v?.toUpperCase() ?? null), movil }),
      id_subsidio: id,
      titular_cobro: z.boolean({ error: claveZod('invalid') }).default(true),
      nroAsignacionInicio: entero(1, 9999),
      nroAsignacionFin: entero(1, 9999),
      fechaInicio: fechaFlexibleFutura,
      nroHijos: entero(0, 9).nullish(),
      fechaNacidoVivo: fechaFlexible.nullish(),
      observaciones: optionalText(500),
    }),
    personaBeneficiaria: z
      .object({
        persona: z.object({
          nro_documento: documentoCi,
          complemento: optionalText(2).transform((v) => v?.toUpperCase() ?? null),
          fecha_nacimiento: fechaFlexible,
          genero: choice(GENEROS).default('F'),
          movil,
        }),
      })
      .nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.mismo && !v.personaBeneficiaria) ctx.addIssue({ code: 'custom', path: ['personaBeneficiaria'], message: claveZod('beneficiariaRequerida') });
    if (v.personaTitular.nroAsignacionInicio > v.personaTitular.nroAsignacionFin)
      ctx.addIssue({ code: 'custom', path: ['personaTitular', 'nroAsignacionFin'], message: claveZod('asignacionInvalida') });
  });

export type RegistroBeneficiaria = z.infer<typeof registrarBeneficiariaSchema>;
