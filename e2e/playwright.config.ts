import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = dirname(fileURLToPath(import.meta.url));
/** Node's flags for every copy of the API (decision 079): the server under test runs as `npm start` runs it. */
const argumentosNode: string[] = JSON.parse(readFileSync(join(here, '../apps/api/argumentos-node.json'), 'utf8'));
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
// PB_E2E_PORT and PB_E2E_WEB_DIST let several runs share a machine (each with its own server and web build).
const PORT = Number(process.env.PB_E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** The card-reader simulator that global-setup.ts starts; the server is told its address (CSP and `lectorTarjetas` agree). */
export const LECTOR_PORT = Number(process.env.PB_E2E_LECTOR_PORT ?? PORT + 1000);
export const LECTOR_URL = `http://127.0.0.1:${LECTOR_PORT}`;
export const E2E_BASE_URL = BASE_URL;

/**
 * A fresh embedded database per run. Playwright loads this file again in every worker, so the
 * directory chosen by the runner travels through the environment instead of being recomputed.
 */
export const DATA_ROOT = join(here, '.data');
process.env.PB_E2E_DATA_DIR ??= join(DATA_ROOT, `run-${Date.now()}`);
const DATA_DIR = process.env.PB_E2E_DATA_DIR;
mkdirSync(DATA_DIR, { recursive: true });

/**
 * The signing program's simulator that global-setup.ts starts (issue 18): its port, the address the
 * server gives the browser (FIRMADOR_URL, also in the CSP) and the folder of its demo authority, which
 * the server trusts (FIRMADOR_DIR).
 */
export const FIRMADOR_PORT = Number(process.env.PB_E2E_FIRMADOR_PORT ?? PORT + 1100);
export const FIRMADOR_URL = `https://localhost:${FIRMADOR_PORT}`;
export const FIRMADOR_DIR = join(DATA_DIR, 'firmador');

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.PB_E2E_OUTPUT ?? './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // PB_E2E_JSON: `npm test` also writes Playwright's JSON report, for the timing report (scripts/tiempos.mjs).
  reporter: process.env.PB_E2E_JSON ? [['list'], ['json', { outputFile: process.env.PB_E2E_JSON }]] : 'list',
  // A journey is one user story of many steps; on a loaded 2-core machine a long one takes a minute or two.
  // Each expectation still fails after 10 s, so a real hang is caught where it happens.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    headless: true,
    locale: 'es-BO',
    // The app then drops its transitions (theme.ts): every check measures a settled page.
    reducedMotion: 'reduce',
    timezoneId: 'America/La_Paz',
    // No trace by default: recording one costs a fifth of a journey's time on a 2-core machine (measured,
    // issue 50). A failure still leaves its screenshot and error context; PB_E2E_TRACE=1 records traces
    // and keeps those of failed journeys, for a failure under study.
    trace: process.env.PB_E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright never downloads a browser here. Its headless shell (Debian's
      // chromium-headless-shell, what Playwright itself runs headless) when present: the same engine
      // without the full browser's shell, an eighth faster per journey here (issue 50).
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The real server: built API, built web app, embedded database migrated and seeded on first start.
    command: ['node', ...argumentosNode, '../apps/api/dist/main.js'].join(' '),
    cwd: here,
    url: `${BASE_URL}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      UPLOAD_RATE_LIMIT: '1000',
      LOOKUP_RATE_LIMIT: '1000',
      // The mails' and the SMS notices' job every 2 s (15 by default): the journeys that read them wait less.
      NOTIFICACIONES_SEGUNDOS: '2',
      LECTOR_TARJETAS_URL: LECTOR_URL,
      FIRMADOR_URL,
      FIRMADOR_DIR,
      // Ciudadanía Digital's simulator sends the browser back to the address the tests open.
      CIUDADANIA_REDIRECT_URI: `${BASE_URL}/auth/ciudadania/callback`,
      ...(process.env.PB_E2E_WEB_DIST ? { WEB_DIST: process.env.PB_E2E_WEB_DIST } : {}),
    },
  },
});
