import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { SCREEN_PATHS } from '../../../apps/web/src/shell/routes.js';
import type { Grupo } from '../grupo.js';
import { CPU_LENTITUD, gzipDe, RED_3G_RAPIDA } from '../navegador/chromium.js';
import { abrir, cargaEnFrio, inicio, navegar, volverAlInicio, type Abierta, type Ingreso } from '../navegador/pagina.js';
import { esperaDe, PREFERENCIA } from '../navegador/rutas.js';
import { CONTRASENA, type Sesiones } from '../sesiones.js';

const DIST_WEB = fileURLToPath(new URL('../../../apps/web/dist/', import.meta.url));
/** Issue 33's targets. */
const RUTA_META_BYTES = 100_000;
const PRIMERAS_FILAS_META_S = 2;
/** Issue 54: a route typed in the address bar, throttled, to its first rows or first field. */
const EN_FRIO_META_S = 6;
const LOGIN_META_BYTES = 200_000;
/** Issue 54: the signed-in home's JS before its first screen, every role. */
const SHELL_META_BYTES = 300_000;
/** Below this scale (npm test's smoke run) one unthrottled pass per account, no cold loads but the login page's. */
const ESCALA_COMPLETA = 0.001;
/** A diagnosis's subset of routes, comma-separated (BENCH_NAVEGADOR_RUTAS=/usuarios,/logs): a before/after of a fix in minutes. */
const SOLO = process.env.BENCH_NAVEGADOR_RUTAS?.split(',').filter(Boolean);
const RUTAS = SOLO ? SCREEN_PATHS.filter((r) => SOLO.includes(r)) : SCREEN_PATHS;

interface Ruta {
  route: string;
  account: string;
  role: number;
  waitsFor: 'rows' | 'form' | 'heading';
  /** What was seen first: rows, the list's empty text, a form field; or why it was not reached. */
  seen: string;
  ownJsGzipBytes: number;
  ownJsFiles: string[];
  firstRowsSeconds: number | null;
  coldSeconds: number | null;
  coldJsGzipBytes: number | null;
  coldJsTransferredBytes: number | null;
  jsMet: boolean;
  timeMet: boolean;
  /** Null when the route was not opened cold (a smoke run, or its click was not answered). */
  coldMet: boolean | null;
}

interface ResultadoNavegador {
  throttled: boolean;
  cpuSlowdown: number;
  network: typeof RED_3G_RAPIDA;
  /**
   * The signed-in home as each account opens it: `jsGzipBytes` and `files` are the scripts requested
   * before its first screen was complete (the app's mark, charts drawn); `idleJsGzipBytes` and
   * `idleFiles` what it fetched after that, at idle, for the screens to come (the list's code). Runs
   * before issue 54 counted everything the home loaded in `jsGzipBytes`, and have none of the others.
   */
  shells: Array<{ account: string; role: number; jsGzipBytes: number; files: number; firstScreenMs?: number; idleJsGzipBytes?: number; idleFiles?: number; met?: boolean }>;
  login: { seconds: number; jsGzipBytes: number; jsTransferredBytes: number; met: boolean };
  routes: Ruta[];
  /** Routes no benchmark account's menu holds. */
  unread: string[];
}

const gzip = (archivos: string[]) => archivos.reduce((s, f) => s + gzipDe(DIST_WEB, f), 0);
const urlsDelMenu = (menu: Ingreso['menu']) => new Set(['/account', ...menu.flatMap((m) => [m.url, ...(m.submenu ?? []).map((s) => s.url)])]);

