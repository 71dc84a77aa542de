import type { ListColumn } from './types';

/** A column's least width when it shares the list's width with others (the data grid's `minWidth`). */
export const MINIMO_COMPARTIDA = 100;

/** The list's sort: a column and its direction (none: the list's `defaultOrder`). */
export interface Orden {
  field: string;
  desc: boolean;
}

/** A header's click, as the data grid sorted: ascending, then descending, then back to the list's default. */
export function siguienteOrden(actual: Orden | null, field: string): Orden | null {
  if (actual?.field !== field) return { field, desc: false };
  return actual.desc ? null : { field, desc: true };
}

type Medidas = Pick<ListColumn<unknown>, 'width' | 'flex'>;

/**
 * Each column's width for a table laid out with `table-layout: fixed`, as the data grid sized them: a
 * `width` in pixels as it is; the others share what the fixed ones leave of the `disponible` width in
 * proportion to their `flex` (1 by default), none under 100 px (a column that would be narrower gets
 * 100 px and the others share the rest). `minimo` is the table's width (under it, it scrolls sideways).
 * Before the list is measured (`disponible` unknown), the shared columns get percentages that add up
 * to 100 %: a fixed layout gives percentage columns what the fixed ones leave, in proportion.
 */
export function anchosColumnas(columns: readonly Medidas[], disponible?: number): { anchos: string[]; minimo: number } {
  const fijo = columns.reduce((s, c) => s + (c.width ?? 0), 0);
  const flex = (c: Medidas) => c.flex ?? 1;
  if (!disponible) {
    const flexTotal = columns.reduce((s, c) => s + (c.width ? 0 : flex(c)), 0);
    return {
      anchos: columns.map((c) => (c.width ? `${c.width}px` : `${((100 * flex(c)) / flexTotal).toFixed(4)}%`)),
      minimo: columns.reduce((s, c) => s + (c.width ?? MINIMO_COMPARTIDA), 0),
    };
  }
  const px = columns.map((c) => c.width ?? 0);
  let libres = columns.flatMap((c, i) => (c.width ? [] : [i]));
  let resto = Math.max(0, disponible - fijo);
  while (libres.length > 0) {
    const total = libres.reduce((s, i) => s + flex(columns[i]!), 0);
    const estrechas = libres.filter((i) => (resto * flex(columns[i]!)) / total < MINIMO_COMPARTIDA);
    if (estrechas.length === 0) {
      for (const i of libres) px[i] = Math.floor((resto * flex(columns[i]!)) / total);
      break;
    }
    for (const i of estrechas) px[i] = MINIMO_COMPARTIDA;
    resto = Math.max(0, resto - estrechas.length * MINIMO_COMPARTIDA);
    libres = libres.filter((i) => !estrechas.includes(i));
  }
  return { anchos: px.map((w) => `${w}px`), minimo: px.reduce((s, w) => s + w, 0) };
}
