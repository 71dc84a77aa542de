import { cantidadACentesimas, decimalACentavos, montoDeLinea } from '@pb/contract';

/** A line's amount in centavos from the price (decimal text) and the typed quantity (`,` or `.` for decimals), as the server rounds it; null when the quantity is not valid. */
export function montoLinea(precio: string, cantidad: string): number | null {
  const centesimas = cantidadACentesimas(cantidad.trim().replace(',', '.'));
  return centesimas === null ? null : montoDeLinea(decimalACentavos(precio), centesimas);
}
