import { decimalACentavos, leerCantidad, montoDeLinea } from '@pb/contract/valores';

/** A line's amount in centavos from the price (decimal text) and the typed quantity (`,` or `.` for decimals, `leerCantidad`), as the server rounds it; null when the quantity is not valid. */
export function montoLinea(precio: string, cantidad: string): number | null {
  const centesimas = leerCantidad(cantidad);
  return centesimas === null ? null : montoDeLinea(decimalACentavos(precio), centesimas);
}

