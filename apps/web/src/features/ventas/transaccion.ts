import { fechaBolivia } from '@pb/contract/valores';

/** Crockford's base 32: no I, L, O or U, so a number read aloud or copied by hand is not misread. */
const LETRAS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The number of a sale made at this counter (its idempotency key, printed on the receipt as
 * "Transacción"): the Bolivian day and 8 random characters ('V-20261127-8H3KQ2MZ'), 40 random bits,
 * which a person can read out and find in the provider's reports.
 */
export function numeroTransaccion(ahora: Date = new Date()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const sufijo = Array.from(bytes, (b) => LETRAS[b % 32]).join('');
  return `V-${fechaBolivia(ahora).replace(/-/g, '')}-${sufijo}`;
}
