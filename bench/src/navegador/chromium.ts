import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Chrome DevTools' "Fast 3G" preset (its network throttling menu): 562.5 ms of latency, 1.6 Mbps
 * down and 750 kbps up, each times 0.9; bytes per second as CDP takes them.
 */
export const RED_3G_RAPIDA = { latency: 562.5, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 };
/** A mid-range phone against the machine running the benchmark (DevTools' "4× slowdown"). */
export const CPU_LENTITUD = 4;

/** Throttles the page's CPU and network from now on (a CDP session of its own). */
export async function estrangular(contexto: BrowserContext, page: Page): Promise<void> {
  const cdp = await contexto.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_LENTITUD });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...RED_3G_RAPIDA });
}

export interface Scripts {
  /** Our build's scripts the page requested (`assets/x.js`), in order. */
  lista: string[];
  /** Bytes of their bodies as they came over the wire (compressed or not), of those finished. */
  transferidos(): number;
}

/** Records the scripts a page requests from when it is called. */
export function scriptsPedidos(page: Page): Scripts {
  const lista: string[] = [];
  const bytes = new Map<string, number>();
  const ruta = (url: string) => new URL(url).pathname.slice(1);
  page.on('request', (r) => {
    const archivo = ruta(r.url());
    if (archivo.endsWith('.js') && !lista.includes(archivo)) lista.push(archivo);
  });
  page.on('requestfinished', (r) => {
    const archivo = ruta(r.url());
    if (archivo.endsWith('.js'))
      void r
        .sizes()
        .then((s) => bytes.set(archivo, s.responseBodySize))
        .catch(() => undefined);
  });
  return { lista, transferidos: () => [...bytes.values()].reduce((a, b) => a + b, 0) };
}

const gzipCache = new Map<string, number>();
/** A built file's size gzipped at level 9, as a server would send it (read from apps/web/dist). */
export function gzipDe(distWeb: string, archivo: string): number {
  let n = gzipCache.get(archivo);
  if (n === undefined) {
    n = gzipSync(readFileSync(path.join(distWeb, archivo)), { level: 9 }).length;
    gzipCache.set(archivo, n);
  }
  return n;
}
