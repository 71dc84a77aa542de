import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The manifest of a Vite build (`build.manifest: true`): one entry per chunk, keyed by source or chunk name. */
type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

export interface PesoLogin {
  totalGzipBytes: number;
  chunks: Array<{ file: string; gzipBytes: number }>;
}

/** The route component the router loads for /login (apps/web/src/app/router.tsx). */
const RUTA_LOGIN = 'src/features/auth/LoginPage.tsx';

/** Every key reachable from `claves` through static imports (dynamic imports load later, on demand). */
function cierre(manifest: Manifest, claves: string[]): string[] {
  const vistas = new Set<string>();
  const pendientes = [...claves];
  while (pendientes.length) {
    const clave = pendientes.pop()!;
    if (vistas.has(clave)) continue;
    const entrada = manifest[clave];
    if (!entrada) throw new Error(`El manifiesto no tiene ${clave}`);
    vistas.add(clave);
    pendientes.push(...(entrada.imports ?? []));
  }
  return [...vistas];
}

/**
 * The JavaScript the login page loads, gzipped as a server would (zlib level 9): the HTML entry and
 * its static imports, the login route's chunk and its static imports, and any modulepreload the
 * HTML asks for; read from `distWeb`/.vite/manifest.json.
 */
export function pesoLogin(distWeb: string): PesoLogin {
  const manifest = JSON.parse(readFileSync(path.join(distWeb, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entradas = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  if (!entradas.length) throw new Error('El manifiesto no tiene entrada HTML');
  const archivos = new Set(cierre(manifest, [...entradas, RUTA_LOGIN]).map((k) => manifest[k]!.file));
  const html = readFileSync(path.join(distWeb, 'index.html'), 'utf8');
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*\bhref=["']?\/?([^"' >]+)/g)) archivos.add(href!);
  const chunks = [...archivos]
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distWeb, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { totalGzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0), chunks };
}
