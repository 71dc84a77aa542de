// The library's own entry without its 70-odd languages (its Node entry registers them all: about 2 MB of heap): Spanish alone is registered below.
import countries from 'i18n-iso-countries/index.js';
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { PARAMETRO_PORCENTAJE_BONO, PORCENTAJE_BONO_POR_DEFECTO } from '@pb/contract';
import type { Ctx } from '../../core/context.js';
import { parametroNumero } from '../parametros/read.js';

countries.registerLocale(es);

/** The ISO 3166 countries with their Spanish names, in Spanish alphabetical order (read once). */
const PAISES = Object.entries(countries.getNames('es', { select: 'official' }))
  .map(([codigo, nombre]) => ({ codigo, nombre }))
  .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));

/** The bonus percentage of the aguinaldo (parameter PORCENTAJE_BONO: DOMAIN.md §1). */
export async function porcentajeBono(ctx: Ctx): Promise<{ porcentaje: number }> {
  return { porcentaje: await parametroNumero(ctx.db, PARAMETRO_PORCENTAJE_BONO, PORCENTAJE_BONO_POR_DEFECTO) };
}

/** The countries a foreign beneficiary may come from. */
export function paises(): { paises: Array<{ codigo: string; nombre: string }> } {
  return { paises: PAISES };
}
