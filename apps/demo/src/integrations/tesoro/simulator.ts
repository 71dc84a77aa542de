import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { DECIMAL_MONTO, centavosADecimal, decimalACentavos, fechaBolivia } from '@pb/contract';
import type { PagosDelDiaContrato, RespuestaPagoContrato } from '@pb/api/integrations/tesoro/client.js';

/**
 * The treasury's simulator (client.ts): batches kept in memory, answered deterministically. A
 * payment to a NIT it knows a bank account for is PAGADO; to any other NIT it is OBSERVADO ('0403',
 * 'Cuenta destino inexistente'). `retener(nit)` (tests) keeps that NIT's payments ENVIADO until
 * `liberar(nit)`.
 */
export interface TesoroSimulatorOptions {
  token: string;
  /** Bank accounts by NIT, added to the demo provider's. */
  cuentas?: Record<string, { cuenta: string; banco: string }>;
}

/** The demo provider (DISTRIBUIDORA ANDINA S.R.L.) has an account: its payments are PAGADO. */
const CUENTAS_DEMO: Record<string, { cuenta: string; banco: string }> = {
  '1020304050': { cuenta: '10000045872', banco: 'BANCO UNIÓN S.A.' },
};
const CUENTA_ORIGEN = { cuenta: '3987069001', banco: 'BANCO CENTRAL DE BOLIVIA' };

interface PagoLote {
  referencia: string;
  nit: string;
  monto: string;
  recibido: Date;
  respuesta: RespuestaPagoContrato | null;
  /** What the treasury paid, when a drill made it another amount than asked (`pagarOtroMonto`). */
  pagado?: string;
}

