import type { FastifyInstance, FastifyReply } from 'fastify';
import { beneficiariaVentaSchema, codigoVentaSchema, identificarVentaSchema, reciboVentaParamsSchema, reversoVentaParamsSchema, sinCuerpoSchema, ventaSchema } from '@pb/contract';
import { responderArchivo } from '../../core/archivo.js';
import type { ClientOrKey } from '../../core/guard.js';
import * as service from './service.js';

/** Purchases at points of sale (issue 17): a provider's system with its API token, or its cashier's session. */
const VENDER: ClientOrKey = { clienteO: 'ventas:create' };
const VER: ClientOrKey = { clienteO: 'ventas:read' };

/** A refusal that must commit (a wrong purchase code's or card's try) is sent as an error status without rolling back. */
function comoRespuesta<T extends object>(reply: FastifyReply, r: T | service.Rechazo) {
  if ('rechazo' in r) {
    void reply.status(409);
    return r.rechazo;
  }
  return r;
}

export async function ventasRoutes(app: FastifyInstance) {
  app.post('/api/v1/ventas', { schema: { body: ventaSchema }, config: { requirement: VENDER } }, async (req, reply) => comoRespuesta(reply, await service.vender(req.ctx, req.body)));
  app.post('/api/v1/ventas/codigo', { schema: { body: codigoVentaSchema }, config: { requirement: VENDER, ownTransactions: true } }, async (req) => service.enviarCodigo(req.ctx, req.body));
  app.post('/api/v1/ventas/:idTransaccion/reverso', { schema: { params: reversoVentaParamsSchema, body: sinCuerpoSchema }, config: { requirement: VENDER } }, async (req) => service.revertir(req.ctx, req.params, req.body));
  // Look-ups of who is at the counter: limited per cashier or provider token and minute (issue 31).
  app.get('/api/v1/ventas/beneficiaria', { schema: { querystring: beneficiariaVentaSchema }, config: { requirement: VENDER, cupo: 'consultasSaldo' } }, async (req) => service.buscarBeneficiaria(req.ctx, req.query));
  app.post('/api/v1/ventas/beneficiaria/identificar', { schema: { body: identificarVentaSchema }, config: { requirement: VENDER, cupo: 'consultasSaldo' } }, async (req, reply) =>
    comoRespuesta(reply, await service.identificar(req.ctx, req.body)),
  );
  app.get('/api/v1/ventas/productos', { config: { requirement: VENDER } }, async (req) => service.productos(req.ctx));
  app.get('/api/v1/ventas/:id/recibo', { schema: { params: reciboVentaParamsSchema }, config: { requirement: VER } }, async (req, reply) => responderArchivo(req, reply, await service.recibo(req.ctx, req.params)));
}
