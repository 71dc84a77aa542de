/** A line's amount in centavos from the price (decimal text) and the typed quantity, as the server rounds it; null when the quantity is not valid. */
export function montoLinea(precio: string, cantidad: string): number | null {
  const c = cantidad.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(c)) return null;
  const [e = '0', d = ''] = c.split('.');
  const centesimas = Number(e) * 100 + Number(d.padEnd(2, '0'));
  if (centesimas <= 0) return null;
  const [pe = '0', pd = ''] = precio.split('.');
  const centavos = Number(pe) * 100 + Number(pd.padEnd(2, '0').slice(0, 2));
  return Math.round((centavos * centesimas) / 100);
}

export const centavosATexto = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
