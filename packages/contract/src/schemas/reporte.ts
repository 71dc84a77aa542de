import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';
import { id, safeText } from './common.js';

/** The widest range a report covers (from inclusive, toPlusOne exclusive). */
export const REPORTE_MAX_DIAS = 366;

/** A Bolivian day AAAA-MM-DD that exists. */
const dia = safeText(claveZod('required')).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), claveZod('fechaInvalida'));

const diasEntre = (desde: string, hasta: string) => Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000);

/**
 * A report's range: `{from}` and `{toPlusOne}` as the spec sends them (the last day plus one, so
 * `toPlusOne` is exclusive); from before toPlusOne, at most REPORTE_MAX_DIAS days.
 */
const rango = z
  .object({ from: dia, toPlusOne: dia })
  .refine((r) => r.from < r.toPlusOne, { message: claveZod('reporteRangoInvalido'), path: ['toPlusOne'] })
  .refine((r) => diasEntre(r.from, r.toPlusOne) <= REPORTE_MAX_DIAS, { message: claveZod('reporteRangoMaximo'), path: ['toPlusOne'] });

export const TIPOS_REPORTE = ['resumen', 'detallado'] as const;
export type TipoReporte = (typeof TIPOS_REPORTE)[number];
const tipo = z.enum(TIPOS_REPORTE, { error: claveZod('reporteTipoInvalido') });

/** `GET /api/v1/gastos/{from}/{toPlusOne}?tipo=` and `GET /api/v1/ventas/{from}/{toPlusOne}?tipo=`. */
export const reporteRangoSchema = rango;
export const reporteTipoSchema = z.object({ tipo: tipo.default('resumen') });

/** `GET /api/v1/sucursales/{id}/ventas/{from}/{toPlusOne}`: one point of sale's sales. */
export const reporteVentasSucursalSchema = z.object({ id });

/** `GET /api/v1/pendientes/{tipo}/{idMunicipio}/{idSubsidio}`: beneficiaries with enabled, undelivered calendars. */
export const reportePendientesSchema = z.object({ tipo, idMunicipio: id, idSubsidio: id });
