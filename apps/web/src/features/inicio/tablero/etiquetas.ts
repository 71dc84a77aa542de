import type { TFunction } from 'i18next';
import { formatCount } from '../../../components/money';

/** 'AAAA-MM' as the month's short name in the user's language and its year ('nov. 2026'). */
export function etiquetaMes(t: TFunction, mes: string): string {
  const [anio, numero] = mes.split('-');
  const nombres = t('tablero.meses').split(',');
  return `${nombres[Number(numero) - 1] ?? numero} ${anio}`;
}

/** A week by its Monday ('AAAA-MM-DD'), as "week of 16/11". */
export function etiquetaSemana(t: TFunction, lunes: string): string {
  const [, mes, dia] = lunes.split('-');
  return t('tablero.semanaDe', { fecha: `${dia}/${mes}` });
}

/** A decimal text as a number, for drawing only: the numbers read are always formatted from the text. */
export const valor = (decimal: string | null) => (decimal === null ? 0 : Number(decimal));

/** The money axis: whole bolivianos with the thousands of the user's language ('8.000'). */
export const ejeMontos = { ancho: 70, formato: (v: number) => formatCount(v) };

/** A count axis: whole steps only (never '0.5' of a beneficiary), grouped the way of the language. */
export const ejeConteos = { pasoMinimo: 1, formato: (v: number) => formatCount(v) };
