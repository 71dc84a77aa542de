import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_ROOT, E2E_BASE_URL, LECTOR_PORT, LECTOR_URL } from './playwright.config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes old databases and starts the card-reader simulator; answers the teardown that stops it. */
export default async function globalSetup() {
  limpiarCorridasViejas();
  return iniciarLector();
}

/**
 * The card-reader simulator (`npm run lector`) on its own port, as the operator's computer would run
 * it, allowing the app's origin. Its pid travels to the tests (PB_E2E_LECTOR_PID) so that a journey
 * may stop it and see the "reader not found" message.
 */
async function iniciarLector(): Promise<() => void> {
  const script = fileURLToPath(new URL('../scripts/lector.mjs', import.meta.url));
  const lector = spawn(process.execPath, [script], {
    env: { ...process.env, LECTOR_PORT: String(LECTOR_PORT), LECTOR_ORIGEN: E2E_BASE_URL, LECTOR_TARJETAS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    lector.once('error', reject);
    lector.once('exit', (code) => reject(new Error(`El simulador del lector terminó (código ${code}) antes de escuchar en ${LECTOR_URL}`)));
    lector.stdout!.on('data', (d: Buffer) => {
      if (String(d).includes(LECTOR_URL)) resolve();
    });
  });
  lector.removeAllListeners('exit');
  process.env.PB_E2E_LECTOR_PID = String(lector.pid);
  process.env.PB_E2E_LECTOR_URL = LECTOR_URL;
  return () => {
    if (lector.exitCode === null) lector.kill();
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