async function ingresarCompleto(url: string, usuario: string): Promise<Ingreso & { usuario: { id_rol?: number; rol?: { id: number } } }> {
  const res = await fetch(`${url}/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario, contrasena: CONTRASENA }) });
  if (!res.ok) throw new Error(`Ingreso de ${usuario}: ${res.status} ${await res.text()}`);
  return (await res.json()) as never;
}

async function cerrar(a: Abierta | null) {
  await a?.contexto.close().catch(() => undefined);
}

export const navegador: Grupo<ResultadoNavegador> = {
  clave: 'browser',
  titulo: 'The browser',
  async medir(ctx) {
    const completo = ctx.escala >= ESCALA_COMPLETA;
    const url = ctx.servidor.url;
    const browser: Browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-dev-shm-usage'] });
    try {
      // Each route as the first account (in PREFERENCIA's order) whose menu holds it.
      const ingresos = new Map<keyof Sesiones, Ingreso & { rol: number; urls: Set<string> }>();
      for (const clave of PREFERENCIA) {
        const r = await ingresarCompleto(url, ctx.sesiones[clave].usuario);
        const rol = (r.usuario as { id_rol?: number }).id_rol ?? 0;
        ingresos.set(clave, { ...r, rol, urls: urlsDelMenu(r.menu) });
      }
      const cuentaDe = (ruta: string) => PREFERENCIA.find((c) => ingresos.get(c)!.urls.has(ruta));
      const unread = RUTAS.filter((r) => !cuentaDe(r));

      const login = await abrir(browser, url);
      let loginR: ResultadoNavegador['login'];
      try {
        const { fin } = await cargaEnFrio(login, '/login', 'campo', true);
        const js = gzip(login.scripts.lista);
        loginR = { seconds: fin / 1000, jsGzipBytes: js, jsTransferredBytes: login.scripts.transferidos(), met: js <= LOGIN_META_BYTES };
        ctx.log(`/login en frío: ${loginR.seconds.toFixed(2)} s, JS ${(js / 1000).toFixed(1)} KB gzip (${(loginR.jsTransferredBytes / 1000).toFixed(1)} KB transferidos)`);
      } finally {
        await cerrar(login);
      }

      const shells: ResultadoNavegador['shells'] = [];
      const routes: Ruta[] = [];
      for (const clave of PREFERENCIA) {
        const ingreso = ingresos.get(clave)!;
        const suyas = RUTAS.filter((r) => cuentaDe(r) === clave);
        if (!suyas.length) continue;
        // The smoke run: one context for the account, back home between routes.
        let compartida: Abierta | null = null;
        try {
          for (const ruta of suyas) {
            const espera = esperaDe(ruta);
            const fila: Ruta = { route: ruta, account: clave, role: ingreso.rol, waitsFor: espera === 'campo' ? 'form' : espera === 'titulo' ? 'heading' : 'rows', seen: '', ownJsGzipBytes: 0, ownJsFiles: [], firstRowsSeconds: null, coldSeconds: null, coldJsGzipBytes: null, coldJsTransferredBytes: null, jsMet: false, timeMet: false, coldMet: null };
            routes.push(fila);
            let a: Abierta | null = compartida;
            try {
              if (!a) {
                a = await abrir(browser, url, ingreso);
                const { primeraPantalla, primeraPantallaMs } = await inicio(a);
                if (!shells.some((s) => s.account === clave)) {
                  const primera = new Set(primeraPantalla);
                  const despues = a.scripts.lista.filter((f) => !primera.has(f));
                  const js = gzip(primeraPantalla);
                  shells.push({ account: clave, role: ingreso.rol, jsGzipBytes: js, files: primeraPantalla.length, firstScreenMs: Math.round(primeraPantallaMs), idleJsGzipBytes: gzip(despues), idleFiles: despues.length, met: js <= SHELL_META_BYTES });
                  ctx.log(`Inicio de ${clave}: primera pantalla ${(js / 1000).toFixed(1)} KB gzip en ${primeraPantalla.length} archivos; después, en reposo, ${(gzip(despues) / 1000).toFixed(1)} KB`);
                }
                if (!completo) compartida = a;
              } else await volverAlInicio(a);
              const shell = new Set(a.scripts.lista);
              const n = await navegar(a, ruta, espera, completo);
              fila.seen = n.visto;
              fila.ownJsFiles = n.scripts.filter((s) => !shell.has(s));
              fila.ownJsGzipBytes = gzip(fila.ownJsFiles);
              fila.firstRowsSeconds = n.ms / 1000;
            } catch (err) {
              fila.seen = `not reached: ${(err as Error).message.split('\n')[0]}`;
              ctx.log(`${ruta}: ${fila.seen}`);
            } finally {
              if (a !== compartida) await cerrar(a);
            }
            if (completo && fila.firstRowsSeconds !== null) {
              const frio = await abrir(browser, url, ingreso);
              try {
                const { fin } = await cargaEnFrio(frio, ruta, espera, true);
                fila.coldSeconds = fin / 1000;
                fila.coldMet = fila.coldSeconds <= EN_FRIO_META_S;
                fila.coldJsGzipBytes = gzip(frio.scripts.lista);
                fila.coldJsTransferredBytes = frio.scripts.transferidos();
              } catch (err) {
                ctx.log(`${ruta} en frío: ${(err as Error).message.split('\n')[0]}`);
              } finally {
                await cerrar(frio);
              }
            }
            fila.jsMet = fila.firstRowsSeconds !== null && fila.ownJsGzipBytes <= RUTA_META_BYTES;
            fila.timeMet = fila.firstRowsSeconds !== null && fila.firstRowsSeconds <= PRIMERAS_FILAS_META_S;
            ctx.log(
              `${ruta.padEnd(36)} ${clave.padEnd(13)} ${fila.seen.padEnd(10)} JS propio ${(fila.ownJsGzipBytes / 1000).toFixed(1).padStart(6)} KB  clic→estado ${fila.firstRowsSeconds?.toFixed(2) ?? '—'} s  en frío ${fila.coldSeconds?.toFixed(2) ?? '—'} s`,
            );
          }
        } finally {
          await cerrar(compartida);
        }
      }
      return { throttled: completo, cpuSlowdown: CPU_LENTITUD, network: RED_3G_RAPIDA, shells, login: loginR, routes, unread };
    } finally {
      await browser.close();
    }
  },
  markdown(r) {
    const kb = (b: number | null) => (b === null ? '—' : (b / 1000).toFixed(1));
    const s = (x: number | null) => (x === null ? '—' : x.toFixed(2));
    const meta = (m: boolean) => (m ? 'met' : 'missed');
    const red = `Chrome DevTools' "Fast 3G" (latency ${r.network.latency} ms, download ${Math.round(r.network.downloadThroughput)} B/s = 1.6 Mbps × 0.9, upload ${Math.round(r.network.uploadThroughput)} B/s = 750 kbps × 0.9)`;
    return [
      `Debian's Chromium (headless, through playwright-core) opens every signed-in route of the web app as an account of a role whose menu holds it (the first of ${PREFERENCIA.join(', ')}), each in a new browser context (an empty cache), ${r.throttled ? `throttled through CDP: CPU ${r.cpuSlowdown}× slower and ${red}` : '**unthrottled (a smoke run: one context per account, no cold loads but the login page)**'}.`,
      `"Shell JS" is the gzip (level 9, of the file in apps/web/dist) of the scripts the signed-in home requested before its first screen was complete (the app's performance mark \`pb:primera-pantalla\` once its charts are drawn, read with the page's Resource Timing); "then at idle" is what it fetched after that for the screens to come (the list's code, which the app asks for only after the mark). Target: shell JS ≤ ${kb(SHELL_META_BYTES)} KB gzip for every account.`,
      '"Own JS" is the gzip of the scripts the route requested beyond the shell, the shell being everything the signed-in home loaded (both parts above); "click → first rows" is from the click on its menu entry (the home loaded and settled, then throttled) until its first data row (or the list\'s empty text) or its form\'s first field is visible, seen by a MutationObserver in the page; "cold" is the route\'s URL typed in the address bar, from navigation start to the same state, with all the JS it requested (gzip, and the bytes that came over the wire).',
      `Targets: own JS ≤ ${kb(RUTA_META_BYTES)} KB gzip, first rows ≤ ${PRIMERAS_FILAS_META_S} s throttled, cold ≤ ${EN_FRIO_META_S} s throttled, the login page ≤ ${kb(LOGIN_META_BYTES)} KB gzip.`,
      '',
      `The login page, cold: form visible in ${s(r.login.seconds)} s; JS ${kb(r.login.jsGzipBytes)} KB gzip (${kb(r.login.jsTransferredBytes)} KB over the wire), **${meta(r.login.met)}**.`,
      '',
      '| Account | Role | Shell JS (KB gzip) | Files | First screen (ms, unthrottled) | Then at idle (KB gzip / files) | Target |',
      '|---|---:|---:|---:|---:|---:|---|',
      ...r.shells.map((x) => `| ${x.account} | ${x.role} | ${kb(x.jsGzipBytes)} | ${x.files} | ${x.firstScreenMs ?? '—'} | ${x.idleJsGzipBytes === undefined ? '—' : `${kb(x.idleJsGzipBytes)} / ${x.idleFiles}`} | ${x.met === undefined ? '—' : meta(x.met)} |`),
      '',
      '| Route | Account | Waits for | Seen | Own JS (KB gzip) | Click → first rows (s) | Cold (s) | Cold JS gzip / wire (KB) | JS target | Time target | Cold target |',
      '|---|---|---|---|---:|---:|---:|---:|---|---|---|',
      ...r.routes.map((x) => `| ${x.route} | ${x.account} (${x.role}) | ${x.waitsFor} | ${x.seen} | ${kb(x.ownJsGzipBytes)} | ${s(x.firstRowsSeconds)} | ${s(x.coldSeconds)} | ${kb(x.coldJsGzipBytes)} / ${kb(x.coldJsTransferredBytes)} | ${meta(x.jsMet)} | ${meta(x.timeMet)} | ${x.coldMet === null || x.coldMet === undefined ? '—' : meta(x.coldMet)} |`),
      ...(r.unread.length ? ['', `Routes no benchmark account reads: ${r.unread.join(', ')}.`] : []),
    ];
  },
};
