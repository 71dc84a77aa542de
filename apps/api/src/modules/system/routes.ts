import type { FastifyInstance } from 'fastify';
import { cambiarPassSchema, desactivarCuentaSchema } from '@pb/contract';
import { parse } from '../../core/http.js';
import { cambiarPass, desactivarCuenta, menu } from './service.js';

/** Session-owner routes of spec part 1 §7: menu, own password, own deactivation. */
export async function systemRoutes(app: FastifyInstance) {
  const own = { requirement: 'authenticated' as const, allowPasswordChangePending: true };
  app.get('/api/system/menu', { config: own }, async (req) => menu(req.ctx));
  app.patch('/api/system/cambiar_pass', { schema: { body: cambiarPassSchema }, config: own }, async (req) => {
    const body = parse(cambiarPassSchema, req.body);
    return cambiarPass(req.ctx, body.password, body.newPassword);
  });
  app.patch('/api/system/desactivar_cuenta', { schema: { body: desactivarCuentaSchema }, config: own }, async (req) => {
    const body = parse(desactivarCuentaSchema, req.body);
    return desactivarCuenta(req.ctx, body.password);
  });
}
