import type { FastifyInstance } from 'fastify';
import { pagoNotificacionSchema, type PagoNotificacion } from '@pb/contract';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../core/errors.js';
import { servicio } from '../servicios.js';
import { SERVICIO_PAGOS, SISTEMA } from './client.js';
import { firmaValida } from './firma.js';

/**
 * The payment platform's signed notification (decision 022), read for the route
 * `POST /api/v1/pagos/notificacion` that modules/cpts owns: the body exactly as it came, its signature
 * checked against the PAGOS service token, then the body read with the contract's schema. The
 * signature says nothing about freshness: a repeat is the payment codes' to ignore.
 */

/** The largest notification body accepted: a few hundred bytes are expected. */
export const LIMITE_NOTIFICACION = 16 * 1024;

/**
 * In this Fastify scope (a plugin), a JSON body reaches the handler as the text that was signed
 * (`request.body` is a string), not as an object: the signature is over bytes, and parsing and
 * re-serialising would change them.
 */
export function cuerpoComoTexto(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: LIMITE_NOTIFICACION }, (_req, cuerpo, done) => done(null, cuerpo));
}

/**
 * A notification checked and read: a missing or wrong signature (or no token configured) is a 401
 * before anything of the body is looked at; a signed body that is not the contract's shape is a 400
 * naming the field. Money comes out in centavos, fecha_pago as a Date.
 */
export function leerNotificacion(cuerpo: string | Buffer, firma: string | string[] | undefined, token: string | null): PagoNotificacion {
  if (typeof firma !== 'string' || !firmaValida(cuerpo, firma, token)) throw new AppError('UNAUTHENTICATED', MENSAJES.firmaInvalida);
  let valor: unknown;
  try {
    valor = JSON.parse(typeof cuerpo === 'string' ? cuerpo : cuerpo.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION', MENSAJES.invalid);
  }
  const r = pagoNotificacionSchema.safeParse(valor);
  if (!r.success) throw AppError.fromZod(r.error);
  return r.data;
}

/** leerNotificacion with the token of the servicios_iop row PAGOS (a switched-off service is a 503). */
export async function verificarNotificacion(db: Executor, cuerpo: string | Buffer, firma: string | string[] | undefined): Promise<PagoNotificacion> {
  const { token } = await servicio(db, SERVICIO_PAGOS, SISTEMA);
  return leerNotificacion(cuerpo, firma, token);
}
