import { z } from 'zod';

/**
 * The settings of the single sign-on with Ciudadanía Digital (decision 037), read from the
 * environment with the rest of the configuration (config.ts spreads these variables into its schema).
 * Without CIUDADANIA_ISSUER the landing's card answers that the sign-on is not configured; in
 * development the app starts the provider's simulator and points these settings at it.
 */
export const ciudadaniaVariables = {
  /** The provider's issuer (its discovery document is `<issuer>/.well-known/openid-configuration`). */
  CIUDADANIA_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  CIUDADANIA_CLIENT_ID: z.string().min(1).default('probolivia'),
  CIUDADANIA_CLIENT_SECRET: z.string().min(1).optional(),
  /** Our callback as the browser reaches it: default http://localhost:PORT/auth/ciudadania/callback. */
  CIUDADANIA_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the provider sends the browser after its logout: default the landing at the callback's origin. */
  CIUDADANIA_POST_LOGOUT_URI: z.url({ protocol: /^https?$/ }).optional(),
  CIUDADANIA_SCOPES: z.string().min(1).default('openid documento_identidad nombre'),
  /** Where the ID token carries the citizen's document number: a claim name, or a dotted path into one. */
  CIUDADANIA_CLAIM_DOCUMENTO: z
    .string()
    .regex(/^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/, 'un nombre de claim o una ruta con puntos (documento_identidad.numero_documento)')
    .default('documento_identidad.numero_documento'),
  /** The simulator's port (development and tests): 0, any free one. */
  CIUDADANIA_SIMULADOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
};

/** The simulator's client secret, used when the app starts the simulator itself. */
export const SECRETO_SIMULADOR = 'secreto-simulador-ciudadania';

interface Entrada {
  PORT: number;
  CIUDADANIA_ISSUER?: string;
  CIUDADANIA_CLIENT_ID: string;
  CIUDADANIA_CLIENT_SECRET?: string;
  CIUDADANIA_REDIRECT_URI?: string;
  CIUDADANIA_POST_LOGOUT_URI?: string;
  CIUDADANIA_SCOPES: string;
  CIUDADANIA_CLAIM_DOCUMENTO: string;
}

export interface AjustesCiudadania {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutUri: string;
  scopes: string;
  claimDocumento: string;
}

/** Our addresses, also when the provider is not configured (the simulator registers them). */
export function direccionesPropias(config: Entrada): { redirectUri: string; postLogoutUri: string } {
  const redirectUri = config.CIUDADANIA_REDIRECT_URI ?? `http://localhost:${config.PORT}/auth/ciudadania/callback`;
  return { redirectUri, postLogoutUri: config.CIUDADANIA_POST_LOGOUT_URI ?? new URL('/principal', redirectUri).href };
}

/** The effective settings, or null when the sign-on is not configured (no issuer or no secret). */
export function ajustesCiudadania(config: Entrada): AjustesCiudadania | null {
  if (!config.CIUDADANIA_ISSUER || !config.CIUDADANIA_CLIENT_SECRET) return null;
  return {
    issuer: config.CIUDADANIA_ISSUER,
    clientId: config.CIUDADANIA_CLIENT_ID,
    clientSecret: config.CIUDADANIA_CLIENT_SECRET,
    ...direccionesPropias(config),
    scopes: config.CIUDADANIA_SCOPES,
    claimDocumento: config.CIUDADANIA_CLAIM_DOCUMENTO,
  };
}
