import type { FastifyInstance } from 'fastify';
import { ROLES, beneficiariaEstadoSchema, beneficiariosSucursalesSchema, celularSchema, sinCuerpoSchema, smsSchema, sucursalBeneficiariosSchema } from '@pb/contract';
import type { ByReach } from '../../core/guard.js';
import { parse } from '../../core/http.js';
import { idParams as porId } from '../../core/openapi.js';
import * as service from './service.js';
import { LEER_TRABAJADORES } from './graphql.js';

/** The workers list's actions (spec part 2 §2.5, §7); roles 5, 6, 7 on their own workers, the operator on any (`beneficiarias:update`). */
export async function beneficiariasRoutes(app: FastifyInstance) {
  const editar = { config: { requirement: 'beneficiarias:update' as const } };
  app.patch('/api/v1/beneficiarias/:id/sms', { ...editar, schema: { params: smsSchema, body: smsSchema } }, async (req) => service.cambiarSms(req.ctx, req.params, req.body));
  app.patch('/api/v1/beneficiarias/:id/dispositivos/fingerprints', { ...editar, schema: { params: porId, body: sinCuerpoSchema } }, async (req) => {
    parse(sinCuerpoSchema, req.body);
    return service.reiniciarHuella(req.ctx, req.params);
  });
  // Shares its shape with /:id/sms: Fastify tries the static segment first.
  app.patch('/api/v1/beneficiarias/:personId/:estado', { ...editar, schema: { params: beneficiariaEstadoSchema } }, async (req) => service.cambiarEstadoPorPersona(req.ctx, req.params));
  // The workers list's branches and one branch's workers (spec part 2 §7; decision 042): whoever reads that list.
  app.get('/api/v1/beneficiarios/sucursales', { schema: { querystring: beneficiariosSucursalesSchema }, config: { requirement: LEER_TRABAJADORES } }, async (req) => service.sucursales(req.ctx, req.query));
  app.get('/api/v1/sucursales/:id/beneficiarios', { schema: { params: porId, querystring: sucursalBeneficiariosSchema.omit({ id: true }) }, config: { requirement: LEER_TRABAJADORES } }, async (req) => service.deSucursal(req.ctx, req.params, req.query));
  // The independent employer's phone change (/modificarCelularIndependiente) is the same call under its screen's key.
  const celular: ByReach = { programa: 'beneficiarias:update', entidad: 'beneficiarias:update', porRol: { [ROLES.EMPLEADOR_INDEPENDIENTE]: 'beneficiariaIndependiente:update' } };
  app.patch('/api/v1/otros/celular/:personaId/:movil', { schema: { params: celularSchema }, config: { requirement: celular } }, async (req) => service.cambiarCelular(req.ctx, req.params));
  app.put('/api/v1/otros/beneficiario/:id', { ...editar, schema: { params: porId, body: sinCuerpoSchema } }, async (req) => {
    parse(sinCuerpoSchema, req.body);
    return service.quitarSuspension(req.ctx, req.params);
  });
  // The unblock after three wrong codes or cards, and a suspension's removal for any subsidy, are the programme's (DOMAIN.md §3): the update-beneficiary screen's key (roles 2, 3).
  app.patch('/api/v1/beneficiarias/:id/desbloqueo', { schema: { params: porId, body: sinCuerpoSchema }, config: { requirement: 'actualizarBeneficiaria:update' as const } }, async (req) => {
    parse(sinCuerpoSchema, req.body);
    return service.desbloquear(req.ctx, req.params);
  });
  app.patch('/api/v1/beneficiarias/:id/suspension', { schema: { params: porId, body: sinCuerpoSchema }, config: { requirement: 'actualizarBeneficiaria:update' as const } }, async (req) => {
    parse(sinCuerpoSchema, req.body);
    return service.quitarSuspensionPrograma(req.ctx, req.params);
  });
}
