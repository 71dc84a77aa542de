import { formatoBs, formatoDecimal, formatoEntero, formatoMonto } from '@pb/contract/valores';
import { currentLanguage } from '../i18n/core';

/**
 * An amount the server sends as a decimal text ('1234.5') written the way of the user's language
 * ('1.234,50'; '1,234.50' in English), from the text itself: money never passes through a float.
 */
export const formatMoney = (decimal: string | null | undefined): string => formatoMonto(decimal, currentLanguage());

/** An amount in bolivianos, its currency first, in the user's language ('Bs 1.234,50'). */
export const formatBs = (decimal: string): string => formatoBs(decimal, currentLanguage());

/** A count in the user's language ('8.000'). */
export const formatCount = (n: number): string => formatoEntero(n, currentLanguage());

/** A percentage or a quantity in the user's language, with only the decimals it has ('12,5'). */
export const formatDecimal = (n: number): string => formatoDecimal(n, currentLanguage());
