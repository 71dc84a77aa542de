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

/** The claims of a valid token, or null for a forged, malformed or expired one. */
export async function readToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    return { sid: payload.sid, sub: payload.sub };
  } catch {
    return null;
  }
}
