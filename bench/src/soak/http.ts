import http from 'node:http';

/**
 * The soak's HTTP client: every request from one of many loopback addresses (127.0.1.x), so that the
 * balancer sees many callers and the per-address sign-in allowance counts each one, as it would for
 * the users of a ministry. Each answer is recorded: its kind, status (0: no answer), time and moment.
 */

export interface Medida {
  tipo: string;
  status: number;
  ms: number;
  /** Milliseconds since the soak started. */
  en: number;
}

export interface Respuesta {
  status: number;
  headers: http.IncomingHttpHeaders;
  cuerpo: Buffer;
  json<T = any>(): T;
}

const DIRECCIONES = 60;
const agentes = Array.from({ length: DIRECCIONES + 1 }, (_, i) => ({ direccion: `127.0.1.${i + 1}`, agente: new http.Agent({ keepAlive: true, maxSockets: 64 }) }));
/** An address no other request uses (`desde: APARTE`): a check that counts one address's allowance sees only its own requests. */
export const APARTE = -1;

export class Cliente {
  readonly medidas: Medida[] = [];
  private readonly inicio = performance.now();

  constructor(readonly base: string) {}

  ahora(): number {
    return performance.now() - this.inicio;
  }

  /** One request; `desde` picks the source address (default: any; `APARTE`: the one kept apart). Never throws: a failed request is status 0. */
  async pedir(tipo: string, metodo: string, ruta: string, opts: { token?: string; json?: unknown; cuerpo?: Buffer; tipoContenido?: string; desde?: number; cabeceras?: Record<string, string>; limiteMs?: number } = {}): Promise<Respuesta> {
    const url = new URL(ruta, this.base);
    const origen = agentes[opts.desde === APARTE ? DIRECCIONES : (opts.desde ?? Math.floor(Math.random() * DIRECCIONES)) % DIRECCIONES]!;
    const cuerpo = opts.json !== undefined ? Buffer.from(JSON.stringify(opts.json)) : opts.cuerpo;
    const headers: Record<string, string> = { ...opts.cabeceras };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (cuerpo) {
      headers['content-type'] = opts.json !== undefined ? 'application/json' : (opts.tipoContenido ?? 'application/octet-stream');
      headers['content-length'] = String(cuerpo.length);
    }
    const t0 = this.ahora();
    const r = await new Promise<Respuesta>((resolve) => {
      const req = http.request(url, { method: metodo, headers, agent: origen.agente, localAddress: origen.direccion, timeout: opts.limiteMs ?? 30_000 }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () => resolve(respuesta(res.statusCode ?? 0, res.headers, Buffer.concat(partes))));
        res.on('error', () => resolve(respuesta(0, {}, Buffer.alloc(0))));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(respuesta(0, {}, Buffer.alloc(0))));
      req.end(cuerpo);
    });
    this.medidas.push({ tipo, status: r.status, ms: this.ahora() - t0, en: t0 });
    return r;
  }

  /** A GraphQL operation; an answer with `errors` is returned as is (the caller decides). */
  graphql(tipo: string, token: string, query: string, variables: Record<string, unknown> = {}) {
    return this.pedir(tipo, 'POST', '/graphql', { token, json: { query, variables } });
  }
}

function respuesta(status: number, headers: http.IncomingHttpHeaders, cuerpo: Buffer): Respuesta {
  return {
    status,
    headers,
    cuerpo,
    json: () => {
      try {
        return JSON.parse(cuerpo.toString('utf8'));
      } catch {
        return null;
      }
    },
  };
}

/** Plain requests to the simulators and the store (not measured: they are not the system under test). */
export async function llamar(url: string, opts: { metodo?: string; json?: unknown; token?: string } = {}): Promise<{ status: number; cuerpo: any }> {
  try {
    const res = await fetch(url, {
      method: opts.metodo ?? (opts.json === undefined ? 'GET' : 'POST'),
      headers: { ...(opts.json !== undefined ? { 'content-type': 'application/json' } : {}), ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}) },
      body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
      signal: AbortSignal.timeout(10_000),
    });
    const texto = await res.text();
    let cuerpo: unknown = texto;
    try {
      cuerpo = JSON.parse(texto);
    } catch {
      // not JSON
    }
    return { status: res.status, cuerpo };
  } catch {
    return { status: 0, cuerpo: null };
  }
}

export const esperar = (ms: number) => new Promise((r) => setTimeout(r, ms));
