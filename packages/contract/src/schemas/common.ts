import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';
import { ESTADOS } from '../estados.js';
import { TODOS } from '../valores/common.js';

/** The start of every text field: a string without U+0000, which PostgreSQL text cannot store. */
export const safeText = (error: string = claveZod('invalid')) => z.string({ error }).refine((v) => !v.includes('\u0000'), claveZod('caracterNoPermitido'));

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) => safeText(claveZod('required')).trim().min(1, claveZod('required')).max(max, claveZod('maxLength', { max }));

/**
 * A required name or number of one line (a payroll's name, a C31 number): what a mail's subject or
 * greeting carries as it was written, so no line break, tab or other control character (issue 51 §15).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;
export const oneLineText = (max: number) => requiredText(max).refine((v) => !CONTROL.test(v), claveZod('unaLinea'));
export const optionalOneLineText = (max: number) => optionalText(max).refine((v) => v === null || !CONTROL.test(v), claveZod('unaLinea'));

/** An optional text: empty strings become null. */
export const optionalText = (max: number) =>
  safeText()
    .trim()
    .max(max, claveZod('maxLength', { max }))
    .nullish()
    .transform((v) => (v ? v : null));

export const email = (max = 100) => requiredText(max).pipe(z.email(claveZod('email')));
/** An enum whose message says "required" when the value is missing and "invalid" otherwise. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? claveZod('required') : claveZod('invalid')) });

export const estado = choice(ESTADOS);

/** A list's filter by one of `valores` (a state, a type); TODOS or nothing filters nothing (null). */
export const filtroDe = <const T extends readonly [string, ...string[]]>(valores: T) =>
  z
    .enum([...valores, TODOS], { error: claveZod('invalid') })
    .nullish()
    .transform((v) => (v && v !== TODOS ? (v as T[number]) : null));

/** The state filter of a list whose rows are ACTIVO or INACTIVO. */
export const estadoFiltro = filtroDe(ESTADOS);

/** The largest value of a PostgreSQL integer (serial) column. */
export const MAX_ID = 2_147_483_647;
const DIGITOS = /^\d{1,20}$/;
const vacio = (v: unknown) => v === undefined || v === null || v === '';

/**
 * A whole number between min and max, as a JSON number or a string of decimal digits and nothing
 * else: " 7 ", "0x10", "1e3" or "7.0" are not numbers a person typed (GraphQL sends ID as a string).
 */
export const entero = (min: number, max: number) =>
  z
    .union([z.number(), z.string()], { error: (iss) => (vacio(iss.input) ? claveZod('required') : claveZod('invalid')) })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : DIGITOS.test(v) ? Number(v) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: vacio(v) ? claveZod('required') : claveZod('invalid') });
        return z.NEVER;
      }
      return n;
    });

/** The id of a row of a serial column: 1 to 2³¹−1. */
export const id = entero(1, MAX_ID);
/** The id of a row of a bigserial column (e.g. logs), up to the largest integer JavaScript holds exactly. */
export const bigId = entero(1, Number.MAX_SAFE_INTEGER);

/** List arguments of CONTRACT.md "Lists". */
export const listArgs = z.object({
  limit: entero(1, 100).default(10),
  page: entero(1, MAX_ID).default(1),
  order: safeText()
    .regex(/^-?[a-z_]+$/i, claveZod('invalid'))
    .optional(),
});
export type ListArgs = z.infer<typeof listArgs>;

/** The body of a call that takes none (the path says everything): nothing, or an empty object; any field is refused. */
export const sinCuerpoSchema = z.object({}).strict().nullish();
