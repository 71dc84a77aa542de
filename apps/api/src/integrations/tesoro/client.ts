import { z } from 'zod';
import { DECIMAL_MONTO, ESTADOS_PAGO, centavosADecimal, decimalACentavos, type EstadoPago } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { callJson, unexpectedReply } from '../http.js';
import { servicio } from '../servicios.js';

/*
 * The treasury's payments system (MEFP), our contract (issue 17, decision 031 draft). The base URL
 * and bearer token are those of the servicios_iop row TESORO; JSON in and out; money is decimal text.
 *
 *   POST lotes      { pagos: [{ referencia, nit, razon_social, monto, glosa }] } → { id_solicitud_pago_lote }
 *        `referencia` is our payment's id: the same referencias again answer the same lote (a call
 *        that timed out is retried without paying twice).
 *   GET  lotes/{id} → { pagos: [{ referencia, estado PAGADO|OBSERVADO|ENVIADO, id_transaccion,
 *        fecha_pago, fecha_procesamiento, cuenta_origen, banco_origen, cuenta_destino, banco_destino,
 *        codigo_respuesta_mefp, observacion_mefp }] }
 *   GET  pagos/{fecha} → { fecha, pagos: [{ referencia, monto, fecha_pago }] }
 *        every payment the treasury paid on that Bolivian day (UTC−4) with the amount it paid
 *        (decision 064, the daily reconciliation).
 *
 * Errors, unreadable or other-shaped answers are a 502, no answer in time a 503 (integrations/http.ts).
 */
export const SISTEMA = 'Tesoro (MEFP)';
export const SERVICIO_TESORO = 'TESORO';

const texto = z.string().max(500).nullable().optional().transform((v) => v ?? null);
const fechaHora = z.iso
  .datetime({ offset: true })
  .nullable()
  .optional()
  .transform((v) => (v ? new Date(v) : null));

const loteSchema = z.object({ id_solicitud_pago_lote: z.string().min(1).max(60) });
const respuestaSchema = z.object({
  referencia: z.string().min(1),
  estado: z.enum(ESTADOS_PAGO),
  id_transaccion: texto,
  fecha_pago: fechaHora,
  fecha_procesamiento: fechaHora,
  cuenta_origen: texto,
  banco_origen: texto,
  cuenta_destino: texto,
  banco_destino: texto,
  codigo_respuesta_mefp: texto,
  observacion_mefp: texto,
});
const consultaSchema = z.object({ pagos: z.array(respuestaSchema) });

const diaSchema = z.object({
  fecha: z.string(),
  pagos: z.array(z.object({ referencia: z.string().min(1).max(100), monto: z.string().regex(DECIMAL_MONTO).transform(decimalACentavos), fecha_pago: z.iso.datetime({ offset: true }).transform((v) => new Date(v)) })).max(1_000_000),
});
export type PagosDelDiaContrato = z.input<typeof diaSchema>;
/** A payment the treasury made that day: our referencia (the payment's id), the amount it paid (centavos), when. */
export type PagoTesoroDelDia = z.output<typeof diaSchema>['pagos'][number];

export type RespuestaPagoContrato = z.input<typeof respuestaSchema>;
export type RespuestaPago = z.output<typeof respuestaSchema> & { estado: EstadoPago };

export interface PagoSolicitado {
  referencia: string;
  nit: string;
  razon_social: string;
  /** Centavos. */
  monto: number;
  glosa: string;
}

/** The treasury over real HTTP; URL and token from the integration-services table (codigo TESORO). */
export class TesoroClient {
  constructor(
    private readonly db: Executor,
    private readonly timeoutMs: number,
  ) {}

  /** Sends a batch of payments; answers the treasury's batch id (the same referencias: the same batch). */
  async enviarLote(pagos: PagoSolicitado[]): Promise<string> {
    if (pagos.length === 0) throw new RangeError('Un lote de pagos necesita al menos un pago.');
    for (const p of pagos) if (!Number.isSafeInteger(p.monto) || p.monto <= 0) throw new RangeError(`Monto en centavos inválido: ${p.monto}`);
    const { url, token } = await this.servicio();
    const body = { pagos: pagos.map((p) => ({ referencia: p.referencia, nit: p.nit, razon_social: p.razon_social, monto: centavosADecimal(p.monto), glosa: p.glosa })) };
    const r = await callJson(`${url}lotes`, { method: 'POST', body }, this.opciones(token), loteSchema);
    return r.id_solicitud_pago_lote;
  }

  /** Each payment of a batch as the treasury has it now. */
  async consultarLote(idLote: string): Promise<RespuestaPago[]> {
    const { url, token } = await this.servicio();
    const r = await callJson(`${url}lotes/${encodeURIComponent(idLote)}`, {}, this.opciones(token), consultaSchema);
    for (const p of r.pagos) {
      if (p.estado === 'PAGADO' && !p.fecha_pago) throw unexpectedReply(SISTEMA, { problema: 'PAGADO sin fecha_pago', referencia: p.referencia });
    }
    return r.pagos;
  }

  /** Every payment the treasury paid on the Bolivian day `fecha` (YYYY-MM-DD). */
  async pagosDelDia(fecha: string): Promise<PagoTesoroDelDia[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) throw new RangeError(`Fecha inválida: ${fecha}`);
    const { url, token } = await this.servicio();
    const r = await callJson(`${url}pagos/${fecha}`, {}, this.opciones(token), diaSchema);
    if (r.fecha !== fecha) throw unexpectedReply(SISTEMA, { problema: 'la respuesta es de otro día', pedido: fecha, recibido: r.fecha });
    return r.pagos;
  }

  private servicio() {
    return servicio(this.db, SERVICIO_TESORO, SISTEMA);
  }

  private opciones(token: string | null) {
    return { sistema: SISTEMA, token, timeoutMs: this.timeoutMs };
  }
}

