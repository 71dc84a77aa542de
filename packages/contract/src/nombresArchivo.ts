/**
 * The names of the files the programme downloads (issue 32): what a person reads, never an internal
 * id. A report carries the days the user chose (AAAA-MM-DD, which sorts as the calendar does), not
 * the exclusive end the server is sent; a place or a subsidy is named by its name, slugged.
 */

/** A name as a file name part: lower case, without accents, words joined by '-' ("Tienda Señor de Mayo" → "tienda-senor-de-mayo"); at most 40 characters. */
export function parteDeNombre(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/** The days chosen, first and last included: "2026-10-01-al-2026-11-27", or the one day "2026-11-27". */
export const diasElegidos = (desde: string, hasta: string): string => (desde === hasta ? desde : `${desde}-al-${hasta}`);

/** A file name of its parts, the empty ones left out: `nombreArchivo('csv', 'ventas', 'resumen', dias)` → "ventas-resumen-2026-10-01-al-2026-11-27.csv". */
export const nombreArchivo = (extension: string, ...partes: string[]): string => `${partes.filter((p) => p !== '').join('-')}.${extension}`;
