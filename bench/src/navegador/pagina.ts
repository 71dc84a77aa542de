import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LEIDO, vigilarAhora, vigilarAlCargar, type Espera } from './estado.js';
import { estrangular, scriptsPedidos, type Scripts } from './chromium.js';

/** Waits of a slow, busy machine: generous, and only for visible states. */
const LIMITE_MS = 120_000;

/** What the browser keeps of a login (the web app's `pb.session`, shell/session/store.ts). */
export interface Ingreso {
  token: string;
  usuario: unknown;
  menu: Array<{ url: string; submenu?: Array<{ url: string }> }>;
  permisos: unknown;
}

export interface Abierta {
  contexto: BrowserContext;
  page: Page;
  scripts: Scripts;
}

/** A new browser context (its own empty cache) and page, signed in as `ingreso` when given (the session the login would store). */
export async function abrir(browser: Browser, url: string, ingreso?: Ingreso): Promise<Abierta> {
  // The benchmark's own watching script is text evaluated in the page, which the app's CSP (no 'unsafe-eval') would refuse.
  const contexto = await browser.newContext({ baseURL: url, viewport: { width: 1366, height: 900 }, locale: 'es-BO', bypassCSP: true });
  if (ingreso) {
    const sesion = JSON.stringify({ token: ingreso.token, usuario: ingreso.usuario, menu: ingreso.menu, permisos: ingreso.permisos });
    await contexto.addInitScript(`localStorage.setItem('pb.session', ${JSON.stringify(sesion)});`);
  }
  const page = await contexto.newPage();
  page.setDefaultTimeout(LIMITE_MS);
  return { contexto, page, scripts: scriptsPedidos(page) };
}

/** Reads the moment the watched state was seen (ms from the page's navigation start) and what it was. */
async function leido(page: Page): Promise<{ fin: number; visto: string }> {
  const h = await page.waitForFunction(LEIDO, undefined, { polling: 100, timeout: LIMITE_MS });
  return (await h.jsonValue()) as { fin: number; visto: string };
}

/** A cold load of `ruta` typed in the address bar, throttled: ms until its first usable state, what it was. */
export async function cargaEnFrio(a: Abierta, ruta: string, espera: Espera, throttle: boolean) {
  if (throttle) await estrangular(a.contexto, a.page);
  await a.page.addInitScript(vigilarAlCargar(espera));
  await a.page.goto(ruta, { waitUntil: 'commit' });
  const r = await leido(a.page);
  if (process.env.BENCH_NAVEGADOR_CASCADA) console.log(`${ruta}, en frío:\n${await cascada(a.page, r.fin)}`);
  return r;
}

/**
 * A diagnosis (BENCH_NAVEGADOR_CASCADA=1): what the cold load did until its state was seen, on the
 * page's own clock. Each request (started, first byte, done, bytes over the wire) and the moments
 * the document's connection was made, its request sent, it was parsed and painted: which waits stood
 * one after the other (a late first byte of the document is the browser's wait when its request went
 * late, the server's when it went on time).
 */
async function cascada(page: Page, fin: number): Promise<string> {
  const filas = (await page.evaluate(`(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const marcas = [['conexión del documento', nav.connectEnd], ['documento pedido', nav.requestStart], ['documento leído', nav.domInteractive], ['DOMContentLoaded', nav.domContentLoadedEventEnd], ...performance.getEntriesByType('paint').map((p) => [p.name, p.startTime])];
    const pedidos = performance.getEntriesByType('resource').map((r) => [new URL(r.name).pathname, r.startTime, r.responseStart, r.responseEnd, r.transferSize]);
    return { marcas, pedidos: [['(documento)', 0, nav.responseStart, nav.responseEnd, nav.transferSize], ...pedidos] };
  })()`)) as { marcas: Array<[string, number]>; pedidos: Array<[string, number, number, number, number]> };
  const ms = (x: number) => String(Math.round(x)).padStart(6);
  return [
    ...filas.pedidos.filter((p) => p[1] <= fin).map(([n, i, b, f, t]) => `${ms(i)} → ${ms(b)} → ${ms(f)} ms ${String(Math.round(t / 100) / 10).padStart(6)} KB  ${n}`),
    ...filas.marcas.map(([n, t]) => `${ms(t)} ms  ${n}`),
    `${ms(fin)} ms  estado visto`,
  ].join('\n');
}

/** The web app's marks (apps/web/src/shell/primeraPantalla.ts): the home's first screen complete, its charts drawn; its fetch for later done. */
const MARCA_PRIMERA_PANTALLA = 'pb:primera-pantalla';
const MARCA_PRECARGA = 'pb:precarga';

