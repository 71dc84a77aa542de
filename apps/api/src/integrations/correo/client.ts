import { MENSAJES } from '@pb/contract/mensajes';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { AppError } from '../../core/errors.js';
import { parseReply, unexpectedReply } from '../http.js';

/*
 * Mail over SMTP (issue 19, decision 036), with nodemailer. The server is SMTP_HOST/SMTP_PORT (with
 * SMTP_USER/SMTP_PASS when given, TLS on port 465 and STARTTLS when the server offers it); without
 * SMTP_HOST, the local simulator when it runs (the demo's, apps/demo/src/integrations/correo/simulator.ts);
 * else mail is not configured. One plain
 * text message per call. The server's answer is parsed: the recipient must be among the accepted,
 * else it is a 502; no connection or no answer in time is a 503 (as integrations/http.ts).
 */
export const SISTEMA = 'correo electrónico';

export interface Correo {
  para: string;
  asunto: string;
  texto: string;
}

const direccion = z.union([z.string(), z.object({ address: z.string() }).transform((a) => a.address)]);
const respuestaSchema = z.object({
  messageId: z.string().min(1),
  accepted: z.array(direccion),
  rejected: z.array(direccion),
});

type Destino = { host: string; port: number; secure: boolean; ignoreTLS?: boolean; auth?: { user: string; pass: string } };

/** A local SMTP server that accepts every message: the demo's mail simulator, when it runs. */
export interface ServidorCorreoLocal {
  host: string;
  port: number;
}

declare module '../../core/context.js' {
  interface Deps {
    /** The mail simulator, when it runs (the demo, tests): mail goes to it without SMTP_HOST, and /dev/correos shows it. */
    simuladorCorreo?: ServidorCorreoLocal | null;
  }
}

export interface CorreoDeps {
  config: Pick<Config, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASS' | 'SMTP_FROM' | 'INTEGRATION_TIMEOUT_MS'>;
  simuladorCorreo?: ServidorCorreoLocal | null;
}

function destino({ config: c, simuladorCorreo: sim }: CorreoDeps): Destino | null {
  if (c.SMTP_HOST) return { host: c.SMTP_HOST, port: c.SMTP_PORT, secure: c.SMTP_PORT === 465, ...(c.SMTP_USER ? { auth: { user: c.SMTP_USER, pass: c.SMTP_PASS ?? '' } } : {}) };
  if (sim) return { host: sim.host, port: sim.port, secure: false, ignoreTLS: true };
  return null;
}

export class CorreoClient {
  constructor(private readonly deps: CorreoDeps) {}

  /** Whether a mail server is configured (SMTP_HOST, or the simulator running). */
  get configurado(): boolean {
    return destino(this.deps) !== null;
  }

  /** Sends one message; answers the server's message id. */
  async enviar(correo: Correo): Promise<{ id: string }> {
    const d = destino(this.deps);
    if (!d) throw new AppError('UNAVAILABLE', MENSAJES.servicioSinConfiguracion({ sistema: SISTEMA }));
    const espera = this.deps.config.INTEGRATION_TIMEOUT_MS;
    // Loaded at the first mail, not at start: nodemailer is about 6 MB of a copy's heap, and most copies send little.
    const { default: nodemailer } = await import('nodemailer');
    const transporte = nodemailer.createTransport({ ...d, connectionTimeout: espera, greetingTimeout: espera, socketTimeout: espera });
    let respuesta: unknown;
    try {
      respuesta = await transporte.sendMail({ from: this.deps.config.SMTP_FROM, to: correo.para, subject: correo.asunto, text: correo.texto });
    } catch (err) {
      const e = err as { code?: string; responseCode?: number; message?: string };
      if (e.responseCode) {
        throw new AppError('BAD_GATEWAY', MENSAJES.servicioError({ sistema: SISTEMA, estado: e.responseCode }), undefined, { cause: e.message, logMessage: `el servicio ${SISTEMA} rechazó el mensaje` });
      }
      const tiempo = e.code === 'ETIMEDOUT';
      throw new AppError('UNAVAILABLE', tiempo ? MENSAJES.servicioSinRespuesta({ sistema: SISTEMA }) : MENSAJES.servicioSinConexion({ sistema: SISTEMA }), undefined, { cause: e.message, logMessage: `sin conexión con el servicio ${SISTEMA}` });
    } finally {
      transporte.close();
    }
    const r = parseReply(SISTEMA, respuestaSchema, respuesta);
    if (!r.accepted.map((a) => a.toLowerCase()).includes(correo.para.toLowerCase())) throw unexpectedReply(SISTEMA, { rechazados: r.rejected });
    return { id: r.messageId };
  }
}
