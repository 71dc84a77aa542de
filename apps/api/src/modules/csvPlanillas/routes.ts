import type { FastifyInstance, FastifyReply } from 'fastify';
import { acceptFileUploads, readUploadedCsv } from '../../core/csv-upload.js';
import { descargarPlanillaQuerySchema, descargarPlanillaSchema, exportarTrabajadoresQuerySchema, planillasCsvSchema, updatePersonasSchema } from '@pb/contract';
import { uploadedFileSchema, idParams } from '../../core/openapi.js';
import * as service from './service.js';
import type { ByReach } from '../../core/guard.js';

/** The keys of the workers list (beneficiarias/graphql.ts): staff by `beneficiarias`, employers by the screen's own. */
const LEER_TRABAJADORES: ByReach = { programa: 'beneficiarias:read', entidad: 'beneficiariasEditar:read' };

/** The employer's pending payroll as CSV, out and in (spec part 2 §2.4, §7), and the workers list's import (§2.5); key `beneficiarias`. */
export async function csvPlanillasRoutes(app: FastifyInstance) {
  await acceptFileUploads(app);

  app.get('/api/v1/beneficiarias/descargarTrabajadoresCsvPlanillas/:idEntidad/creado', { schema: { params: descargarPlanillaSchema, querystring: descargarPlanillaQuerySchema }, config: { requirement: 'beneficiarias:update' } }, async (req, reply) => {
    const { nombreArchivo, contenido } = await service.descargar(req.ctx, req.params, req.query);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  });

  // The workers list's exports (spec §2.5): whoever reads that list.
  const enviar = (reply: FastifyReply, { nombreArchivo, contenido }: { nombreArchivo: string; contenido: unknown }) => {
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${nombreArchivo}"`);
    return contenido;
  };
  app.get('/api/v1/beneficiarias/descargarTrabajadoresCsv/:idEntidad/todos', { schema: { params: descargarPlanillaSchema, querystring: exportarTrabajadoresQuerySchema }, config: { requirement: LEER_TRABAJADORES } }, async (req, reply) => enviar(reply, await service.descargarTrabajadores(req.ctx, req.params, req.query)));
  app.get('/api/v1/beneficiarias/descargarTrabajadoresCsvSucursal/:id', { schema: { params: idParams, querystring: exportarTrabajadoresQuerySchema }, config: { requirement: LEER_TRABAJADORES } }, async (req, reply) => enviar(reply, await service.descargarTrabajadoresSucursal(req.ctx, req.params, req.query)));

  // Validation writes nothing: no transaction is held while the file streams in (decision 014, readOnly).
  // `?modo=celulares` is the workers list's import of mobiles (§2.5); the payroll's amounts by default.
  app.post('/api/v1/beneficiarias/csv', { schema: uploadedFileSchema('archivo'), config: { requirement: 'beneficiarias:update', readOnly: true } }, async (req) =>
    readUploadedCsv(req, (archivo) => service.validarArchivo(req.ctx, archivo, req.query as { idEntidad?: unknown; modo?: unknown })),
  );

  // The validated rows of a 100,000-row file come back here: a larger body than the default.
  app.patch('/api/v1/beneficiarias/update_personas', { bodyLimit: 40 * 1024 * 1024, schema: { body: updatePersonasSchema }, config: { requirement: 'beneficiarias:update' } }, async (req) => service.actualizar(req.ctx, req.body));
  // The spec's name for the same write with `crearPlanilla` (part 2 §7): the rows and their payrolls, one transaction.
  app.post('/api/v1/planillas/csv', { bodyLimit: 40 * 1024 * 1024, schema: { body: planillasCsvSchema }, config: { requirement: 'beneficiarias:update' } }, async (req) => service.crearPlanillasCsv(req.ctx, req.body));
}
