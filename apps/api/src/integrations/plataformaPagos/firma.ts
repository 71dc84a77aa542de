import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The payment platform signs each notification it sends us (docs/decisions/022-payment-platform.md):
 * header `x-firma` (CABECERA_FIRMA in @pb/contract) = lower-case hex of HMAC-SHA256 over the exact
 * bytes of the body, keyed with the service token of the servicios_iop row PAGOS. The check runs on
 * the raw body, before any JSON parsing: a re-serialised body would not be the bytes that were signed.
 */

/** The hex HMAC-SHA256 of a body with the service token. */
export function firmar(cuerpo: string | Buffer, token: string): string {
  return createHmac('sha256', token).update(cuerpo).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * True when `firma` is the body's signature with this token. The comparison takes the same time
 * whatever the first wrong byte (crypto.timingSafeEqual, lengths checked first, since it throws on
 * different lengths); a missing, empty or non-hex signature, or no token at all, is simply false.
 */
export function firmaValida(cuerpo: string | Buffer, firma: string | null | undefined, token: string | null | undefined): boolean {
  if (!token || typeof firma !== 'string' || !HEX_SHA256.test(firma)) return false;
  const esperada = Buffer.from(firmar(cuerpo, token), 'hex');
  const recibida = Buffer.from(firma, 'hex');
  return recibida.length === esperada.length && timingSafeEqual(recibida, esperada);
}
