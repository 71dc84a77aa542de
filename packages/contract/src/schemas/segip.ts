import { z } from 'zod';
import { choice, optionalText, requiredText, safeText } from './common.js';
import { claveZod } from '../mensajes/mensaje.js';
import { TIPOS_DOCUMENTO } from '../estados.js';

/** A date as DD/MM/YYYY or YYYY-MM-DD, returned as YYYY-MM-DD: a real day from 1900, of the past unless `futura`. */
const fechaTexto = (futura: boolean) =>
  safeText(claveZod('required'))
    .trim()
    .min(1, claveZod('required'))
    .transform((v, ctx) => {
      const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v) ?? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
      const iso = m ? (v.includes('/') ? `${m[3]}-${m[2]}-${m[1]}` : v) : '';
      const d = new Date(`${iso}T00:00:00Z`);
      if (!iso || Number.isNaN(d.getTime()) || !d.toISOString().startsWith(iso) || d.getUTCFullYear() < 1900 || (!futura && d > new Date())) {
        ctx.addIssue({ code: 'custom', message: claveZod('invalid') });
        return z.NEVER;
      }
      return iso;
    });

/** A birth date, a date a person was born alive…: a real day of the past. */
export const fechaFlexible = fechaTexto(false);
/** A start date of an assignment: a real day, which may be ahead (the beneficiaries' import accepts it too, issue 32). */
export const fechaFlexibleFutura = fechaTexto(true);

export const segipBusquedaSchema = z.object({
  documento: requiredText(25).regex(/^\d{1,20}(-[0-9A-Za-z]{1,2})?$/, claveZod('invalid')),
  fechaNacimiento: fechaFlexible,
});

const nombre = (max: number) => optionalText(max).transform((v) => (v ? v.toUpperCase() : null));

export const segipContrastacionSchema = z
  .object({
    tipo_documento: choice(TIPOS_DOCUMENTO),
    numero_documento: requiredText(20).regex(/^\d+$/, claveZod('invalid')),
    complemento: nombre(2),
    nombres: requiredText(100).transform((v) => v.toUpperCase()),
    primer_apellido: nombre(100),
    segundo_apellido: nombre(100),
    nacionalidad: requiredText(50),
    fecha_nacimiento: fechaFlexible,
  })
  .refine((v) => v.primer_apellido || v.segundo_apellido, { message: claveZod('alMenosUnApellido'), path: ['primer_apellido'] });

export type SegipContrastacionInput = z.infer<typeof segipContrastacionSchema>;
