import { z } from 'zod';
import { safeText } from './common.js';
import { codigoVerificacionSchema } from './celular.js';
import { fechaFlexible } from './segip.js';
import { MENSAJES } from '../errors.js';

/** A beneficiary's own balance page (issue 35 §2, decision 063): her document number, digits only. */
const documento = safeText(MENSAJES.busquedaRequiereDocumento).trim().min(1, MENSAJES.busquedaRequiereDocumento).max(20, MENSAJES.maxLength(20)).regex(/^\d{1,20}$/, MENSAJES.invalid);

/** Step 1: document number and birth date. */
export const miSaldoCodigoSchema = z.object({ documento, fechaNacimiento: fechaFlexible });

/** Step 2: the document and birth date again (they name the person whose code it is) and the code sent by SMS. */
export const miSaldoVerificarSchema = z.object({ documento, fechaNacimiento: fechaFlexible, codigo: codigoVerificacionSchema });

/** Step 3: what her page shows (decision 063); nothing else about her. */
export const miSaldoVistaSchema = z.object({
  nombre: z.string(),
  celular: z.string(),
  saldos: z.array(z.object({ subsidio: z.string(), saldo: z.string() })),
  movimientos: z.array(z.object({ fecha: z.string(), subsidio: z.string(), detalle: z.string(), monto: z.string() })),
  calendario: z.array(z.object({ subsidio: z.string(), asignacion: z.number().int(), desde: z.string(), hasta: z.string(), estado: z.string(), monto: z.string() })),
  oficina: z.object({ nombre: z.string(), direccion: z.string().nullable(), municipio: z.string().nullable(), telefonos: z.string().nullable() }).nullable(),
});
export type MiSaldoVista = z.infer<typeof miSaldoVistaSchema>;
