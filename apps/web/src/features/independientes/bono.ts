import { DECIMAL_MONTO, bonoEnCentavos, centavosADecimal, decimalACentavos } from '@pb/contract';

/**
 * The bonus of a year-end total as the server computes it (DOMAIN.md §4: half up, in centavos, the
 * contract's one rounding), or null while the total is not an amount. The server computes it again.
 */
export function bonoDe(aguinaldo: string, porcentaje: number | undefined): string | null {
  const texto = aguinaldo.trim();
  if (porcentaje === undefined || !DECIMAL_MONTO.test(texto)) return null;
  return centavosADecimal(bonoEnCentavos(decimalACentavos(texto), porcentaje));
}
