/**
 * The home's first screen is complete once its charts are drawn (or it said why not, or the role has
 * none): what the shell downloads for later (the list's code, app/layout/precargarListas.ts) waits for
 * it, so it never shares a slow line with what the person is waiting to see. The moment is a
 * performance mark, which the benchmark's browser group reads: the JS requested before it is the
 * shell's weight (decision 076).
 */
export const MARCA_PRIMERA_PANTALLA = 'pb:primera-pantalla';
/** The mark of the shell's fetch for later done (the benchmark waits for it before it opens a screen). */
export const MARCA_PRECARGA = 'pb:precarga';

let soltar: () => void = () => undefined;
const lista = new Promise<void>((resolver) => (soltar = resolver));
let hecho = false;

/** Resolves when the home's first screen is complete, or when the first screen shown is not the home. */
export function primeraPantalla(): Promise<void> {
  return lista;
}

/** The home's first screen is on screen, charts included: marked once. */
export function primeraPantallaLista(): void {
  if (hecho) return;
  hecho = true;
  performance.mark(MARCA_PRIMERA_PANTALLA);
  soltar();
}

/** Another screen was opened first (or the person left the home before its charts came): nothing to wait for. */
export function sinPrimeraPantalla(): void {
  hecho = true;
  soltar();
}
