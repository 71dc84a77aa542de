import type { FastifyInstance } from 'fastify';
import type { Deps } from '@pb/api/core/context.js';
import { escaparHtml } from '@pb/api/core/html.js';
import type { MensajeSimulado, SimuladorCorreo } from './simulator.js';

/**
 * The development page of the mail simulator (decision 036): `GET /dev/correos` lists the messages
 * it kept, newest first, with their links clickable; `GET /dev/correos.json?para=<email>` answers
 * them as JSON for the tests. app.ts registers it only outside production; with no simulator
 * running it answers 404.
 */
export const RUTA_CORREOS = '/dev/correos';

const conEnlaces = (t: string) => escaparHtml(t).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function html(mensajes: MensajeSimulado[]): string {
  const filas = mensajes
    .map((m) => `<article><h2>${escaparHtml(m.asunto)}</h2><p>Para: ${escaparHtml(m.para.join(', '))} · ${escaparHtml(m.fecha)}</p><pre>${conEnlaces(m.texto)}</pre></article>`)
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Correos del simulador</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><main><h1>Correos del simulador (solo desarrollo)</h1>${filas || '<p>No hay correos.</p>'}</main></body></html>`;
}

/** The API's local SMTP server (deps.simuladorCorreo, integrations/correo/client.ts) when it is this simulator. */
function simulador(deps: Deps): SimuladorCorreo | null {
  const local = deps.simuladorCorreo;
  return local && typeof (local as Partial<SimuladorCorreo>).mensajes === 'function' ? (local as SimuladorCorreo) : null;
}

export function correoDevRoutes(app: FastifyInstance, deps: Deps) {
  const para = (q: unknown) => (typeof (q as { para?: unknown })?.para === 'string' ? (q as { para: string }).para : undefined);
  app.get(`${RUTA_CORREOS}.json`, async (req, reply) => {
    const sim = simulador(deps);
    if (!sim) return reply.status(404).send({ error: 'El simulador de correo no está en marcha.' });
    return { mensajes: sim.mensajes(para(req.query)) };
  });
  app.get(RUTA_CORREOS, async (req, reply) => {
    const sim = simulador(deps);
    if (!sim) return reply.status(404).send({ error: 'El simulador de correo no está en marcha.' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html(sim.mensajes(para(req.query))));
  });
}
