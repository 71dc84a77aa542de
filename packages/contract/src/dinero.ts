/**
 * Money (DOMAIN.md §4): numeric(14,2) in the database, integer centavos in code, never a float.
 * A decimal text ("12.5") becomes centavos (1250) and centavos become the decimal text the database
 * stores ("12.50") with integer arithmetic only.
 */

/** Up to 12 whole digits and 2 decimals: what numeric(14,2) holds. */
export const DECIMAL_MONTO = /^\d{1,12}(\.\d{1,2})?$/;

/** Centavos of a decimal text that matches DECIMAL_MONTO. */
export function decimalACentavos(texto: string): number {
  const [enteros = '0', decimales = ''] = texto.split('.');
  return Number(enteros) * 100 + Number(decimales.padEnd(2, '0'));
}

/** The decimal text of an amount in centavos, with two decimals. */
export function centavosADecimal(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`Monto en centavos inválido: ${centavos}`);
  return `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/**
 * `centesimas` hundredths of a percent of an amount in centavos (15 % is 1500), rounded half up to
 * the centavo (DOMAIN.md §4: the bonus is aguinaldo × porcentaje / 100). BigInt: no product overflows.
 */
export function porcentajeDe(centavos: number, centesimas: number): number {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || !Number.isSafeInteger(centesimas) || centesimas < 0) throw new RangeError(`Porcentaje inválido: ${centavos} × ${centesimas}`);
  return Number((BigInt(centavos) * BigInt(centesimas) + 5000n) / 10000n);
}
