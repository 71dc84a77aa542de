import { centesimasATextoCorto, decimalACentavos, leerCantidad, montoDeLinea } from '@pb/contract';

/** A line's amount in centavos from the price (decimal text) and the typed quantity (`,` or `.` for decimals, `leerCantidad`), as the server rounds it; null when the quantity is not valid. */
export function montoLinea(precio: string, cantidad: string): number | null {
  const centesimas = leerCantidad(cantidad);
  return centesimas === null ? null : montoDeLinea(decimalACentavos(precio), centesimas);
}

/** The typed quantity as the sale sends it ("1,5" → "1.5"); as typed when it is not one, for the server to refuse. */
export function cantidadEnviada(cantidad: string): string {
  const centesimas = leerCantidad(cantidad);
  return centesimas === null ? cantidad.trim() : centesimasATextoCorto(centesimas);
}