/**
 * The page's own record of the scripts it requested before the mark: Resource Timing's start times
 * and the mark's are on one clock, so a request is counted by when the page made it, not by when
 * the benchmark heard of it.
 */
const SCRIPTS_ANTES_DE_LA_MARCA = `(() => {
  const marca = performance.getEntriesByName(${JSON.stringify(MARCA_PRIMERA_PANTALLA)}, 'mark')[0];
  if (!marca) return null;
  return { ms: marca.startTime, scripts: performance.getEntriesByType('resource').filter((r) => r.startTime <= marca.startTime).map((r) => new URL(r.name).pathname.slice(1)).filter((f) => f.endsWith('.js')) };
})()`;

/**
 * The signed-in home, loaded and settled. Its first screen is the JS the page requested before the
 * app marked the home complete (greeting, menu, charts); what it fetches after that, at idle, for
 * the screens to come (the list's code) is reported apart. Every script it loaded, both included,
 * is the shell the routes' own JS is counted beyond.
 */
export async function inicio(a: Abierta): Promise<{ primeraPantalla: string[]; primeraPantallaMs: number }> {
  await a.page.addInitScript('performance.setResourceTimingBufferSize(5000);');
  await a.page.goto('/');
  await a.page.locator('nav').first().waitFor({ state: 'visible' });
  await a.page.locator('main h1').first().waitFor({ state: 'visible' });
  const h = await a.page.waitForFunction(SCRIPTS_ANTES_DE_LA_MARCA, undefined, { polling: 100, timeout: LIMITE_MS });
  const { ms, scripts } = (await h.jsonValue()) as { ms: number; scripts: string[] };
  // The fetch for later (at idle after the first screen) is done, and nothing else is under way.
  await a.page.waitForFunction(`performance.getEntriesByName(${JSON.stringify(MARCA_PRECARGA)}, 'mark').length > 0`, undefined, { polling: 100, timeout: LIMITE_MS });
  await a.page.waitForLoadState('networkidle');
  return { primeraPantalla: [...new Set(scripts)], primeraPantallaMs: ms };
}

/** Makes the menu entry of `ruta` visible (its section opened, or the user menu for the account page) and answers it. */
async function entradaDelMenu(page: Page, ruta: string) {
  if (ruta === '/account') {
    // The top bar's user button (its label starts with the catalogue's 'layout.userMenu' in Spanish).
    await page.locator('header button[aria-haspopup="menu"][aria-label^="Menú de usuario"]').click();
    const item = page.locator(`#user-menu a[href="${ruta}"]`);
    await item.waitFor({ state: 'visible' });
    return item;
  }
  const enlace = page.locator(`nav a[href="${ruta}"]`).first();
  const seccion = await enlace.evaluate((e) => e.closest('[id^="menu-section-"]')?.id ?? null);
  if (seccion) {
    const boton = page.locator(`nav [aria-controls="${seccion}"]`);
    if ((await boton.getAttribute('aria-expanded')) !== 'true') await boton.click();
  }
  await enlace.waitFor({ state: 'visible' });
  // The section's opening has finished (a moving link would be clicked half-way).
  await page.waitForFunction(() => document.getAnimations().every((x) => x.playState !== 'running'), undefined, { polling: 100 });
  return enlace;
}

/**
 * From the page as it is (the shell loaded), clicks the route's menu entry as a person does and
 * waits for its first usable state: ms from the click, what was seen, the scripts requested meanwhile.
 */
export async function navegar(a: Abierta, ruta: string, espera: Espera, throttle: boolean) {
  const entrada = await entradaDelMenu(a.page, ruta);
  if (throttle) await estrangular(a.contexto, a.page);
  await a.page.evaluate(`${vigilarAhora(espera)} document.addEventListener('click', function () { window.__clicBench = performance.now(); }, { capture: true, once: true });`);
  const antes = a.scripts.lista.length;
  await entrada.click();
  const { fin, visto } = await leido(a.page);
  const clic = (await a.page.evaluate('window.__clicBench')) as number;
  if (new URL(a.page.url()).pathname !== ruta) throw new Error(`${ruta}: la página quedó en ${a.page.url()}`);
  return { ms: fin - clic, visto, scripts: a.scripts.lista.slice(antes) };
}

/** Back to the home through its menu entry (the smoke run's single context per account). */
export async function volverAlInicio(a: Abierta): Promise<void> {
  await a.page.locator('nav a[href="/"]').first().click();
  await a.page.waitForURL((u) => u.pathname === '/');
  await a.page.locator('main h1').first().waitFor({ state: 'visible' });
}
