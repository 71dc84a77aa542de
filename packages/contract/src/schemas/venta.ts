import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';
import { leerCantidad } from '../dinero.js';
import { id, optionalText, safeText } from './common.js';
import { uuidTarjeta } from './tarjeta.js';

/**
 * Purchases at points of sale (issue 17): a provider's system (API token) or its cashier sells to a
 * beneficiary identified by an SMS purchase code or her card; the provider's transaction id makes a
 * retry the same sale.
 */

/** A provider's own transaction id: letters, digits and . _ : - (a UUID, a number, a ticket). */
const TRANSACCION = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
const idTransaccion = safeText(claveZod('required')).trim().min(1, claveZod('required')).max(100, claveZod('maxLength', { max: 100 })).regex(TRANSACCION, claveZod('invalid'));

/** A document number (digits) and its complemento, as the cashier types them. */
const nroDocumento = safeText(claveZod('busquedaRequiereDocumento')).trim().min(1, claveZod('busquedaRequiereDocumento')).max(20, claveZod('maxLength', { max: 20 })).regex(/^\d{1,20}$/, claveZod('invalid'));
const complemento = optionalText(2).refine((v) => v === null || /^[0-9A-Za-z]{1,2}$/.test(v), claveZod('invalid')).transform((v) => (v ? v.toUpperCase() : null));

/** A quantity greater than zero with at most 2 decimals, as hundredths ("1.5" or "1,5" → 150; `leerCantidad`). */
export const cantidadVenta = z
  .union([z.number(), z.string()], { error: claveZod('ventaCantidadInvalida') })
  .transform((v, ctx) => {
    const texto = typeof v === 'number' ? String(v) : v.trim();
    const centesimas = leerCantidad(texto);
    if (centesimas === null) {
      ctx.addIssue({ code: 'custom', message: claveZod('ventaCantidadInvalida') });
      return z.NEVER;
    }
    return centesimas;
  });

const beneficiariaVenta = {
  nro_documento: nroDocumento,
  complemento,
  id_subsidio: id.nullish().transform((v) => v ?? 1),
};

/** One of the two ways she identifies herself: her SMS purchase code or her card (decision 030). */
const medioRequerido = { message: claveZod('ventaMedioRequerido'), path: ['codigo'] };
const unMedio = (v: { codigo: string | null; uuid_tarjeta: string | null }) => (v.codigo === null) !== (v.uuid_tarjeta === null);
const medio = {
  codigo: optionalText(20),
  uuid_tarjeta: uuidTarjeta.nullish().transform((v) => v ?? null),
};

export const ventaSchema = z
  .object({
    /** The point of sale; a cashier's own point of sale replaces it. */
    id_sucursal: id.nullish().transform((v) => v ?? null),
    ...beneficiariaVenta,
    id_transaccion: idTransaccion,
    items: z
      .array(z.object({ id_alimento: id, cantidad: cantidadVenta }), { error: claveZod('ventaItemsRequeridos') })
      .min(1, claveZod('ventaItemsRequeridos'))
      .max(100, claveZod('maxLength', { max: 100 }))
      .refine((items) => new Set(items.map((i) => i.id_alimento)).size === items.length, claveZod('ventaProductoRepetido')),
    ...medio,
  })
  .refine(unMedio, medioRequerido);
export type VentaInput = z.infer<typeof ventaSchema>;

export const codigoVentaSchema = z.object({ id_sucursal: id.nullish().transform((v) => v ?? null), ...beneficiariaVenta });

/** The look-up at the counter: by document only; it answers no balance (decision 030). */
export const beneficiariaVentaSchema = z.object({ nro_documento: nroDocumento, complemento });

/** She identifies herself (SMS code, not spent, or card) before her name and balance are shown. */
export const identificarVentaSchema = z.object({ ...beneficiariaVenta, ...medio }).refine(unMedio, medioRequerido);
export type IdentificarVentaInput = z.infer<typeof identificarVentaSchema>;

/** In a path the id is taken as sent: a blank around it is not the same id. */
export const reversoVentaParamsSchema = z.object({ idTransaccion: safeText(claveZod('required')).max(100, claveZod('maxLength', { max: 100 })).regex(TRANSACCION, claveZod('invalid')) });
/** A sale's id (bigserial, but ids past 2³¹ are not expected in this programme's life: refused like other ids). */
export const reciboVentaParamsSchema = z.object({ id });
