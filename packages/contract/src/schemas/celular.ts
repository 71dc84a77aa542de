import { z } from 'zod';
import { id, safeText } from './common.js';
import { movilSchema } from './beneficiaria.js';
import { claveZod } from '../mensajes/mensaje.js';

/**
 * The update-beneficiary screen's phone and device calls (spec part 2 §2.16, §7; DOMAIN.md §3, §5):
 * a verification code sent by SMS to a new mobile, its check, a code for a delivery, and the mobile
 * device account's reset.
 */

/** `enviarCodigo(idPersona, numeroCelular)`: the new mobile, a Bolivian one (8 digits, 6 or 7 first). */
export const enviarCodigoSchema = z.object({ idPersona: id, numeroCelular: movilSchema });

/** The code the beneficiary read on her phone, as typed: up to 10 characters (the screen's field). */
export const codigoVerificacionSchema = safeText(claveZod('codigoRequerido')).trim().min(1, claveZod('codigoRequerido')).max(10, claveZod('invalid'));

/** `verificarCodigo(idPersona, codigo)`. */
export const verificarCodigoSchema = z.object({ idPersona: id, codigo: codigoVerificacionSchema });

/** `enviarCodigoEntrega(idBeneficiaria)`. */
export const enviarCodigoEntregaSchema = z.object({ idBeneficiaria: id });

/** `PATCH v1/dispositivos` body `{ idBeneficiaria }`. */
export const dispositivoSchema = z.object({ idBeneficiaria: id });

/**
 * `POST /api/v1/sms/respuestas`: a reply the SMS gateway received (decision 082), as the gateway posts
 * it: its id of the message, the number that wrote (digits) and the text. BAJA turns that number's
 * notices off, ALTA on again; anything else is kept by nobody.
 */
export const smsRespuestaSchema = z.object({
  id: z.union([safeText().trim().min(1, claveZod('required')).max(100, claveZod('maxLength', { max: 100 })), z.number().int().nonnegative().transform(String)]),
  numero: safeText().trim().regex(/^\d{6,15}$/, claveZod('invalid')),
  texto: safeText().max(500, claveZod('maxLength', { max: 500 })),
});
export type SmsRespuesta = z.infer<typeof smsRespuestaSchema>;
