import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';
import { DECIMAL_MONTO, decimalACentavos } from '../dinero.js';
import { choice, safeText } from './common.js';

/*
 * The payment platform's (PPTE) payment codes (DOMAIN.md §3, §5; docs/decisions/022-payment-platform.md).
 * Money crosses the wire as decimal text with two decimals ("151.00"), never as a float, and is
 * integer centavos once read.
 */

/** A payment code's states on the platform: PENDIENTE until it is paid (PAGADO) or expires (VENCIDO). */
export const ESTADOS_CPT = ['PENDIENTE', 'PAGADO', 'VENCIDO'] as const;
export type EstadoCpt = (typeof ESTADOS_CPT)[number];

/** A payment code: ten digits. */
export const CODIGO_CPT = /^\d{10}$/;

/** The header that carries the notification's signature: hex HMAC-SHA256 of the raw body with the service token. */
export const CABECERA_FIRMA = 'x-firma';

/** An ISO 8601 date and time with its offset ("2025-03-01T14:22:05.000Z"), read as a Date. */
const fechaHora = safeText(claveZod('required'))
  .pipe(z.iso.datetime({ offset: true, error: claveZod('invalid') }))
  .transform((v) => new Date(v));

/**
 * The body of `POST /api/v1/pagos/notificacion`, which the platform sends when a code is paid:
 * `{codigo, estado, fecha_pago, monto}`, the same fields as its answer to `GET cpt/{codigo}`. The
 * platform notifies payments (estado PAGADO, with its date); a final VENCIDO (without a date) is read
 * too, so that a platform that also notifies expiry is understood. `monto` comes out in centavos.
 * The signature (CABECERA_FIRMA) is checked on the raw body before this schema reads it.
 */
export const pagoNotificacionSchema = z
  .object({
    codigo: safeText(claveZod('required')).regex(CODIGO_CPT, claveZod('invalid')),
    estado: choice(['PAGADO', 'VENCIDO']),
    fecha_pago: fechaHora.nullable(),
    monto: safeText(claveZod('required')).regex(DECIMAL_MONTO, claveZod('montoCifras')).transform(decimalACentavos),
  })
  .superRefine((v, ctx) => {
    if (v.estado === 'PAGADO' && !v.fecha_pago) ctx.addIssue({ code: 'custom', path: ['fecha_pago'], message: claveZod('required') });
    if (v.estado === 'VENCIDO' && v.fecha_pago) ctx.addIssue({ code: 'custom', path: ['fecha_pago'], message: claveZod('invalid') });
  });
/** What the platform sends (money as text). */
export type PagoNotificacionContrato = z.input<typeof pagoNotificacionSchema>;
/** A notification as read: monto in centavos, fecha_pago a Date. */
export type PagoNotificacion = z.output<typeof pagoNotificacionSchema>;
