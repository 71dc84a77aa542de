import { startCorreoSimulator, type MensajeSimulado } from '@pb/demo/integrations/correo/simulator.js';
import type { TestApp } from './harness.js';

/**
 * Starts the mail simulator (a real SMTP server on a free port) and points the app's mail at it;
 * `esperar(para)` waits for the next message to an address (mail goes after the answer, decision
 * 036) and `enlace(para)` reads the link in it, as the user reads the mail.
 */
export async function withCorreo(t: Pick<TestApp, 'deps'>) {
  const sim = await startCorreoSimulator();
  t.deps.simuladorCorreo = sim;
  const esperar = async (para: string, cuantos = 1): Promise<MensajeSimulado> => {
    for (let i = 0; i < 200; i++) {
      const m = sim.mensajes(para);
      if (m.length >= cuantos) return m[0]!;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no llegó el correo ${cuantos} a ${para}`);
  };
  return {
    ...sim,
    esperar,
    /** The token of the link in the newest message to `para` (the `cuantos`-th). */
    token: async (para: string, cuantos = 1) => new URL((await esperar(para, cuantos)).texto.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!,
  };
}
