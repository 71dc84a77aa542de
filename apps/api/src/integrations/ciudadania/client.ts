import * as oidc from 'openid-client';
import type { AjustesCiudadania } from './ajustes.js';
import type { Flujo } from './flujo.js';

/*
 * Ciudadanía Digital, the government's single sign-on (CONTRACT.md "Outside systems"), spoken as
 * OpenID Connect through `openid-client`: discovery of the issuer, the authorization-code flow with
 * PKCE (S256), state and nonce, the ID token checked (signature, issuer, audience, times, nonce)
 * and RP-initiated logout. The simulator (simulator.ts) is a real OpenID provider.
 */

/** Why a sign-on did not end in a verified citizen: the browser's page says it in the user's words. */
export type MotivoRechazo = 'rechazado' | 'cancelado' | 'no-disponible';

export class RechazoCiudadania extends Error {
  constructor(
    readonly motivo: MotivoRechazo,
    detalle: unknown,
  ) {
    super(`Ciudadanía Digital: ${motivo}`, { cause: detalle });
  }
}

/** Discovery once per issuer and client, per process; a failed one is asked again next time. */
const descubiertas = new Map<string, Promise<oidc.Configuration>>();

/** An error of the network or of the provider itself (5xx), not of this sign-on. */
function esDeRed(err: unknown): boolean {
  if (err instanceof oidc.ResponseBodyError) return err.status >= 500;
  if (err instanceof TypeError && /fetch/i.test(err.message)) return true;
  const e = err as { name?: string; code?: string; cause?: unknown } | null;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return true;
  return e?.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || (e?.cause !== undefined && e.cause !== err && esDeRed(e.cause));
}

function clasificar(err: unknown): RechazoCiudadania {
  if (err instanceof RechazoCiudadania) return err;
  if (err instanceof oidc.AuthorizationResponseError) return new RechazoCiudadania(err.error === 'access_denied' ? 'cancelado' : 'rechazado', err);
  return new RechazoCiudadania(esDeRed(err) ? 'no-disponible' : 'rechazado', err);
}

export interface Verificado {
  /** The ID token's claims, already checked. */
  claims: Record<string, unknown>;
  /** Kept for the logout's id_token_hint. */
  idToken: string;
}

export class CiudadaniaClient {
  constructor(
    private readonly ajustes: AjustesCiudadania,
    private readonly timeoutMs: number,
  ) {}

  private configuracion(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.ajustes;
    const clave = `${issuer} ${clientId}`;
    let pendiente = descubiertas.get(clave);
    if (!pendiente) {
      // The simulator speaks plain HTTP on this machine; any other issuer must be HTTPS (openid-client refuses it otherwise).
      const url = new URL(issuer);
      const inseguro = url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
      pendiente = oidc.discovery(url, clientId, undefined, oidc.ClientSecretBasic(clientSecret), {
        execute: inseguro ? [oidc.allowInsecureRequests] : [],
        timeout: Math.ceil(this.timeoutMs / 1000),
      });
      descubiertas.set(clave, pendiente);
      pendiente.catch(() => descubiertas.delete(clave));
    }
    return pendiente.catch((err: unknown) => {
      throw new RechazoCiudadania('no-disponible', err);
    });
  }

  /** A new authorization request: where to send the browser, and what its callback must match. */
  async inicio(): Promise<{ url: string; flujo: Flujo }> {
    const config = await this.configuracion();
    const flujo: Flujo = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.ajustes.redirectUri,
      scope: this.ajustes.scopes,
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(flujo.verifier),
      code_challenge_method: 'S256',
      state: flujo.state,
      nonce: flujo.nonce,
    });
    return { url: url.href, flujo };
  }

  /**
   * The callback: its parameters checked against the flow (state, iss), the code exchanged with the
   * verifier, the ID token verified with the nonce. Every failure is a RechazoCiudadania.
   */
  async canjear(query: string, flujo: Flujo): Promise<Verificado> {
    const config = await this.configuracion();
    // The registered address with the callback's parameters: a proxy in front may have changed the request's own.
    const actual = new URL(this.ajustes.redirectUri);
    actual.search = query;
    try {
      const tokens = await oidc.authorizationCodeGrant(config, actual, { pkceCodeVerifier: flujo.verifier, expectedState: flujo.state, expectedNonce: flujo.nonce, idTokenExpected: true });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new RechazoCiudadania('rechazado', 'sin ID token');
      return { claims: { ...claims }, idToken: tokens.id_token };
    } catch (err) {
      throw clasificar(err);
    }
  }

  /** The provider's end-session address (RP-initiated logout), back to our landing afterwards. */
  async salida(idToken: string): Promise<string> {
    const config = await this.configuracion();
    return oidc.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: this.ajustes.postLogoutUri }).href;
  }
}

/** The document number at `ruta` (a claim, or a dotted path into one) of the ID token's claims. */
export function documentoDe(claims: Record<string, unknown>, ruta: string): string | null {
  let valor: unknown = claims;
  for (const parte of ruta.split('.')) valor = valor && typeof valor === 'object' ? (valor as Record<string, unknown>)[parte] : undefined;
  if (typeof valor === 'number' && Number.isSafeInteger(valor)) valor = String(valor);
  return typeof valor === 'string' && /^[0-9A-Za-z-]{1,20}$/.test(valor.trim()) ? valor.trim() : null;
}
