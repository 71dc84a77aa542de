import { z } from 'zod';
import { safeText } from './common.js';
import { codigoVerificacionSchema } from './celular.js';
import { fechaFlexible } from './segip.js';
import { claveZod } from '../mensajes/mensaje.js';

/** A beneficiary's own balance page (issue 35 §2, decision 063): her document number, digits only. */
const documento = safeText(claveZod('busquedaRequiereDocumento')).trim().min(1, claveZod('busquedaRequiereDocumento')).max(20, claveZod('maxLength', { max: 20 })).regex(/^\d{1,20}$/, claveZod('invalid'));

/** Step 1: document number and birth date. */
export const miSaldoCodigoSchema = z.object({ documento, fechaNacimiento: fechaFlexible });

/** Step 2: the document and birth date again (they name the person whose code it is) and the code sent by SMS. */
export const miSaldoVerificarSchema = z.object({ documento, fechaNacimiento: fechaFlexible, codigo: codigoVerificacionSchema });
