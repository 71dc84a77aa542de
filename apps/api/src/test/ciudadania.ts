import { startCiudadaniaSimulator, type CiudadaniaSimulatorOptions } from '@pb/demo/integrations/ciudadania/simulator.js';

/** Our callback as the tests register it (app.inject does not care about the host). */
export const REDIRECT_PRUEBA = 'http://probolivia.test/auth/ciudadania/callback';
const SECRETO = 'secreto-de-prueba';

/**
 * Starts Ciudadanía Digital's simulator on a free port for the test app; `env` are the settings
 * that point the app at it (createTestApp's first argument).
 */
export async function withCiudadania(opts: Partial<CiudadaniaSimulatorOptions> = {}) {
  const sim = await startCiudadaniaSimulator({ clientId: 'probolivia', clientSecret: SECRETO, redirectUri: REDIRECT_PRUEBA, postLogoutUri: 'http://probolivia.test/principal', ...opts });
  const env = { CIUDADANIA_ISSUER: sim.issuer, CIUDADANIA_CLIENT_SECRET: SECRETO, CIUDADANIA_REDIRECT_URI: REDIRECT_PRUEBA };
  return { ...sim, env };
}

/**
 * A browser at the provider, over real HTTP: follows the authorization address, signs in as the
 * citizen with `documento` on the simulator's page, and answers the address the provider sends the
 * browser back to (our callback with its code and state). `cookies` is the browser's jar at the
 * provider: pass the same one to sign in again within the provider's session.
 */
export async function ingresarEnProveedor(url: string, documento: string, cookies = new Map<string, string>()): Promise<string> {
  let actual = url;
  let cuerpo: URLSearchParams | undefined;
  for (let paso = 0; paso < 15; paso++) {
    const res = await fetch(actual, {
      method: cuerpo ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(cuerpo ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: cuerpo?.toString(),
    });
    cuerpo = undefined;
    for (const c of res.headers.getSetCookie()) {
      const [par] = c.split(';');
      const i = par!.indexOf('=');
      cookies.set(par!.slice(0, i), par!.slice(i + 1));
    }
    const destino = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && destino) {
      const siguiente = new URL(destino, actual).href;
      if (siguiente.startsWith(REDIRECT_PRUEBA)) return siguiente;
      actual = siguiente;
      continue;
    }
    const html = await res.text();
    const accion = html.match(/action="(\/interaccion\/[^"]+\/ingreso)"/)?.[1];
    if (res.status !== 200 || !accion) throw new Error(`el simulador respondió ${res.status}: ${html.slice(0, 300)}`);
    actual = new URL(accion, actual).href;
    cuerpo = new URLSearchParams({ documento });
  }
  throw new Error('demasiadas redirecciones en el simulador');
}
