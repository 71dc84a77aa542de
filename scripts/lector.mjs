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
 * Environment: LECTOR_PORT (its own port: 3210; 0 is any free port), LECTOR_TARJETAS (file of cards;
 * default scripts/lector/tarjetas.txt, '' for none). The pages it answers (CORS), see origenesLector:
 * `--origen <address>` (repeatable or comma separated, '*' for any), else LECTOR_ORIGEN (same form),
 * else the app's own: APP_URL and http://localhost:<PORT> and http://127.0.0.1:<PORT>, PORT being the
 * app's port (as `npm start` reads it; default 3000).
 * It prints `lector de tarjetas en http://127.0.0.1:<port>` when it listens, then the pages it accepts.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

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

const lista = (valores) => valores.flatMap((v) => v.split(',')).map((o) => o.trim()).filter(Boolean);

/**
 * The pages (origins) the reader answers: the `--origen` flags, else LECTOR_ORIGEN, else the app's
 * own at APP_URL and at localhost / 127.0.0.1 on PORT (the app's port, default 3000), so that a reader
 * started with the app's PORT accepts it (issue 32 item 15).
 */
export function origenesLector({ origen = [], env = {} } = {}) {
  const dados = lista(origen);
  if (dados.length > 0) return dados;
  if (env.LECTOR_ORIGEN) return lista([env.LECTOR_ORIGEN]);
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT inválido: ${env.PORT}`);
  const app = env.APP_URL ? [new URL(env.APP_URL).origin] : [];
  return [...new Set([...app, `http://localhost:${port}`, `http://127.0.0.1:${port}`])];
}

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
      // Closing also ends the browser's kept-alive connections: the port is free as soon as it stops.
      const close = () =>
        new Promise((r) => {
          server.close(() => r());
          server.closeAllConnections();
        });
      resolve({ port: real, url: `http://127.0.0.1:${real}`, close });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const env = process.env;
  let origenes;
  try {
    const { values } = parseArgs({ options: { origen: { type: 'string', multiple: true } } });
    origenes = origenesLector({ origen: values.origen, env });
  } catch (err) {
    console.error(err.message);
    console.error('Uso: npm run lector -- [--origen http://localhost:3413]   (o PORT=<puerto de la aplicación> npm run lector)');
    process.exit(2);
  }
  const lector = await iniciarLector({ port: Number(env.LECTOR_PORT ?? 3210), origenes, archivo: env.LECTOR_TARJETAS ?? ARCHIVO_POR_DEFECTO });
  console.log(`lector de tarjetas en ${lector.url}`);
  console.log(`  acepta las páginas de ${origenes.join(', ')}; otra: --origen <dirección> o PORT=<puerto de la aplicación>`);
  const cerrar = () => lector.close().then(() => process.exit(0));
  process.on('SIGINT', cerrar);
  process.on('SIGTERM', cerrar);
}
