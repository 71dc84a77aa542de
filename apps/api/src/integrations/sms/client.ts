import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { callJson } from '../http.js';
import { servicio } from '../servicios.js';

/*
 * The SMS gateway's contract (DOMAIN.md §5). The base URL and bearer token are those of the
 * servicios_iop row SMS; every call carries `Authorization: Bearer <token>` and answers JSON.
 *
 *   POST mensajes {numero, texto} → {id}
 *        numero: the mobile, digits only; texto: up to 160 characters; id: the gateway's id of the
 *        message (kept with the code, for the audit of a complaint).
 *
 * Any error status, unreadable JSON or another shape is a 502, and no answer within the time limit a
 * 503 (integrations/http.ts, decision 007).
 */
export const SISTEMA = 'mensajes SMS';
/** The servicios_iop row of the SMS gateway. */
export const SERVICIO_SMS = 'SMS';

const envioSchema = z.object({ id: z.union([z.string().min(1).max(100), z.number().int().nonnegative()]).transform(String) });

/** What the gateway sends, as a simulator must write it. */
export type EnvioContrato = z.input<typeof envioSchema>;

/** The SMS gateway over real HTTP; its URL and token come from the integration-services table (codigo SMS). */
export class SmsClient {
  constructor(
    private readonly db: Executor,
    private readonly timeoutMs: number,
  ) {}

  /** Sends one text message; answers the gateway's id of it. */
  async enviar({ numero, texto }: { numero: string; texto: string }): Promise<{ id: string }> {
    if (!/^\d{6,15}$/.test(numero)) throw new RangeError(`Número de celular inválido para un SMS: ${numero}`);
    if (!texto.trim() || texto.length > 160) throw new RangeError('Un SMS necesita un texto de hasta 160 caracteres.');
    const { url, token } = await servicio(this.db, SERVICIO_SMS, SISTEMA);
    return callJson(`${url}mensajes`, { method: 'POST', body: { numero, texto } }, { sistema: SISTEMA, token, timeoutMs: this.timeoutMs }, envioSchema);
  }
}
