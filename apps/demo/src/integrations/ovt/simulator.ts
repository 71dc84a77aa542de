import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { LIMITE_PAGINA } from '@pb/api/integrations/ovt/client.js';
import { registroOvt } from './registro.js';

/**
 * The OVT simulator: the labour registry's HTTP contract (client.ts, docs/decisions/020-ovt.md),
 * answering from a seeded registry of fictional employers and workers. Used by the demo and the tests.
 */
export interface OvtSimulatorOptions {
  token: string;
  /** Extra delay per answer, to test time-outs. */
  delayMs?: number;
}

const texto = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
const entero = (v: unknown, porDefecto: number) => (v === undefined || v === '' ? porDefecto : /^\d+$/.test(texto(v)) ? Number(v) : NaN);

export function ovtRoutes(app: FastifyInstance, opts: OvtSimulatorOptions) {
  const registro = registroOvt();
  const authorized = (req: FastifyRequest) => req.headers.authorization === `Bearer ${opts.token}`;
  const wait = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));

  app.addHook('onRequest', async (req, reply) => {
    await wait();
    if (req.url.endsWith('/status')) return;
    if (!authorized(req)) return reply.status(401).send({ message: 'No autorizado' });
  });

  app.post('/empleador', async (req, reply) => {
    const nit = texto((req.body as Record<string, unknown> | null)?.nit);
    if (!nit) return reply.status(400).send({ message: 'nit es obligatorio' });
    return { empleador: registro.empleador(nit) };
  });

  app.get('/trabajadores', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const nit = texto(q.nit);
    const matricula = texto(q.matricula);
    const pagina = entero(q.pagina, 1);
    const limite = entero(q.limite, 500);
    if (!nit || !matricula) return reply.status(400).send({ message: 'nit y matricula son obligatorios' });
    if (!(pagina >= 1) || !(limite >= 1 && limite <= LIMITE_PAGINA)) return reply.status(400).send({ message: `pagina desde 1, limite de 1 a ${LIMITE_PAGINA}` });
    const r = registro.trabajadores(nit, matricula, (pagina - 1) * limite, limite);
    return { encontrado: r !== null, pagina, limite, total: r?.total ?? 0, trabajadores: r?.trabajadores ?? [] };
  });

  app.post('/titular', async (req, reply) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const [nit, matricula, nroCi] = [texto(b.nit), texto(b.matricula), texto(b.nroCi)];
    if (!nit || !matricula || !nroCi) return reply.status(400).send({ message: 'nit, matricula y nroCi son obligatorios' });
    return { trabajador: registro.titular(nit, matricula, nroCi) };
  });

  app.get('/status', async () => ({ estado: 'ok' }));
}

/** A standalone simulator, listening on its own port (tests). */
export async function startOvtSimulator(opts: OvtSimulatorOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register((i) => ovtRoutes(i, opts), { prefix: '/ovt/v1' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/ovt/v1/`, close: () => app.close() };
}
