/**
 * Where the landing's card starts the sign-on: a server route that sends the browser to Ciudadanía
 * Digital (decision 037). A file of its own, so the landing page imports no HTTP client for it.
 */
export const INICIO_CIUDADANIA = '/auth/ciudadania';
