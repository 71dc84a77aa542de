/**
 * The arithmetic of the dashboard's charts (decision 076): a value axis's round ticks, and which of a
 * band axis's labels fit side by side. No drawing here, so the rules are tested without a browser.
 */

/**
 * Round ticks from 0 up to at least `max`, about `cuantas` of them, a step of 1, 2 or 5 times a power
 * of ten and never below `pasoMinimo` (a count axis never shows '0.5' of a beneficiary).
 */
export function marcas(max: number, cuantas = 5, pasoMinimo = 0): number[] {
  const tope = Number.isFinite(max) && max > 0 ? max : 0;
  const bruto = tope / cuantas;
  let paso = 1;
  if (bruto > 0) {
    const potencia = 10 ** Math.floor(Math.log10(bruto));
    const r = bruto / potencia;
    paso = (r <= 1 ? 1 : r <= 2 ? 2 : r <= 5 ? 5 : 10) * potencia;
  }
  paso = Math.max(paso, pasoMinimo || 0);
  const n = Math.max(1, Math.ceil(tope / paso - 1e-9));
  // Multiplied, not added up, so that a step of 0.1 does not drift (0.30000000000000004).
  return Array.from({ length: n + 1 }, (_, i) => Number((i * paso).toPrecision(12)));
}

/** A label's width in pixels at a 12 px font, near enough to keep labels from overlapping. */
export const anchoTexto = (texto: string) => texto.length * 6.6 + 8;

/** Show every `n`-th label of a band axis so that none overlaps the next (1: all of them). */
export function cadaCuantas(etiquetas: string[], anchoBanda: number): number {
  const mayor = Math.max(0, ...etiquetas.map(anchoTexto));
  if (anchoBanda <= 0) return 1;
  return Math.max(1, Math.ceil(mayor / anchoBanda));
}
