import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DATA_ROOT, E2E_BASE_URL, LECTOR_PORT } from './playwright.config';
import { detenerLector, iniciarLector } from './fixtures/lector';
import { detenerFirmador, iniciarFirmador } from './fixtures/firmador';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes old databases and starts the card-reader simulator (fixtures/lector.ts) and the signing
 * program's (fixtures/firmador.ts) at the addresses the server was given (LECTOR_TARJETAS_URL,
 * FIRMADOR_URL); answers the teardown that stops them.
 */
export default async function globalSetup() {
  limpiarCorridasViejas();
  process.env.PB_E2E_LECTOR_URL = await iniciarLector(LECTOR_PORT, E2E_BASE_URL);
  await iniciarFirmador();
  return async () => {
    await detenerLector();
    await detenerFirmador();
  };
}

/** Removes the databases of runs older than a day (others may be running now); the current one stays. */
function limpiarCorridasViejas() {
  const current = basename(process.env.PB_E2E_DATA_DIR ?? '');
  let entries: string[] = [];
  try {
    entries = readdirSync(DATA_ROOT);
  } catch {
    return;
  }
  for (const entry of entries) {
    const started = Number(entry.slice('run-'.length));
    if (entry.startsWith('run-') && entry !== current && Date.now() - started > DAY_MS) rmSync(join(DATA_ROOT, entry), { recursive: true, force: true });
  }
}
