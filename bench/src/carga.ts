import autocannon from 'autocannon';

/** A request the load repeats: the same method, headers and body every time. */
export interface Solicitud {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Ritmo {
  /** Connections kept busy at once. */
  conexiones: number;
  segundos: number;
}

/** Throughput and latency of one load: the percentiles in milliseconds over every answered request. */
export interface MedidaCarga {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  /** Answers other than 2xx, and connection errors and timeouts. */
  errors: number;
}

export function percentil(ordenados: Float64Array | number[], p: number): number {
  if (ordenados.length === 0) return 0;
  const i = Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1);
  return Math.round(ordenados[Math.max(0, i)]! * 100) / 100;
}

/**
 * Runs `solicitud` with a fixed number of connections for a fixed time (autocannon). autocannon's
 * own histogram has no 95th percentile, so every response's time is kept and sorted here.
 */
export async function medirCarga(solicitud: Solicitud, ritmo: Ritmo): Promise<MedidaCarga> {
  const tiempos: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const instancia = autocannon(
      {
        url: solicitud.url,
        method: solicitud.method ?? 'GET',
        headers: solicitud.headers,
        body: solicitud.body,
        connections: ritmo.conexiones,
        duration: ritmo.segundos,
        timeout: 30,
      },
      (err, resultado) => (err ? reject(err) : resolve(resultado)),
    );
    instancia.on('response', (_cliente, _estado, _bytes, tiempo) => tiempos.push(tiempo));
  });
  const ordenados = Float64Array.from(tiempos).sort();
  return {
    requestsPerSecond: Math.round((r.requests.total / Math.max(r.duration, 0.001)) * 10) / 10,
    p50: percentil(ordenados, 50),
    p95: percentil(ordenados, 95),
    p99: percentil(ordenados, 99),
    requests: r.requests.total,
    errors: r.non2xx + r.errors + r.timeouts,
  };
}

/** One GraphQL request, checked once before it is measured: an error or an empty answer stops the run. */
export async function graphql<T = unknown>(url: string, token: string | null, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: cabecerasGraphql(token), body: JSON.stringify({ query, variables }) });
  const json = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!res.ok || json.errors?.length || !json.data) throw new Error(`GraphQL ${res.status}: ${JSON.stringify(json.errors ?? json).slice(0, 500)}`);
  return json.data;
}

export const cabecerasGraphql = (token: string | null): Record<string, string> => ({ 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) });
