import { readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { DATA_ROOT } from './playwright.config';

/** Removes the databases of earlier runs; the current run's directory stays. */
export default function globalSetup() {
  const current = basename(process.env.PB_E2E_DATA_DIR ?? '');
  let entries: string[] = [];
  try {
    entries = readdirSync(DATA_ROOT);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.startsWith('run-') && entry !== current) rmSync(join(DATA_ROOT, entry), { recursive: true, force: true });
  }
}
