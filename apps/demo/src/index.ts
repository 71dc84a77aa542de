import type { Demo } from '@pb/api/demo.js';
import { semillaDemo } from './db/seed/index.js';
import { DEMO_PASSWORD, DEMO_USUARIOS } from './integrations/demo-personas.js';
import { paginasDemo } from './integrations/paginas.js';
import { conSimuladorCiudadania } from './integrations/ciudadania/arranque.js';
import { startSimulators } from './integrations/simulators.js';

/**
 * The demo (decision 074): what the API's start loads, through apps/api/src/demo.ts, when SIMULADORES
 * or SEED_DEMO asks for it: the demo's seed, its accounts, the outside systems' simulators and their
 * pages. Nothing in the API's production code imports this workspace.
 */
export const demo: Demo = {
  semilla: semillaDemo,
  cuentas: { contrasena: DEMO_PASSWORD, usuarios: DEMO_USUARIOS },
  paginas: paginasDemo,
  conSimuladorCiudadania,
  async iniciarSimuladores(db, deps, port, opciones) {
    const simuladores = await startSimulators(db, port, opciones);
    // Without SMTP_HOST mail goes to the simulator, whose messages /dev/correos shows (decision 036).
    deps.simuladorCorreo = simuladores.correo;
    // The payment simulator's open codes, with a button that pays each, at /dev/pagos (issue 32).
    deps.simuladorPagos = simuladores.pagos;
    // The SMS simulator's last messages per mobile, at /dev/sms (issue 51 §17).
    deps.simuladorSms = simuladores.sms;
    return { url: simuladores.url, puertoCorreo: simuladores.correo.port, close: simuladores.close };
  },
};
