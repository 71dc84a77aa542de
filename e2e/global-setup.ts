import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DATA_ROOT } from './playwright.config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes the databases of runs older than a day (others may be running now); the current one stays. */
export default function globalSetup() {
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
