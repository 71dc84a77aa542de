import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { ServidorCorreoLocal } from '@pb/api/integrations/correo/client.js';
import { leerMensaje, type MensajeLeido } from './mime.js';

/**
 * The mail server's simulator (issue 19, decision 036): a real SMTP server (smtp-server) on a local
 * port that accepts every message, keeps the last ones in memory and answers them, newest first, to
 * the development page (`/dev/correos`, pagina.ts) and the tests, which read a link as the user reads
 * the mail. It never delivers anything.
 */
export interface MensajeSimulado extends MensajeLeido {
  id: number;
  de: string;
  para: string[];
  fecha: string;
}

export interface SimuladorCorreo extends ServidorCorreoLocal {
  /** The messages kept, newest first; only those to `para` when given. */
  mensajes(para?: string): MensajeSimulado[];
  close(): Promise<void>;
}

/** How many messages the simulator keeps. */
const GUARDADOS = 200;
const MAX_BYTES = 1024 * 1024;

export async function startCorreoSimulator(opts: { host?: string; port?: number } = {}): Promise<SimuladorCorreo> {
  const host = opts.host ?? '127.0.0.1';
  let guardados: MensajeSimulado[] = [];
  let siguiente = 0;
  const server = new SMTPServer({
    // A local test server: no TLS to negotiate, any (or no) login accepted.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'simulador' }),
    size: MAX_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const partes: Buffer[] = [];
      stream.on('data', (parte: Buffer) => partes.push(parte));
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Mensaje demasiado grande'), { responseCode: 552 }));
        const leido = leerMensaje(Buffer.concat(partes).toString('utf8'));
        const m: MensajeSimulado = {
          id: ++siguiente,
          de: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          para: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          fecha: new Date().toISOString(),
          ...leido,
        };
        guardados = [m, ...guardados].slice(0, GUARDADOS);
        callback();
      });
    },
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port ?? 0, host, () => ok());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host,
    port,
    mensajes: (para) => (para ? guardados.filter((m) => m.para.includes(para.toLowerCase())) : guardados),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
