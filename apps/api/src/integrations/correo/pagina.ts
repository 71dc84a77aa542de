import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../core/context.js';
import { escaparHtml } from '../../core/html.js';
import type { MensajeSimulado } from './simulator.js';

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

export function correoDevRoutes(app: FastifyInstance, deps: Deps) {
  const para = (q: unknown) => (typeof (q as { para?: unknown })?.para === 'string' ? (q as { para: string }).para : undefined);
  app.get(`${RUTA_CORREOS}.json`, async (req, reply) => {
    if (!deps.simuladorCorreo) return reply.status(404).send({ error: 'El simulador de correo no está en marcha.' });
    return { mensajes: deps.simuladorCorreo.mensajes(para(req.query)) };
  });
  app.get(RUTA_CORREOS, async (req, reply) => {
    if (!deps.simuladorCorreo) return reply.status(404).send({ error: 'El simulador de correo no está en marcha.' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html(deps.simuladorCorreo.mensajes(para(req.query))));
  });
}
