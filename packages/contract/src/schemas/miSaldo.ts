import { z } from 'zod';
import { safeText } from './common.js';
import { codigoVerificacionSchema } from './celular.js';
import { fechaFlexible } from './segip.js';
import { claveZod } from '../mensajes/mensaje.js';

/** A beneficiary's own balance page (issue 35 §2, decision 063): her document number, digits only. */
const documento = safeText(claveZod('busquedaRequiereDocumento')).trim().min(1, claveZod('busquedaRequiereDocumento')).max(20, claveZod('maxLength', { max: 20 })).regex(/^\d{1,20}$/, claveZod('invalid'));

/** Step 1: document number and birth date. */
export const miSaldoCodigoSchema = z.object({ documento, fechaNacimiento: fechaFlexible });

/** The languages an SMS notice is written in (decision 082): the page's language when she last opened it. */
export const IDIOMAS_SMS = ['es', 'en', 'ay'] as const;
export type IdiomaSms = (typeof IDIOMAS_SMS)[number];
const idioma = z.enum(IDIOMAS_SMS, { error: claveZod('invalid') });

/**
 * Step 2: the document and birth date again (they name the person whose code it is) and the code sent
 * by SMS; `idioma`, the page's language, becomes her notices' (decision 082).
 */
export const miSaldoVerificarSchema = z.object({ documento, fechaNacimiento: fechaFlexible, codigo: codigoVerificacionSchema, idioma: idioma.optional() });

/** Her SMS notices on or off (decision 082), in the page's language. */
export const miSaldoAvisosSchema = z.object({ activo: z.boolean({ error: claveZod('invalid') }), idioma });
export type MiSaldoAvisos = z.infer<typeof miSaldoAvisosSchema>;
