import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { registroSegip, type PersonaSegip } from './registro.js';

/**
 * The SEGIP simulator: the same HTTP contract as the national ID service's gateway
 * (`/personas/{ci}?fechaNacimiento=dd/mm/yyyy`, `/personas/contrastacion?lista_campo={json}`),
 * answering from a seeded registry of fictional people. Used by the demo and the tests.
 */
export interface SegipSimulatorOptions {
  token: string;
  /** Extra delay per answer, to test time-outs. */
  delayMs?: number;
}

const CAMPOS = ['NumeroDocumento', 'Complemento', 'Nombres', 'PrimerApellido', 'SegundoApellido', 'FechaNacimiento'] as const;
const norm = (v: unknown) => String(v ?? '').trim().toUpperCase();

export function segipRoutes(app: FastifyInstance, opts: SegipSimulatorOptions) {
  const people = registroSegip();
  const authorized = (req: FastifyRequest) => req.headers.authorization === `Bearer ${opts.token}`;
  const wait = () => new Promise((r) => setTimeout(r, opts.delayMs ?? 0));

  app.get('/personas/contrastacion', async (req, reply) => {
    await wait();
    if (!authorized(req)) return reply.status(401).send({ message: 'No autorizado' });
    let lista: Record<string, string>;
    try {
      lista = JSON.parse(String((req.query as Record<string, string>).lista_campo ?? '{}'));
    } catch {
      return reply.status(400).send({ message: 'lista_campo inválida' });
    }
    const found = people.filter((p) => p.NumeroDocumento === norm(lista.NumeroDocumento));
    if (found.length !== 1) {
      return { ConsultaDatoPersonaContrastacionResult: { EsValido: true, Mensaje: '', CodigoRespuesta: found.length ? '3' : '1', DescripcionRespuesta: found.length ? 'Se encontró más de un registro' : 'No se encontró el registro', ContrastacionEnFormatoJson: null } };
    }
    const person = found[0]!;
    const flags = Object.fromEntries(CAMPOS.map((c) => [c, !(c in lista) ? 2 : norm(lista[c]) === norm(person[c]) ? 1 : 0]));
    return { ConsultaDatoPersonaContrastacionResult: { EsValido: true, Mensaje: '', CodigoRespuesta: '2', DescripcionRespuesta: 'Contrastación realizada', ContrastacionEnFormatoJson: JSON.stringify(flags) } };
  });

  app.get('/personas/:ci', async (req, reply) => {
    await wait();
    if (!authorized(req)) return reply.status(401).send({ message: 'No autorizado' });
    const { ci } = req.params as { ci: string };
    const q = req.query as Record<string, string | undefined>;
    const matches = people.filter((p: PersonaSegip) => p.NumeroDocumento === ci && p.FechaNacimiento === q.fechaNacimiento && (!q.complemento || p.Complemento === norm(q.complemento)));
    if (matches.length !== 1) {
      return { ConsultaDatoPersonaEnJsonResult: { EsValido: true, Mensaje: '', CodigoRespuesta: matches.length ? '3' : '1', DescripcionRespuesta: matches.length ? 'Se encontró más de un registro' : 'No se encontró el registro', DatosPersonaEnFormatoJson: 'null' } };
    }
    const p = matches[0]!;
    const datos = { ...p, ComplementoVisible: p.Complemento ? 1 : 0, PrimerApellido: p.PrimerApellido || '--', SegundoApellido: p.SegundoApellido || '--' };
    return { ConsultaDatoPersonaEnJsonResult: { EsValido: true, Mensaje: '', CodigoRespuesta: '2', DescripcionRespuesta: 'Consulta correcta', DatosPersonaEnFormatoJson: JSON.stringify(datos) } };
  });

  app.get('/status', async () => ({ estado: 'ok' }));
}

/** A standalone simulator, listening on its own port (tests). */
export async function startSegipSimulator(opts: SegipSimulatorOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  await app.register((i) => segipRoutes(i, opts), { prefix: '/segip/v3' });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/segip/v3/`, close: () => app.close() };
}
