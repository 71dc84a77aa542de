/**
 * The token-generation failure (spec part 1 §8 'No se pudo generar token.') followed by the
 * server's message; a server message that already starts with it is shown as it came.
 */
export function falloToken(base: string, servidor: string | null | undefined): string {
  const detalle = servidor?.trim();
  if (!detalle) return base;
  return detalle.startsWith(base) ? detalle : `${base} ${detalle}`;
}
