import { porcentajeDe } from '@pb/contract';

/** The bonus of an aguinaldo in centavos for a percentage as the parameter holds it (15 → 15 %): DOMAIN.md §4, through the contract's one rounding. */
export function bonoEnCentavos(aguinaldo: number, porcentaje: number): number {
  return porcentajeDe(aguinaldo, Math.round(porcentaje * 100));
}
