import { bonoEnCentavos, centavosADecimal, leerMonto } from '@pb/contract/valores';

/**
 * The bonus of a year-end total as the server computes it (DOMAIN.md §4: half up, in centavos, the
 * contract's one rounding), or null while the total is not an amount. The total is read as every
 * form reads an amount (`leerMonto`: "2500,50" or "2500.50", issue 32). The server computes it again.
 */
export function bonoDe(aguinaldo: string, porcentaje: number | undefined): string | null {
  const centavos = leerMonto(aguinaldo);
  if (porcentaje === undefined || centavos === null) return null;
  return centavosADecimal(bonoEnCentavos(centavos, porcentaje));
}