export interface TesoroSimulador {
  retener: (nit: string) => void;
  liberar: (nit: string) => void;
  /** Batches received (tests check idempotency). */
  lotes: () => number;
  /** Batch requests received, a repeated one included (tests check that one copy sends). */
  envios: () => number;
  /** Drill (decision 064, also `POST pagos/{referencia}/otro-monto`): the treasury pays this referencia `monto` centavos instead of the amount asked. */
  pagarOtroMonto: (referencia: string, monto: number) => boolean;
}

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export function tesoroRoutes(app: FastifyInstance, opts: TesoroSimulatorOptions): TesoroSimulador {
  const cuentas = { ...CUENTAS_DEMO, ...opts.cuentas };
  const lotes = new Map<string, PagoLote[]>();
  const porClave = new Map<string, string>();
  const retenidos = new Set<string>();
  let envios = 0;
  const authorized = (req: FastifyRequest) => req.headers.authorization === `Bearer ${opts.token}`;

  app.addHook('onRequest', async (req, reply) => {
    // The drill is the treasury's own side (the demo, tests): no service token.
    if (/\/pagos\/[^/]+\/otro-monto$/.test(req.url)) return;
    if (!authorized(req)) return reply.status(401).send({ message: 'No autorizado' });
  });

  /** Drill (decision 064): `POST pagos/{referencia}/otro-monto {monto}` — the treasury pays that payment another amount (decimal Bs). */
  app.post('/pagos/:referencia/otro-monto', async (req, reply) => {
    const monto = texto(((req.body ?? {}) as Record<string, unknown>).monto);
    if (!DECIMAL_MONTO.test(monto) || decimalACentavos(monto) <= 0) return reply.status(400).send({ message: 'monto: decimal mayor a cero' });
    if (!pagarOtroMonto((req.params as { referencia: string }).referencia, decimalACentavos(monto))) return reply.status(404).send({ message: 'Pago inexistente' });
    return { referencia: (req.params as { referencia: string }).referencia, monto: centavosADecimal(decimalACentavos(monto)) };
  });

  function pagarOtroMonto(referencia: string, monto: number): boolean {
    const p = [...lotes.values()].flat().find((x) => x.referencia === referencia);
    if (!p) return false;
    p.pagado = centavosADecimal(monto);
    return true;
  }

  app.post('/lotes', async (req, reply) => {
    envios++;
    const b = (req.body ?? {}) as { pagos?: unknown };
    if (!Array.isArray(b.pagos) || b.pagos.length === 0) return reply.status(400).send({ message: 'pagos: al menos uno' });
    const pagos: PagoLote[] = [];
    for (const p of b.pagos as Array<Record<string, unknown>>) {
      const [referencia, nit, razon, monto, glosa] = [texto(p.referencia), texto(p.nit), texto(p.razon_social), texto(p.monto), texto(p.glosa)];
      if (!referencia || !nit || !razon || !glosa || !DECIMAL_MONTO.test(monto)) return reply.status(400).send({ message: 'cada pago: referencia, nit, razon_social, monto (decimal), glosa' });
      pagos.push({ referencia, nit, monto, recibido: new Date(), respuesta: null });
    }
    const clave = pagos
      .map((p) => p.referencia)
      .sort()
      .join(',');
    const existente = porClave.get(clave);
    if (existente) return { id_solicitud_pago_lote: existente };
    const id = `LOTE-${randomUUID()}`;
    lotes.set(id, pagos);
    porClave.set(clave, id);
    return { id_solicitud_pago_lote: id };
  });

  app.get('/lotes/:id', async (req, reply) => {
    const pagos = lotes.get((req.params as { id: string }).id);
    if (!pagos) return reply.status(404).send({ message: 'Lote inexistente' });
    return { pagos: pagos.map(responder) };
  });

  /** The day's payments (reconciliation, decision 064): every payment answered PAGADO on that Bolivian day, with what was paid. */
  app.get('/pagos/:fecha', async (req, reply) => {
    const fecha = (req.params as { fecha: string }).fecha;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) return reply.status(400).send({ message: 'fecha: AAAA-MM-DD' });
    const pagos = [...lotes.values()]
      .flat()
      .map((p) => ({ p, r: responder(p) }))
      .filter(({ r }) => r.estado === 'PAGADO' && r.fecha_pago && fechaBolivia(new Date(r.fecha_pago)) === fecha)
      .map(({ p, r }) => ({ referencia: p.referencia, monto: p.pagado ?? centavosADecimal(decimalACentavos(p.monto)), fecha_pago: r.fecha_pago! }));
    return { fecha, pagos } satisfies PagosDelDiaContrato;
  });

  /** A payment's answer: decided once when first read unless held back, then always the same. */
  function responder(p: PagoLote): RespuestaPagoContrato {
    if (p.respuesta) return p.respuesta;
    if (retenidos.has(p.nit)) return { referencia: p.referencia, estado: 'ENVIADO' };
    const ahora = new Date().toISOString();
    const destino = cuentas[p.nit];
    p.respuesta = destino
      ? {
          referencia: p.referencia,
          estado: 'PAGADO',
          id_transaccion: `MEFP-${p.referencia}-${p.recibido.getTime()}`,
          fecha_pago: ahora,
          fecha_procesamiento: ahora,
          cuenta_origen: CUENTA_ORIGEN.cuenta,
          banco_origen: CUENTA_ORIGEN.banco,
          cuenta_destino: destino.cuenta,
          banco_destino: destino.banco,
          codigo_respuesta_mefp: '0000',
          observacion_mefp: 'Pago procesado',
        }
      : { referencia: p.referencia, estado: 'OBSERVADO', fecha_procesamiento: ahora, cuenta_origen: CUENTA_ORIGEN.cuenta, banco_origen: CUENTA_ORIGEN.banco, codigo_respuesta_mefp: '0403', observacion_mefp: 'Cuenta destino inexistente' };
    return p.respuesta;
  }

  return {
    retener: (nit) => void retenidos.add(nit),
    liberar: (nit) => void retenidos.delete(nit),
    lotes: () => lotes.size,
    envios: () => envios,
    pagarOtroMonto,
  };
}

/** A standalone simulator on its own port (tests). */
export async function startTesoroSimulator(opts: TesoroSimulatorOptions): Promise<{ url: string; close: () => Promise<void> } & TesoroSimulador> {
  const app = Fastify({ logger: false });
  let sim: TesoroSimulador | undefined;
  await app.register(
    async (i) => {
      sim = tesoroRoutes(i, opts);
    },
    { prefix: '/tesoro/v1' },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/tesoro/v1/`, ...sim!, close: () => app.close() };
}
