import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { ciudadanosDemo, type Ciudadano } from './ciudadanos.js';
import { paginaError, paginaIngreso, paginaSalida, paginaSalidaHecha } from './paginas.js';

/**
 * Ciudadanía Digital's simulator: a real OpenID provider (`oidc-provider`) on its own port, with its
 * own plain login page (the demo citizens, or a typed document number). It registers one client,
 * ours; its ID token carries `documento_identidad: { numero_documento, tipo_documento }` and
 * `nombre: { nombres, primer_apellido, segundo_apellido }`, the claims of the scopes of those names.
 * Sessions, codes and tokens live in memory.
 */
export interface CiudadaniaSimulatorOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  postLogoutUri: string;
  port?: number;
  host?: string;
  /** Besides the demo citizens (tests add the ones they need). */
  ciudadanos?: Ciudadano[];
}

export interface CiudadaniaSimulator {
  issuer: string;
  close(): Promise<void>;
}

const TAMANO_MAXIMO = 4096;

async function leerFormulario(req: IncomingMessage): Promise<URLSearchParams> {
  let texto = '';
  for await (const parte of req) {
    texto += String(parte);
    if (texto.length > TAMANO_MAXIMO) break;
  }
  return new URLSearchParams(texto.slice(0, TAMANO_MAXIMO));
}

function html(res: ServerResponse, status: number, cuerpo: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(cuerpo);
}

function configuracion(opts: CiudadaniaSimulatorOptions, ciudadanos: Map<string, Ciudadano>, jwk: object): Configuration {
  return {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        post_logout_redirect_uris: [opts.postLogoutUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['simulador-ciudadania-digital'], names: { session: 'cd_sesion', interaction: 'cd_interaccion', resume: 'cd_reanudar' } },
    pkce: { required: () => true, methods: ['S256'] },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600, IdToken: 3600, AccessToken: 600 },
    scopes: ['openid', 'documento_identidad', 'nombre'],
    claims: { openid: ['sub'], documento_identidad: ['documento_identidad'], nombre: ['nombre'] },
    // The scopes' claims travel in the ID token, where the client reads the document number.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = paginaSalida(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = paginaSalidaHecha();
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaccion/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = paginaError({ ...out });
    },
    findAccount: async (_ctx, sub) => {
      const c = ciudadanos.get(sub);
      if (!c) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          documento_identidad: { numero_documento: c.documento, tipo_documento: 'CI' },
          nombre: { nombres: c.nombres, primer_apellido: c.primer_apellido, segundo_apellido: c.segundo_apellido ?? null },
        }),
      };
    },
    // Our client is the programme's own: the citizen is not asked to consent, every requested scope is granted.
    loadExistingGrant: async (ctx) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existente = session.grantIdFor(client.clientId);
      if (existente) {
        const grant = await ctx.oidc.provider.Grant.find(existente);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid documento_identidad nombre');
      await grant.save();
      session.grantIdFor(client.clientId, grant.jti);
      return grant;
    },
  };
}

/** Starts the simulator on its own port; its issuer is http://<host>:<port>. */
export async function startCiudadaniaSimulator(opts: CiudadaniaSimulatorOptions): Promise<CiudadaniaSimulator> {
  const lista = [...ciudadanosDemo(), ...(opts.ciudadanos ?? [])];
  const ciudadanos = new Map(lista.map((c) => [c.documento, c]));
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'simulador' };

  // The provider needs its issuer, which has the port the server gets when it listens.
  const listo: { provider?: Provider; manejar?: (req: IncomingMessage, res: ServerResponse) => void } = {};

  async function interaccion(req: IncomingMessage, res: ServerResponse, ruta: string[]) {
    const p = listo.provider!;
    const details = await p.interactionDetails(req, res);
    const [, , accion] = ruta;
    if (req.method === 'GET' && !accion) return html(res, 200, paginaIngreso(details.uid, lista));
    if (req.method === 'POST' && accion === 'cancelar') {
      return p.interactionFinished(req, res, { error: 'access_denied', error_description: 'El ciudadano canceló el ingreso' }, { mergeWithLastSubmission: false });
    }
    if (req.method === 'POST' && accion === 'ingreso') {
      const documento = (await leerFormulario(req)).get('documento')?.trim() ?? '';
      if (!ciudadanos.has(documento)) return html(res, 200, paginaIngreso(details.uid, lista, 'No existe una cuenta de Ciudadanía Digital con ese número de documento.'));
      return p.interactionFinished(req, res, { login: { accountId: documento } }, { mergeWithLastSubmission: false });
    }
    return html(res, 404, paginaError({ error: 'no encontrado' }));
  }

  const server = createServer((req, res) => {
    const ruta = (req.url ?? '/').split('?')[0]!.split('/').filter(Boolean);
    if (ruta[0] === 'interaccion') {
      interaccion(req, res, ruta).catch((err: Error) => {
        if (!res.headersSent) html(res, 400, paginaError({ error: 'interacción inválida o vencida', detalle: err.message }));
      });
      return;
    }
    listo.manejar!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  listo.provider = new Provider(issuer, configuracion(opts, ciudadanos, jwk));
  listo.manejar = listo.provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
