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
 * cashier or counter operator reads the code the beneficiary would read on her phone, and her notices
 * (decision 082), with a form per number to reply as that phone would (BAJA, ALTA). app.ts
 * registers it only outside production; with no simulator running it answers 404.
 */
export const RUTA_SMS = '/dev/sms';

function html(mensajes: MensajeSimulado[], aviso: string | null = null): string {
  const porNumero = new Map<string, MensajeSimulado[]>();
  for (const m of mensajes) porNumero.set(m.numero, [...(porNumero.get(m.numero) ?? []), m]);
  const secciones = [...porNumero]
    .map(
      ([numero, lista]) =>
        `<section aria-labelledby="n${escaparHtml(numero)}"><h2 id="n${escaparHtml(numero)}">Celular ${escaparHtml(numero)}</h2><ul>${lista.map((m) => `<li><time datetime="${escaparHtml(m.fecha)}">${escaparHtml(fechaHoraSegundos(m.fecha))}</time> · ${escaparHtml(m.texto)}</li>`).join('')}</ul>` +
        `<form method="post" action="${RUTA_SMS}/${encodeURIComponent(numero)}/responder"><label>Responder desde ${escaparHtml(numero)} <input name="texto" value="BAJA" maxlength="160" required></label> <button type="submit">Responder</button></form></section>`,
    )
    .join('\n');
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>SMS del simulador</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}section{border-bottom:1px solid #ccc;padding:.5rem 0}li{margin:.25rem 0}</style></head>
<body><main><h1>SMS del simulador (solo desarrollo)</h1>
<p>Lo que la pasarela SMS habría enviado a cada celular: los últimos mensajes, el más reciente primero. «Responder» es lo que haría ese celular: BAJA deja de recibir avisos, ALTA vuelve a recibirlos.</p>
${aviso ? `<p role="status">${escaparHtml(aviso)}</p>` : ''}
${secciones || '<p>No se envió ningún SMS.</p>'}</main></body></html>`;
}

export function smsDevRoutes(app: FastifyInstance, deps: Deps) {
  const noCorre = { error: 'El simulador de SMS no está en marcha.' };
  // «Responder» is a plain HTML form (urlencoded `texto`), accepted in this plugin's scope only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, cuerpo, done) => done(null, Object.fromEntries(new URLSearchParams(String(cuerpo)))));
  app.get(RUTA_SMS, async (req, reply) => {
    if (!deps.simuladorSms) return reply.status(404).send(noCorre);
    const respondido = (req.query as { respondido?: unknown }).respondido;
    const aviso = typeof respondido === 'string' && /^\d{6,15}$/.test(respondido) ? `Respuesta enviada desde ${respondido}.` : null;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html(deps.simuladorSms.ultimos(), aviso));
  });
  app.post(`${RUTA_SMS}/:numero/responder`, async (req, reply) => {
    if (!deps.simuladorSms) return reply.status(404).send(noCorre);
    const { numero } = req.params as { numero: string };
    const texto = String((req.body as { texto?: unknown } | null)?.texto ?? '').trim();
    if (!/^\d{6,15}$/.test(numero) || !texto || texto.length > 160) return reply.status(400).type('text/html; charset=utf-8').send(html(deps.simuladorSms.ultimos(), 'Escriba una respuesta de hasta 160 caracteres.'));
    const estado = await deps.simuladorSms.responder(numero, texto);
    if (estado !== 200) return reply.status(502).type('text/html; charset=utf-8').send(html(deps.simuladorSms.ultimos(), `El sistema no aceptó la respuesta (HTTP ${estado}).`));
    return reply.redirect(`${RUTA_SMS}?respondido=${encodeURIComponent(numero)}`, 303);
  });
}
