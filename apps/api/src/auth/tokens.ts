import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  sid: string;
  sub: string;
}

export async function signToken(secret: Uint8Array, claims: TokenClaims, now: Date, expires: Date): Promise<string> {
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(secret);
}

interface Verificado extends TokenClaims {
  nbf?: number;
  exp?: number;
}

/**
 * Tokens whose signature already verified, per key: a token is a fixed string, so its signature
 * holds for that key forever; only its times are checked again (as jose does, to the second).
 * Only valid tokens enter; the oldest goes when it is full.
 */
const verificados = new WeakMap<Uint8Array, Map<string, Verificado>>();
const MAX_VERIFICADOS = 10_000;

const vigente = (v: Verificado, now: Date) => {
  const segundos = Math.floor(now.getTime() / 1000);
  return (v.nbf === undefined || v.nbf <= segundos) && (v.exp === undefined || v.exp > segundos);
};

/** The claims of a valid token, or null for a forged, malformed or expired one. */
export async function readToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  let cache = verificados.get(secret);
  if (!cache) verificados.set(secret, (cache = new Map()));
  const visto = cache.get(token);
  if (visto) return vigente(visto, now) ? { sid: visto.sid, sub: visto.sub } : null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    if (cache.size >= MAX_VERIFICADOS) cache.delete(cache.keys().next().value!);
    cache.set(token, { sid: payload.sid, sub: payload.sub, nbf: payload.nbf, exp: payload.exp });
    return { sid: payload.sid, sub: payload.sub };
  } catch {
    return null;
  }
}
