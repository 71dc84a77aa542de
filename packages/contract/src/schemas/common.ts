import { z } from 'zod';
import { MENSAJES } from '../errors.js';
import { ESTADOS } from '../estados.js';

/** A required, trimmed text of at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: MENSAJES.required }).trim().min(1, MENSAJES.required).max(max, MENSAJES.maxLength(max));

/** An optional text: empty strings become null. */
export const optionalText = (max: number) =>
  z
    .string({ error: MENSAJES.invalid })
    .trim()
    .max(max, MENSAJES.maxLength(max))
    .nullish()
    .transform((v) => (v ? v : null));

export const email = (max = 100) => requiredText(max).pipe(z.email(MENSAJES.email));
/** An enum whose message says "required" when the value is missing and "invalid" otherwise. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === null || iss.input === '' ? MENSAJES.required : MENSAJES.invalid) });

export const estado = choice(ESTADOS);
export const id = z.coerce.number({ error: MENSAJES.invalid }).int(MENSAJES.invalid).positive(MENSAJES.invalid);

/** List arguments of CONTRACT.md "Lists". */
export const listArgs = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).default(1),
  order: z
    .string()
    .regex(/^-?[a-z_]+$/i, MENSAJES.invalid)
    .optional(),
});
export type ListArgs = z.infer<typeof listArgs>;
