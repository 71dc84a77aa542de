import { createHmac } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * What one authorization request must remember until its callback (state, nonce and the PKCE
 * verifier), kept by the browser in a short-lived HttpOnly cookie, encrypted and authenticated with
 * a key derived from the session-signing key: any copy of the server can read it back, none keeps
 * it, and the browser can neither read nor change it. The cookie is bound to the browser that
 * started the flow, so a callback carried to another browser fails its state check.
 */
export interface Flujo {
  state: string;
  nonce: string;
  verifier: string;
}

export const COOKIE_FLUJO = 'pb_ciudadania';
/** Time to sign in at the provider. */
export const FLUJO_SEGUNDOS = 600;

/** A key of its own, so that a flow cookie can never pass for a session token and the other way round. */
const clave = (secreto: Uint8Array) => new Uint8Array(createHmac('sha256', secreto).update('ciudadania-flujo').digest());

export async function sellarFlujo(secreto: Uint8Array, flujo: Flujo, ahora: Date): Promise<string> {
  const iat = Math.floor(ahora.getTime() / 1000);
  return new EncryptJWT({ ...flujo })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + FLUJO_SEGUNDOS)
    .encrypt(clave(secreto));
}

/** The flow of a cookie, or null when it is missing, expired, forged or damaged. */
export async function abrirFlujo(secreto: Uint8Array, valor: string | undefined, ahora: Date): Promise<Flujo | null> {
  if (!valor) return null;
  try {
    const { payload } = await jwtDecrypt(valor, clave(secreto), { currentDate: ahora });
    const { state, nonce, verifier } = payload;
    return typeof state === 'string' && typeof nonce === 'string' && typeof verifier === 'string' ? { state, nonce, verifier } : null;
  } catch {
    return null;
  }
}
