import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { id } from '@pb/contract';
import { parse } from '../../core/http.js';
import { ALIMENTOS_LEER } from './graphql.js';
import { obtener } from './service.js';

const params = z.object({ id });

/** One food of the caller's catalogue (spec part 2 §7 `GET v1/alimento/{id}`); another provider's product is a 404. */
export async function alimentosRoutes(app: FastifyInstance) {
  app.get('/api/v1/alimento/:id', { schema: { params }, config: { requirement: ALIMENTOS_LEER } }, async (req) => obtener(req.ctx, parse(params, req.params).id));
}
