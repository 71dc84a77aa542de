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

/**
 * An amount as a person types it, in a file or a form (issue 31), in centavos; null when it is not
 * one. One decimal separator, `,` or `.`, with at most two decimals ("2751,31", "2751.31", "0,5",
 * "15000"); thousands separators only where nothing is ambiguous, both signs present and groups of
 * three ("1.234,56", "1,234.56"). "100,005" is refused, never read as a hundred thousand: the
 * system's own exports write a decimal comma, so a third decimal typed by mistake must not multiply
 * an amount by a thousand. Up to 12 whole digits (DECIMAL_MONTO). Every form reads its amounts
 * here too (issue 32): "1500,50" as the screens show it is as good as "1500.50"; the spec's own
 * messages ('soloNumerosPunto', 'montoValido') still answer a text that is not an amount at all.
 */
export function leerMonto(texto: string): number | null {
  const s = texto.trim();
  let decimal: string;
  if (/^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(s)) decimal = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(s)) decimal = s.replace(/,/g, '');
  else if (/^\d+([.,]\d{1,2})?$/.test(s)) decimal = s.replace(',', '.');
  else return null;
  return DECIMAL_MONTO.test(decimal) ? decimalACentavos(decimal) : null;
}

/**
 * What an amount or a quantity is made of: digits, with a dot or a comma only between them. A text
 * that is not is answered with the spec's message ('soloNumerosPunto'); one that is but that
 * `leerMonto` cannot read (a third decimal, thirteen digits) with how many figures it may have.
 */
export const CIFRAS_Y_SEPARADORES = /^\d+([.,]\d+)*$/;

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

/**
 * The shortest decimal text of an integer count of hundredths (250 → "2.5", 200 → "2", 5 → "0.05"):
 * a quantity or a percentage as a person types it.
 */
export const centesimasATextoCorto = (centesimas: number): string => centavosADecimal(centesimas).replace(/\.?0+$/, '');

/** Up to 6 whole digits and 2 decimals: a quantity of a food (numeric(8,2)). */
export const DECIMAL_CANTIDAD = /^\d{1,6}(\.\d{1,2})?$/;

/** The largest quantity DECIMAL_CANTIDAD holds, in hundredths (999999.99). */
const MAX_CANTIDAD = 99_999_999;

/**
 * A quantity as a person types it, in hundredths ("1,5" and "1.5" → 150), read as `leerMonto` reads
 * an amount (issue 32: one reader); null unless it is above zero and within DECIMAL_CANTIDAD.
 */
export function leerCantidad(texto: string): number | null {
  const centesimas = leerMonto(texto);
  return centesimas !== null && centesimas > 0 && centesimas <= MAX_CANTIDAD ? centesimas : null;
}

/** A sale line's amount in centavos: the unit price in centavos times the quantity in hundredths, rounded half up to the centavo. */
export const montoDeLinea = (precioCentavos: number, cantidadCentesimas: number): number => Math.round((precioCentavos * cantidadCentesimas) / 100);

/** The parameter PORCENTAJE_BONO (DOMAIN.md §1): the bonus as a percentage of the aguinaldo. */
export const PARAMETRO_PORCENTAJE_BONO = 'PORCENTAJE_BONO';
/** PORCENTAJE_BONO when the parameter is missing (and what the reference seed sets): 15 %. */
export const PORCENTAJE_BONO_POR_DEFECTO = 15;

/**
 * The bonus of an aguinaldo in centavos for a percentage as the parameter holds it (15 → 15 %,
 * 12.5 → 12.5 %): DOMAIN.md §4, rounded half up to the centavo by `porcentajeDe`.
 */
export function bonoEnCentavos(aguinaldo: number, porcentaje: number): number {
  return porcentajeDe(aguinaldo, Math.round(porcentaje * 100));
}

/**
 * The aguinaldo in centavos whose bonus is `bono` (decision 041: a spec client sends only
 * `montoBono`): bono × 100 / porcentaje, half up; null when none gives exactly that bonus (a zero
 * percentage, or one above 100 %, where not every bonus is reachable).
 */
export function aguinaldoDeBono(bono: number, porcentaje: number): number | null {
  const centesimas = Math.round(porcentaje * 100);
  if (!Number.isSafeInteger(bono) || bono < 0 || centesimas <= 0) return null;
  const aguinaldo = Number((BigInt(bono) * 20000n + BigInt(centesimas)) / (2n * BigInt(centesimas)));
  return Number.isSafeInteger(aguinaldo) && bonoEnCentavos(aguinaldo, porcentaje) === bono ? aguinaldo : null;
}

/** A decimal text ("1234.50") with the Bolivian decimal comma ("1234,50"): how every PDF and CSV prints an amount. */
export const decimalConComa = (decimal: string): string => decimal.replace('.', ',');
