import type { Contexto } from './contexto.js';

/**
 * A group of measures of issue 14 (reads, writes, exports, start): it runs against the loaded
 * database and the running server, answers its figures for results.json and its part of RESULTS.md.
 */
export interface Grupo<T = unknown> {
  /** Its key in results.json and in `--grupos`. */
  clave: string;
  /** Its heading in RESULTS.md. */
  titulo: string;
  medir(ctx: Contexto): Promise<T>;
  /** Its section of RESULTS.md, below the heading: tables of figures and what they are measured against. */
  markdown(r: T): string[];
}
