import type { FastifyInstance } from 'fastify';
import { sinCuerpoSchema, transicionSchema } from '@pb/contract';
import { parse } from '../../core/http.js';
import { idParams } from '../../core/openapi.js';
import { CON_TRANSICION, ELIMINABLES, cambiarEstado, eliminar, type RecursoConTransicion, type RecursoEliminable } from './service.js';

/**
 * The generic resource calls (spec part 1 §7 `PATCH {resource}/{id}`, `DELETE resource by id`;
 * decision 039): one route per resource, each declaring its screen's key, so the permission matrix
 * and the API document see every one. No other route has these paths (the features' own are under
 * /api/v1/); an unknown resource is the app's JSON 404.
 */
export async function recursosRoutes(app: FastifyInstance) {
  for (const recurso of Object.keys(CON_TRANSICION) as RecursoConTransicion[]) {
    app.patch(
      `/api/${recurso}/:id`,
      { schema: { params: idParams, body: transicionSchema }, config: { requirement: CON_TRANSICION[recurso].requirement } },
      async (req) => cambiarEstado(req.ctx, recurso, (req.params as { id: string }).id, req.body),
    );
  }
  for (const recurso of Object.keys(ELIMINABLES) as RecursoEliminable[]) {
    // The path says everything: a body, if any, must be empty.
    app.delete(`/api/${recurso}/:id`, { schema: { params: idParams, body: sinCuerpoSchema }, config: { requirement: ELIMINABLES[recurso].requirement } }, async (req) => {
      parse(sinCuerpoSchema, req.body);
      return eliminar(req.ctx, recurso, (req.params as { id: string }).id);
    });
  }
}
