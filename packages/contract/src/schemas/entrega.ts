import { z } from 'zod';
import { claveZod } from '../mensajes/mensaje.js';
import { choice, id, optionalText } from './common.js';

/**
 * Deliveries at the counter and statements (spec part 2 §2.12 Extractos, §2.16, §3 "Delivery
 * record"; decision 026).
 */

/** How the beneficiary proves she is at the counter: her assigned card, or a code sent by SMS. */
export const MEDIOS_ENTREGA = ['TARJETA', 'SMS'] as const;
export type MedioEntrega = (typeof MEDIOS_ENTREGA)[number];

/** A document number, with its complemento if any ("1234567", "1234567-1A"). */
const DOCUMENTO = /^\d{1,20}(-[0-9A-Za-z]{1,2})?$/;

const documento = (v: z.ZodString) =>
  v
    .min(1, claveZod('busquedaRequiereDocumento'))
    .max(25, claveZod('maxLength', { max: 25 }))
    .regex(DOCUMENTO, claveZod('invalid'));

/** A document number as typed at the counter (the search of §2.16): trimmed. */
export const documentoBusqueda = documento(z.string({ error: claveZod('busquedaRequiereDocumento') }).trim());

export const buscarEntregaSchema = z.object({ persona_nro_documento: documentoBusqueda });

export const entregarPaqueteSchema = z.object({
  idBeneficiaria: id,
  idSucursal: id,
  medio: choice(MEDIOS_ENTREGA),
  uuidTarjeta: optionalText(50).transform((v) => (v ? v.toUpperCase() : null)),
  codigo: optionalText(20),
});
export type EntregarPaquete = z.infer<typeof entregarPaqueteSchema>;

/** The `{ci}` of a statement's path: exactly a document number (the browser trims what was typed). */
export const extractoParamsSchema = z.object({ ci: documento(z.string({ error: claveZod('busquedaRequiereDocumento') })) });

