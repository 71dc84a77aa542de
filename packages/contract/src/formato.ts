/**
 * How a number is written for a person, one way per language (issue 32, item 12): screens, charts and
 * PDFs write money, counts and percentages through these functions and nothing else. Spanish and
 * Aymara write the Bolivian way ('1.864,98'), English the other way round ('1,864.98'). CSV files keep
 * their own plain form (`decimalConComa`: no thousands separator), so that a file the system writes
 * reads back in.
 */

export type IdiomaNumeros = 'es' | 'en' | 'ay';

const SEPARADORES: Record<IdiomaNumeros, { miles: string; decimal: string }> = {
  es: { miles: '.', decimal: ',' },
  ay: { miles: '.', decimal: ',' },
  en: { miles: ',', decimal: '.' },
};

const separadores = (idioma: string) => SEPARADORES[idioma as IdiomaNumeros] ?? SEPARADORES.es;
const agrupar = (enteros: string, miles: string) => enteros.replace(/\B(?=(\d{3})+(?!\d))/g, miles);

/**
 * An amount the system holds as a decimal text ('1234.5') with two decimals and its thousands
 * ('1.234,50'), from the text itself: money never passes through a floating-point number. What is
 * not an amount is returned as it came.
 */
export function formatoMonto(decimal: string | null | undefined, idioma = 'es'): string {
  if (decimal === null || decimal === undefined) return '';
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!m) return decimal;
  const { miles, decimal: coma } = separadores(idioma);
  return `${m[1]}${agrupar(m[2]!, miles)}${coma}${(m[3] ?? '').padEnd(2, '0').slice(0, 2)}`;
}

/** An amount in bolivianos as a person reads it, its currency first ('Bs 1.234,50'; 'Bs 1,234.50' in English): `formatoMonto` of the decimal text. */
export const formatoBs = (decimal: string, idioma = 'es'): string => `Bs ${formatoMonto(decimal, idioma)}`;

/** A count ('8.000', '1,250' in English); a count is whole, so a fraction is rounded. */
export function formatoEntero(n: number, idioma = 'es'): string {
  if (!Number.isFinite(n)) return String(n);
  const entero = Math.round(n);
  return `${entero < 0 ? '-' : ''}${agrupar(String(Math.abs(entero)), separadores(idioma).miles)}`;
}

/** A number with up to `decimales` decimals, none when whole ('12,5', '15'): a percentage or a quantity. */
export function formatoDecimal(n: number, idioma = 'es', decimales = 2): string {
  if (!Number.isFinite(n)) return String(n);
  const { miles, decimal } = separadores(idioma);
  const [enteros = '0', fraccion = ''] = Math.abs(n).toFixed(decimales).split('.');
  const corta = fraccion.replace(/0+$/, '');
  const signo = n < 0 && (Number(enteros) > 0 || corta) ? '-' : '';
  return `${signo}${agrupar(enteros, miles)}${corta ? decimal + corta : ''}`;
}

/** A percentage ('12,5 %'; '12.5%' in English). */
export function formatoPorcentaje(n: number, idioma = 'es'): string {
  return idioma === 'en' ? `${formatoDecimal(n, idioma)}%` : `${formatoDecimal(n, idioma)} %`;
}
