#!/usr/bin/env node
// After `vite build`: writes a gzip (.gz) and a brotli (.br) copy beside each text file of dist, once,
// at the highest levels, so the server sends them as they are (@fastify/static `preCompressed`)
// instead of compressing on every request or not at all. Source maps are left alone (only the
// developer tools ask for them), and a copy that would not be smaller is not written.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const TEXTO = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/i;
const MINIMO = 1024;

function archivos(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const ruta = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === '.vite' ? [] : archivos(ruta);
    return TEXTO.test(e.name) ? [ruta] : [];
  });
}

let antes = 0;
let despues = 0;
for (const archivo of archivos(dist)) {
  if (statSync(archivo).size < MINIMO) continue;
  const datos = readFileSync(archivo);
  const br = brotliCompressSync(datos, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: datos.length } });
  const gz = gzipSync(datos, { level: 9 });
  if (gz.length < datos.length) writeFileSync(`${archivo}.gz`, gz);
  if (br.length < datos.length) writeFileSync(`${archivo}.br`, br);
  antes += datos.length;
  despues += Math.min(br.length, datos.length);
}
console.log(`Comprimidos: ${(antes / 1e6).toFixed(2)} MB → ${(despues / 1e6).toFixed(2)} MB en brotli`);
