import type { FastifyInstance } from 'fastify';
import { apostillaParamsSchema, documentoFirmaArchivoSchema, firmaUpdateParamsSchema, firmaUpdateSchema, reporteAprobadasSchema, sinCuerpoSchema } from '@pb/contract';
import * as service from './service.js';

/**
 * The signing calls (spec part 1 §7 eapostilla; issue 18, decision 034). The route keys are the
 * panel's (`firmas`); each document also needs `firma` on its own module, checked by the service.
 */
export async function firmasRoutes(app: FastifyInstance) {
  app.post('/api/eapostilla/apostilla/:id_archivo/:id', { schema: { params: apostillaParamsSchema, body: sinCuerpoSchema }, config: { requirement: 'firmas:firma' } }, async (req) => service.apostilla(req.ctx, req.params, req.body));

  app.post('/api/eapostilla/update/:id_archivo', { schema: { params: firmaUpdateParamsSchema, body: firmaUpdateSchema }, config: { requirement: 'firmas:firma' } }, async (req) => service.actualizar(req.ctx, req.params, req.body));

  // 'Enviar a firma' of the 'Reporte diario planillas aprobadas' dialog: who approves C31 forms sends the day's report.
  app.post('/api/v1/firmas/reporte-diario', { schema: { body: reporteAprobadasSchema }, config: { requirement: 'pagosc31:update' } }, async (req) => service.enviarReporteDiario(req.ctx, req.body));

  app.get('/api/v1/firmas/:id/:version', { schema: { params: documentoFirmaArchivoSchema }, config: { requirement: 'firmas:read' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.descargar(req.ctx, req.params);
    reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  });
}
