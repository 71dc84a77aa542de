/**
 * An amount the server sends as a decimal text ('1234.5') written the Bolivian way ('1.234,50'),
 * from the text itself: money never passes through a floating-point number.
 */
export function formatMoney(decimal: string | null | undefined): string {
  if (decimal === null || decimal === undefined || !/^\d+(\.\d+)?$/.test(decimal)) return decimal ?? '';
  const [enteros = '0', decimales = ''] = decimal.split('.');
  return `${enteros.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${decimales.padEnd(2, '0').slice(0, 2)}`;
}
