import Fastify from 'fastify';
import type { Executor } from '@pb/api/db/client.js';
import { apuntar } from '@pb/api/modules/serviciosIop/repository.js';
import { ovtRoutes } from './ovt/simulator.js';
import { plataformaPagosRoutes, type PagosSimulador } from './plataformaPagos/simulator.js';
import { segipRoutes } from './segip/simulator.js';
import { smsRoutes, type SmsSimulador } from './sms/simulator.js';
import { tesoroRoutes } from './tesoro/simulator.js';
import { startCorreoSimulator } from './correo/simulator.js';

export const SIMULATOR_TOKENS = { SEGIP: 'token-simulador-segip', OVT: 'token-simulador-ovt', PAGOS: 'token-simulador-pagos', SMS: 'token-simulador-sms', TESORO: 'token-simulador-tesoro' } as const;

export interface SimulatorOptions {
  host?: string;
  /** Where the payment platform's simulator notifies payments: our own server's /api/v1/pagos/notificacion. */
  notificacionUrl?: string | null;
  /** Where the payment platform's simulator keeps its codes across restarts (the data folder); none: memory only. */
  archivoPagos?: string;
  /** The mail simulator's SMTP port; default any free one. */
  puertoCorreo?: number;
}

/**
 * The local simulators of the outside systems, on their own port, each under its own prefix. The
 * integration-services rows are pointed at them, so the API reaches them over real HTTP exactly as
 * it would reach the real systems.
 */
export async function startSimulators(db: Executor, port: number, opts: SimulatorOptions = {}) {
  const app = Fastify({ logger: false });
  let pagos: PagosSimulador | undefined;
  let sms: SmsSimulador | undefined;
  await app.register((i) => segipRoutes(i, { token: SIMULATOR_TOKENS.SEGIP }), { prefix: '/segip/v3' });
  await app.register((i) => ovtRoutes(i, { token: SIMULATOR_TOKENS.OVT }), { prefix: '/ovt/v1' });
  await app.register(
    async (i) => {
      pagos = plataformaPagosRoutes(i, { token: SIMULATOR_TOKENS.PAGOS, notificacionUrl: opts.notificacionUrl, ...(opts.archivoPagos ? { archivo: opts.archivoPagos } : {}) });
    },
    { prefix: '/pagos/v1' },
  );
  await app.register(
    async (i) => {
      // A phone's reply goes to the server the payments are notified to (decision 082).
      sms = smsRoutes(i, { token: SIMULATOR_TOKENS.SMS, respuestasUrl: opts.notificacionUrl ? new URL('/api/v1/sms/respuestas', opts.notificacionUrl).href : null });
    },
    { prefix: '/sms/v1' },
  );
  await app.register(async (i) => void tesoroRoutes(i, { token: SIMULATOR_TOKENS.TESORO }), { prefix: '/tesoro/v1' });
  const base = await app.listen({ port, host: opts.host ?? '127.0.0.1' });
  // Mail is SMTP, not HTTP: its simulator listens on a port of its own (any free one).
  const correo = await startCorreoSimulator({ host: opts.host ?? '127.0.0.1', ...(opts.puertoCorreo ? { port: opts.puertoCorreo } : {}) });
  await apuntar(db, 'SEGIP', `${base}/segip/v3/`, SIMULATOR_TOKENS.SEGIP);
  await apuntar(db, 'OVT', `${base}/ovt/v1/`, SIMULATOR_TOKENS.OVT);
  await apuntar(db, 'PAGOS', `${base}/pagos/v1/`, SIMULATOR_TOKENS.PAGOS);
  await apuntar(db, 'SMS', `${base}/sms/v1/`, SIMULATOR_TOKENS.SMS);
  await apuntar(db, 'TESORO', `${base}/tesoro/v1/`, SIMULATOR_TOKENS.TESORO);
  return {
    url: base,
    correo,
    pagos: pagos!,
    sms: sms!,
    close: async () => {
      await correo.close();
      pagos?.detener();
      await pagos?.entregasPendientes();
      await app.close();
    },
  };
}
