/** A card's states (spec part 2 §4; DOMAIN.md §3 "Card"): REGISTRADO → ASIGNADO → ANULADO. */
export const ESTADOS_TARJETA = ['REGISTRADO', 'ASIGNADO', 'ANULADO'] as const;
export type EstadoTarjeta = (typeof ESTADOS_TARJETA)[number];
