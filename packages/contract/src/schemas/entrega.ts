import { z } from 'zod';
import { MENSAJES } from '../errors.js';
import { choice, id, optionalText } from './common.js';

/**
 * Deliveries at the counter and statements (spec part 2 §2.12 Extractos, §2.16, §3 "Delivery
 * record"; decision 026).
 */

/** How the beneficiary proves she is at the counter: her assigned card, or a code sent by SMS. */
export const MEDIOS_ENTREGA = ['TARJETA', 'SMS'] as const;
export type MedioEntrega = (typeof MEDIOS_ENTREGA)[number];

/** A document number as typed at the counter (the search of §2.16, the statements of §2.12). */
export const documentoBusqueda = z
  .string({ error: MENSAJES.busquedaRequiereDocumento })
  .trim()
  .min(1, MENSAJES.busquedaRequiereDocumento)
  .max(25, MENSAJES.maxLength(25))
  .refine((v) => !v.includes('\u0000'), MENSAJES.caracterNoPermitido);

export const buscarEntregaSchema = z.object({ persona_nro_documento: documentoBusqueda });

export const entregarPaqueteSchema = z.object({
  idBeneficiaria: id,
  idSucursal: id,
  medio: choice(MEDIOS_ENTREGA),
  uuidTarjeta: optionalText(50).transform((v) => (v ? v.toUpperCase() : null)),
  codigo: optionalText(20),
});
export type EntregarPaquete = z.infer<typeof entregarPaqueteSchema>;

export const extractoParamsSchema = z.object({ ci: documentoBusqueda });

