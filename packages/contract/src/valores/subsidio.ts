import { centavosADecimal, centesimasATextoCorto, decimalACentavos } from '../dinero.js';

/** Subsidy states (§4): CREADO → ACTIVO (needs a distribution) ↔ INACTIVO. */
export const ESTADOS_SUBSIDIO = ['CREADO', 'ACTIVO', 'INACTIVO'] as const;
export type EstadoSubsidio = (typeof ESTADOS_SUBSIDIO)[number];

/** 100 % in hundredths. */
export const CIEN_POR_CIENTO = 10_000;

/** The shortest text of a percentage in hundredths ("33.33", "10.5", "100"): what a person types, within 5 characters. */
export const porcentajeTexto = centesimasATextoCorto;

/** The text numeric(5,2) stores for a percentage in hundredths (3333 → "33.33"), by integer arithmetic. */
export const centesimasADecimal = (c: number) => centavosADecimal(c);

/** Hundredths of a stored percentage ("33.33" → 3333). */
export const decimalACentesimas = (texto: string) => decimalACentavos(texto);
