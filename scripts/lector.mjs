#!/usr/bin/env node
/**
 * Card-reader simulator (`npm run lector`): stands in for the program on the operator's computer that
 * reads an NFC card and answers its UID. No dependencies: plain node:http on 127.0.0.1.
 *
 *   GET  /leer      → { UUIDHex } the next card of LECTOR_TARJETAS (one UID per line), then random ones;
 *                     { error } once after POST /retirar.
 *   POST /tarjeta   { UUIDHex } → that card is the next one read (for tests).
 *   POST /retirar   → the next read finds no card.
 *
 * Environment: LECTOR_PORT (3210; 0 is any free port), LECTOR_ORIGEN (origins allowed by CORS, comma
 * separated, '*' for any; default the app's http://localhost:3000 and http://127.0.0.1:3000),
 * LECTOR_TARJETAS (file of cards; default scripts/lector/tarjetas.txt, '' for none).
 * It prints one line `lector de tarjetas en http://127.0.0.1:<port>` when it listens.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const SIN_TARJETA = 'No hay tarjeta en el lector';
const ARCHIVO_POR_DEFECTO = fileURLToPath(new URL('./lector/tarjetas.txt', import.meta.url));

function leerArchivo(ruta) {
  if (!ruta) return [];
  try {
    return readFileSync(ruta, 'utf8')
      .split(/\r?\n/)
      .map((l) => l.trim().toUpperCase())
      .filter((l) => /^[0-9A-F]+$/.test(l));
  } catch {
    return [];
  }
}

/** A 7-byte NFC UID (ISO 14443-A double size), the first byte NXP's 04, as the reader writes it. */
const aleatoria = () => `04${randomBytes(6).toString('hex').toUpperCase()}`;

/** Starts the simulator; resolves to { url, port, close() }. */
export function iniciarLector({ port = 3210, origenes = ['http://localhost:3000', 'http://127.0.0.1:3000'], archivo = ARCHIVO_POR_DEFECTO } = {}) {
  const cola = leerArchivo(archivo);
  let siguiente = null;
  let retirada = false;

  const cors = (req, res) => {
    const origen = req.headers.origin;
    if (origen && (origenes.includes('*') || origenes.includes(origen))) {
      res.setHeader('Access-Control-Allow-Origin', origenes.includes('*') ? '*' : origen);
      res.setHeader('Vary', 'Origin');
    }
  };
  const json = (res, status, cuerpo) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(cuerpo));
  };
  const cuerpoDe = (req) =>
    new Promise((resolve) => {
      let datos = '';
      req.on('data', (c) => {
        datos += c;
        if (datos.length > 10_000) req.destroy();
      });
      req.on('end', () => {
        try {
          resolve(datos ? JSON.parse(datos) : {});
        } catch {
          resolve({});
        }
      });
    });

  const server = createServer(async (req, res) => {
    cors(req, res);
    const ruta = (req.url ?? '/').split('?')[0];
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' && ruta === '/leer') {
      if (retirada) {
        retirada = false;
        return json(res, 409, { error: SIN_TARJETA });
      }
      const uuid = siguiente ?? cola.shift() ?? aleatoria();
      siguiente = null;
      return json(res, 200, { UUIDHex: uuid });
    }
    if (req.method === 'POST' && ruta === '/tarjeta') {
      const { UUIDHex } = await cuerpoDe(req);
      if (typeof UUIDHex !== 'string' || !/^[0-9A-Fa-f]{2,50}$/.test(UUIDHex)) return json(res, 400, { error: 'UUIDHex debe ser hexadecimal' });
      siguiente = UUIDHex.toUpperCase();
      retirada = false;
      return json(res, 200, { UUIDHex: siguiente });
    }
    if (req.method === 'POST' && ruta === '/retirar') {
      retirada = true;
      return json(res, 200, { ok: true });
    }
    return json(res, 404, { error: 'Ruta desconocida' });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const real = server.address().port;
      resolve({ port: real, url: `http://127.0.0.1:${real}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env;
  const origenes = env.LECTOR_ORIGEN ? env.LECTOR_ORIGEN.split(',').map((o) => o.trim()).filter(Boolean) : undefined;
  const lector = await iniciarLector({ port: Number(env.LECTOR_PORT ?? 3210), origenes, archivo: env.LECTOR_TARJETAS ?? ARCHIVO_POR_DEFECTO });
  console.log(`lector de tarjetas en ${lector.url}`);
  const cerrar = () => lector.close().then(() => process.exit(0));
  process.on('SIGINT', cerrar);
  process.on('SIGTERM', cerrar);
}
