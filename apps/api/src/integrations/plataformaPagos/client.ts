import { z } from 'zod';
import { CODIGO_CPT, DECIMAL_MONTO, ESTADOS_CPT, centavosADecimal, decimalACentavos, type EstadoCpt } from '@pb/contract';
import type { Executor } from '../../db/client.js';
import { callJson, callJsonOrNull, unexpectedReply } from '../http.js';
import { servicio } from '../servicios.js';

/*
 * The payment platform's contract (docs/decisions/022-payment-platform.md). The base URL and bearer
 * token are those of the servicios_iop row PAGOS; every call carries `Authorization: Bearer <token>`
 * and answers JSON. Money is decimal text with two decimals ("151.00"), never a float.
 *
 *   POST cpt          {monto, glosa, referencia}  → {codigo, vence}
 *        `referencia` is ours and names one code forever: the same referencia (and monto) answers
 *        the same codigo and vence again, never a second code, so a call that timed out can be
 *        retried safely; the same referencia with another monto is a 409.
 *   GET  cpt/{codigo}                             → {codigo, estado, fecha_pago, monto}
 *        estado PENDIENTE | PAGADO | VENCIDO; fecha_pago (ISO 8601) only when PAGADO.
 *        An unknown code is a 404 with {codigo: null}: read as null (any other 404, say of a wrong
 *        base URL, is a 502).
 *
 *   GET  conciliacion/{fecha}                     → {fecha, pagos: [{codigo, monto, fecha_pago}]}
 *        every payment the bank made on that Bolivian day (YYYY-MM-DD, UTC−4): one per paid code,
 *        and a code paid twice appears twice (decision 064). An unknown day has no payments.
 *
 *   codigo: ten digits; vence, fecha_pago: ISO 8601 date-times with their offset.
 *
 * On payment the platform POSTs {codigo, estado, fecha_pago, monto} to our notification URL, signed
 * in the header x-firma (firma.ts, notificacion.ts). Any error status, unreadable JSON or another
 * shape is a 502, and no answer within the time limit a 503 (integrations/http.ts, decision 007).
 */
export const SISTEMA = 'PPTE';
/** The servicios_iop row of the payment platform. */
export const SERVICIO_PAGOS = 'PAGOS';

/** The largest amount numeric(14,2) holds, in centavos. */
const MONTO_MAXIMO = 99_999_999_999_999;

const codigoSchema = z.string().regex(CODIGO_CPT);
const fechaHora = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
const montoSchema = z.string().regex(DECIMAL_MONTO).transform(decimalACentavos);

const emisionSchema = z.object({ codigo: codigoSchema, vence: fechaHora });
const consultaSchema = z
  .object({ codigo: codigoSchema, estado: z.enum(ESTADOS_CPT), fecha_pago: fechaHora.nullable(), monto: montoSchema })
  .refine((c) => (c.estado === 'PAGADO') === (c.fecha_pago !== null), 'fecha_pago va solo con PAGADO');
const conciliacionSchema = z.object({
  fecha: z.string(),
  pagos: z.array(z.object({ codigo: codigoSchema, monto: montoSchema, fecha_pago: fechaHora })).max(1_000_000),
});
/** The platform's "no such code": its 404 says so in JSON; any other 404 is a 502. */
const noEncontradoSchema = z.object({ codigo: z.null() });

/** What the platform sends, as a simulator must write it. */
export type EmisionContrato = z.input<typeof emisionSchema>;
export type ConsultaContrato = z.input<typeof consultaSchema>;
export type ConciliacionContrato = z.input<typeof conciliacionSchema>;

/** One payment of the day's report: the code, its amount (centavos) and when it was paid. */
export interface PagoDelDia {
  codigo: string;
  monto: number;
  fecha_pago: Date;
}

export interface Emision {
  codigo: string;
  vence: Date;
}
export interface Consulta {
  estado: EstadoCpt;
  fecha_pago: Date | null;
  /** Centavos. */
  monto: number;
}

/** The payment platform over real HTTP; its URL and token come from the integration-services table (codigo PAGOS). */
export class PagosClient {
  constructor(
    private readonly db: Executor,
    private readonly timeoutMs: number,
  ) {}

  /**
   * Issues a payment code for `monto` centavos. `referencia` is ours (e.g. `cpt:<id>`): retrying with
   * the same one returns the same code, so a timed-out call is retried without a second code. A new
   * code after an expired one needs a new referencia.
   */
  async emitir({ monto, glosa, referencia }: { monto: number; glosa: string; referencia: string }): Promise<Emision> {
    if (!Number.isSafeInteger(monto) || monto <= 0 || monto > MONTO_MAXIMO) throw new RangeError(`Monto en centavos inválido para un código de pago: ${monto}`);
    if (!glosa.trim() || !referencia.trim()) throw new RangeError('Un código de pago necesita glosa y referencia.');
    const { url, token } = await this.servicio();
    return callJson(`${url}cpt`, { method: 'POST', body: { monto: centavosADecimal(monto), glosa, referencia } }, this.opciones(token), emisionSchema);
  }

  /** The code's state, payment date and amount (centavos); null when the platform has no such code. */
  async consultar(codigo: string): Promise<Consulta | null> {
    if (!CODIGO_CPT.test(codigo)) throw new RangeError(`Código de pago inválido: ${codigo}`);
    const { url, token } = await this.servicio();
    const c = await callJsonOrNull(`${url}cpt/${codigo}`, {}, this.opciones(token), consultaSchema, noEncontradoSchema);
    if (!c) return null;
    if (c.codigo !== codigo) throw unexpectedReply(SISTEMA, { problema: 'la respuesta es de otro código', pedido: codigo, recibido: c.codigo });
    return { estado: c.estado, fecha_pago: c.fecha_pago, monto: c.monto };
  }

  /** Every payment the bank made on the Bolivian day `fecha` (YYYY-MM-DD), in the platform's order. */
  async conciliacion(fecha: string): Promise<PagoDelDia[]> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fecha)) throw new RangeError(`Fecha inválida: ${fecha}`);
    const { url, token } = await this.servicio();
    const r = await callJson(`${url}conciliacion/${fecha}`, {}, this.opciones(token), conciliacionSchema);
    if (r.fecha !== fecha) throw unexpectedReply(SISTEMA, { problema: 'la respuesta es de otro día', pedido: fecha, recibido: r.fecha });
    return r.pagos;
  }

  private servicio() {
    return servicio(this.db, SERVICIO_PAGOS, SISTEMA);
  }

  private opciones(token: string | null) {
    return { sistema: SISTEMA, token, timeoutMs: this.timeoutMs };
  }
}
