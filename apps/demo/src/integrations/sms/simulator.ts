import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { EnvioContrato } from '@pb/api/integrations/sms/client.js';

/**
 * The SMS gateway's simulator: its HTTP contract (client.ts) over messages kept in memory, plus
 * `GET mensajes/{numero}`, the last messages sent to a number, newest first, so that tests and the
 * e2e journeys read the code the beneficiary would read on her phone.
 */
export interface SmsSimulatorOptions {
  token: string;
  /** Extra delay per answer, to test time-outs. */
  delayMs?: number;
  /** Where a phone's reply is posted (decision 082): our server's /api/v1/sms/respuestas; none, replies go nowhere. */
  respuestasUrl?: string | null;
}

export interface MensajeSimulado {
  id: string;
  numero: string;
  texto: string;
  fecha: string;
}

/** What the demo's page (`/dev/sms`) reads: the last messages of every number, newest first; and a phone's reply, as the gateway forwards it. */
export interface SmsSimulador {
  ultimos: () => MensajeSimulado[];
  /** The number replies `texto`: posted to `respuestasUrl` as `{id, numero, texto}` with the gateway's token; answers our server's HTTP status. */
  responder: (numero: string, texto: string) => Promise<number>;
}

/** How many messages per number the simulator remembers. */
const POR_NUMERO = 20;
const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function smsRoutes(app: FastifyInstance, opts: SmsSimulatorOptions): SmsSimulador {
  const porNumero = new Map<string, MensajeSimulado[]>();
  let siguiente = 0;
  const authorized = (req: FastifyRequest) => req.headers.authorization === `Bearer ${opts.token}`;

  app.addHook('onRequest', async (req, reply) => {
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    if (req.url.endsWith('/status')) return;
    if (!authorized(req)) return reply.status(401).send({ message: 'No autorizado' });
  });

  app.post('/mensajes', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const [numero, cuerpo] = [texto(b.numero), texto(b.texto)];
    if (!/^\d{6,15}$/.test(numero)) return reply.status(400).send({ message: 'numero: de 6 a 15 dígitos' });
    if (!cuerpo || cuerpo.length > 160) return reply.status(400).send({ message: 'texto es obligatorio (hasta 160 caracteres)' });
    const m: MensajeSimulado = { id: `SMS-${++siguiente}`, numero, texto: cuerpo, fecha: new Date().toISOString() };
    porNumero.set(numero, [m, ...(porNumero.get(numero) ?? [])].slice(0, POR_NUMERO));
    return { id: m.id } satisfies EnvioContrato;
  });

  /** The messages sent to a number, newest first (tests and the demo). */
  app.get('/mensajes/:numero', async (req) => ({ mensajes: porNumero.get((req.params as { numero: string }).numero) ?? [] }));

  app.get('/status', async () => ({ estado: 'ok' }));

  let respuestas = 0;
  async function responder(numero: string, cuerpo: string): Promise<number> {
    if (!opts.respuestasUrl) return 503;
    const res = await fetch(opts.respuestasUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opts.token}` },
      body: JSON.stringify({ id: `RSP-${Date.now()}-${++respuestas}`, numero, texto: cuerpo }),
    });
    return res.status;
  }

  /** A phone's reply (tests and the demo): `{texto}` from the number in the path, forwarded to our server. */
  app.post('/mensajes/:numero/respuestas', async (req, reply) => {
    const numero = (req.params as { numero: string }).numero;
    const cuerpo = texto(((req.body ?? {}) as Record<string, unknown>).texto);
    if (!/^\d{6,15}$/.test(numero) || !cuerpo) return reply.status(400).send({ message: 'numero y texto son obligatorios' });
    return { estado: await responder(numero, cuerpo) };
  });

  return {
    responder,
    ultimos: () => [...porNumero.values()].flat().sort((a, b) => b.fecha.localeCompare(a.fecha) || Number(b.id.slice(4)) - Number(a.id.slice(4))) };
}

/** A standalone simulator, listening on its own port (tests). */
export async function startSmsSimulator(opts: SmsSimulatorOptions): Promise<{ url: string; close: () => Promise<void> } & SmsSimulador> {
  const app = Fastify({ logger: false });
  let sim: SmsSimulador | undefined;
  await app.register(
    async (i) => {
      sim = smsRoutes(i, opts);
    },
    { prefix: '/sms/v1' },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/sms/v1/`, close: () => app.close(), ultimos: () => sim!.ultimos(), responder: (n, t) => sim!.responder(n, t) };
}

/** A code's six digits in a message; a notice (decision 082) has none. */
export const CODIGO_EN_SMS = /\b\d{6}\b/;

/** The code in the newest message with one sent to a number, read as the beneficiary would (tests, e2e): notices in between are passed over. */
export async function ultimoCodigo(url: string, numero: string, token: string): Promise<string | null> {
  const res = await fetch(`${url}mensajes/${numero}`, { headers: { authorization: `Bearer ${token}` } });
  const { mensajes } = (await res.json()) as { mensajes: MensajeSimulado[] };
  return mensajes.map((m) => m.texto.match(CODIGO_EN_SMS)?.[0]).find(Boolean) ?? null;
}
