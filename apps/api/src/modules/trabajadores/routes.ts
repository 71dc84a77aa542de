import type { FastifyInstance } from 'fastify';
import { sincronizarTrabajadoresSchema } from '@pb/contract';
import { cabeceraMensaje, CABECERA_MENSAJE, texto } from '@pb/contract/mensajes';
import { sincronizar } from './service.js';

/**
 * Workers from the OVT labour registry (spec part 2 §2.4 step 1, §7): a JSON string (the message)
 * or a JSON list of the documents left out (decision 039). A string is sent as JSON, never as text,
 * and its key travels in CABECERA_MENSAJE (decision 075), as the body has no place for it.
 */
export async function trabajadoresRoutes(app: FastifyInstance) {
  app.post('/api/v1/beneficiarias/crear_personas', { schema: { body: sincronizarTrabajadoresSchema }, config: { requirement: 'beneficiarias:update', ownTransactions: true } }, async (req, reply) => {
    const respuesta = await sincronizar(req.ctx, req.body);
    reply.type('application/json; charset=utf-8');
    if (Array.isArray(respuesta)) return respuesta;
    reply.header(CABECERA_MENSAJE, cabeceraMensaje(respuesta));
    return JSON.stringify(texto(respuesta));
  });
}
