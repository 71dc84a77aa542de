import type { FastifyInstance } from 'fastify';
import { fechaHora, formatoBs } from '@pb/contract';
import type { Deps } from '@pb/api/core/context.js';
import { escaparHtml } from '@pb/api/core/html.js';
import type { CodigoSimulado, PagosSimulador } from './simulator.js';

declare module '@pb/api/core/context.js' {
  interface Deps {
    /** The payment platform's simulator, when it runs (`npm start` on the embedded database): /dev/pagos shows its open codes. */
    simuladorPagos?: PagosSimulador | null;
  }
}

/**
 * The development page of the payment simulator (issue 32): `GET /dev/pagos` lists the codes still
 * PENDIENTE with a "Pagar" button each, which pays the code as the bank would (`POST
 * /dev/pagos/<codigo>/pagar`, then back to the list); the platform then notifies this server as it
 * does for any payment. Like /dev/correos: app.ts registers it only outside production, and with no
 * simulator running it answers 404.
 */
export const RUTA_PAGOS = '/dev/pagos';

function html(codigos: CodigoSimulado[], aviso: string | null): string {
  const filas = codigos
    .map(
      (c) =>
        `<tr><td>${escaparHtml(c.codigo)}</td><td>${escaparHtml(formatoBs(c.monto))}</td><td>${escaparHtml(c.glosa)}</td><td>${escaparHtml(fechaHora(c.vence))}</td>` +
        `<td><form method="post" action="${RUTA_PAGOS}/${encodeURIComponent(c.codigo)}/pagar"><button type="submit" aria-label="Pagar el código ${escaparHtml(c.codigo)}">Pagar</button></form></td></tr>`,
    )
    .join('\n');
  const tabla = filas
    ? `<table><caption>Códigos pendientes</caption><thead><tr><th scope="col">Código</th><th scope="col">Monto</th><th scope="col">Glosa</th><th scope="col">Vence</th><th scope="col">Acción</th></tr></thead><tbody>${filas}</tbody></table>`
    : '<p>No hay códigos de pago pendientes.</p>';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Códigos de pago del simulador</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ccc;padding:.5rem;text-align:left}caption{text-align:left;font-weight:bold;padding:.5rem 0}button{padding:.4rem 1rem}[role=status]{background:#e8f5e9;padding:.5rem}</style></head>
<body><main><h1>Códigos de pago del simulador (solo desarrollo)</h1>
<p>Pagar un código aquí es lo que haría el banco: la plataforma de pagos avisa el pago al sistema, que marca sus planillas como pagadas.</p>
${aviso ? `<p role="status">${escaparHtml(aviso)}</p>` : ''}${tabla}</main></body></html>`;
}

export function pagosDevRoutes(app: FastifyInstance, deps: Deps) {
  const noCorre = { error: 'El simulador de la plataforma de pagos no está en marcha.' };
  // The page's «Pagar» is a plain HTML form: the browser posts it urlencoded, with no field. Accepted in
  // this plugin's scope only (app.ts registers it on its own), so no other route takes a form post.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _cuerpo, done) => done(null, {}));
  app.get(RUTA_PAGOS, async (req, reply) => {
    if (!deps.simuladorPagos) return reply.status(404).send(noCorre);
    const pagado = (req.query as { pagado?: unknown }).pagado;
    const aviso = typeof pagado === 'string' && /^\d{1,30}$/.test(pagado) ? `Código ${pagado} pagado.` : null;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html(deps.simuladorPagos.pendientes(), aviso));
  });
  app.post(`${RUTA_PAGOS}/:codigo/pagar`, async (req, reply) => {
    if (!deps.simuladorPagos) return reply.status(404).send(noCorre);
    const { codigo } = req.params as { codigo: string };
    if (!deps.simuladorPagos.pagarComoBanco(codigo)) return reply.status(409).type('text/html; charset=utf-8').send(html(deps.simuladorPagos.pendientes(), `El código ${codigo} no está pendiente.`));
    return reply.redirect(`${RUTA_PAGOS}?pagado=${encodeURIComponent(codigo)}`, 303);
  });
}
