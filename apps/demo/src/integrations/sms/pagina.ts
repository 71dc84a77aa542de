import type { FastifyInstance } from 'fastify';
import { fechaHoraSegundos } from '@pb/contract';
import type { Deps } from '@pb/api/core/context.js';
import { escaparHtml } from '@pb/api/core/html.js';
import type { MensajeSimulado, SmsSimulador } from './simulator.js';

declare module '@pb/api/core/context.js' {
  interface Deps {
    /** The SMS gateway's simulator, when it runs (`npm start` on the embedded database): /dev/sms shows what it sent. */
    simuladorSms?: SmsSimulador | null;
  }
}

/**
 * The development page of the SMS simulator (issue 51 §17), like /dev/correos and /dev/pagos: `GET
 * /dev/sms` lists the last messages sent, grouped by number (newest number first), so the demo's
 * cashier or counter operator reads the code the beneficiary would read on her phone. app.ts
 * registers it only outside production; with no simulator running it answers 404.
 */
export const RUTA_SMS = '/dev/sms';

function html(mensajes: MensajeSimulado[]): string {
  const porNumero = new Map<string, MensajeSimulado[]>();
  for (const m of mensajes) porNumero.set(m.numero, [...(porNumero.get(m.numero) ?? []), m]);
  const secciones = [...porNumero]
    .map(([numero, lista]) => `<section aria-labelledby="n${escaparHtml(numero)}"><h2 id="n${escaparHtml(numero)}">Celular ${escaparHtml(numero)}</h2><ul>${lista.map((m) => `<li><time datetime="${escaparHtml(m.fecha)}">${escaparHtml(fechaHoraSegundos(m.fecha))}</time> · ${escaparHtml(m.texto)}</li>`).join('')}</ul></section>`)
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>SMS del simulador</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}section{border-bottom:1px solid #ccc;padding:.5rem 0}li{margin:.25rem 0}</style></head>
<body><main><h1>SMS del simulador (solo desarrollo)</h1>
<p>Lo que la pasarela SMS habría enviado a cada celular: los últimos mensajes, el más reciente primero.</p>
${secciones || '<p>No se envió ningún SMS.</p>'}</main></body></html>`;
}

export function smsDevRoutes(app: FastifyInstance, deps: Deps) {
  app.get(RUTA_SMS, async (_req, reply) => {
    if (!deps.simuladorSms) return reply.status(404).send({ error: 'El simulador de SMS no está en marcha.' });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html(deps.simuladorSms.ultimos()));
  });
}
