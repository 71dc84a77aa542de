import type { FastifyInstance, FastifyReply } from 'fastify';
import { reportePendientesSchema, reporteRangoSchema, reporteTipoSchema } from '@pb/contract';
import type { Descarga } from './service.js';
import * as service from './service.js';

/** The answer of a CSV download: its name and the stream (a failure half-way breaks the download, never completes it). */
function enviar(reply: FastifyReply, { nombreArchivo, contenido }: Descarga) {
  reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
  return reply.send(contenido);
}

/** The reports of spec part 2 §2.12 (issue 17): expenses, sales and pending pickup, as CSV. */
export async function reportesRoutes(app: FastifyInstance) {
  app.get('/api/v1/gastos/:from/:toPlusOne', { schema: { params: reporteRangoSchema, querystring: reporteTipoSchema }, config: { requirement: 'reporte-gastos:csv' } }, async (req, reply) => enviar(reply, service.reporteGastos(req.ctx, req.params, req.query)));
  // Two params after /ventas: the static /ventas/pagos/:id and /ventas/:id/recibo stay the other helpers'.
  app.get('/api/v1/ventas/:from/:toPlusOne', { schema: { params: reporteRangoSchema, querystring: reporteTipoSchema }, config: { requirement: 'reporteVentas:csv' } }, async (req, reply) => enviar(reply, service.reporteVentas(req.ctx, req.params, req.query)));
  app.get('/api/v1/sucursales/:id/ventas/:from/:toPlusOne', { schema: { params: reporteRangoSchema }, config: { requirement: 'reporteVentas:csv' } }, async (req, reply) => enviar(reply, await service.reporteVentasSucursal(req.ctx, req.params)));
  app.get('/api/v1/pendientes/:tipo/:idMunicipio/:idSubsidio', { schema: { params: reportePendientesSchema }, config: { requirement: 'pendientesRecojo:csv' } }, async (req, reply) => enviar(reply, await service.reportePendientes(req.ctx, req.params)));
}
