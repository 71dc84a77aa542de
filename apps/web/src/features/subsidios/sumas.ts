import { CIEN_POR_CIENTO, decimalACentesimas, porcentajeTexto } from '@pb/contract/valores';

/** Hundredths of a percentage as typed, or null while it is not one ('', '33.', 'abc'). */
export function centesimas(texto: string): number | null {
  const v = texto.trim();
  return /^\d{1,3}(\.\d{1,2})?$/.test(v) ? decimalACentesimas(v) : null;
}

/** The live sum of typed percentages (integers of hundredths: 33.33 + 33.33 + 33.34 is 100) and whether it is exactly 100. */
export function suma(textos: string[]): { texto: string; completa: boolean } {
  const total = textos.reduce((s, x) => s + (centesimas(x) ?? 0), 0);
  return { texto: porcentajeTexto(total), completa: total === CIEN_POR_CIENTO };
}
