// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { leerTarjeta } from './lector';

const t = i18n.t.bind(i18n);

/** The real simulator (`npm run lector`), started here on a free port, reached over real HTTP. */
const SIMULADOR = fileURLToPath(new URL('../../../../../scripts/lector.mjs', import.meta.url));
let lector: ChildProcess;
let direccion: string;

/** Starts the simulator; resolves once it printed its address and the pages it accepts. */
function iniciar(env: Record<string, string>, args: string[] = []): Promise<{ proceso: ChildProcess; url: string; salida: string }> {
  return new Promise((resolve, reject) => {
    const { LECTOR_ORIGEN: _, PORT: __, APP_URL: ___, ...heredado } = process.env;
    const proceso = spawn(process.execPath, [SIMULADOR, ...args], { env: { ...heredado, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    proceso.once('error', reject);
    let salida = '';
    proceso.stdout!.on('data', (d: Buffer) => {
      salida += String(d);
      const m = /en (http:\/\/\S+)/.exec(salida);
      if (m && salida.includes('acepta')) resolve({ proceso, url: m[1]!, salida });
    });
  });
}
const post = (ruta: string, cuerpo?: unknown) => fetch(`${direccion}${ruta}`, { method: 'POST', body: cuerpo === undefined ? undefined : JSON.stringify(cuerpo) });

beforeAll(async () => {
  await i18n.changeLanguage('es');
  ({ proceso: lector, url: direccion } = await iniciar({ LECTOR_PORT: '0', LECTOR_TARJETAS: '' }));
});
afterAll(() => {
  lector.kill();
});

describe('leerTarjeta against the card-reader simulator', () => {
  it('answers the UUID of the card on the reader, in upper-case hex', async () => {
    await post('/tarjeta', { UUIDHex: '04a1b2c3d4e5f6' });
    expect(await leerTarjeta(direccion, t)).toBe('04A1B2C3D4E5F6');
  });

  it('without a file of cards, every read is a fresh 7-byte UID', async () => {
    const [a, b] = [await leerTarjeta(`${direccion}/`, t), await leerTarjeta(direccion, t)];
    expect(a).toMatch(/^04[0-9A-F]{12}$/);
    expect(b).not.toBe(a);
  });

  it('the reader’s own error (no card on it) reaches the user in a clear sentence', async () => {
    await post('/retirar');
    await expect(leerTarjeta(direccion, t)).rejects.toThrow('El lector de tarjetas respondió: No hay tarjeta en el lector');
    // Once: the next read finds a card again.
    expect(await leerTarjeta(direccion, t)).toMatch(/^[0-9A-F]+$/);
  });

  it('an absent reader is a clear message naming its address', async () => {
    const { proceso, url } = await iniciar({ LECTOR_PORT: '0', LECTOR_TARJETAS: '' });
    proceso.kill();
    await new Promise((r) => proceso.once('exit', r));
    await expect(leerTarjeta(url, t)).rejects.toThrow(`No se encontró el lector de tarjetas en ${url}. Verifique que el programa del lector esté en ejecución.`);
  });

  it('a reader that runs but refuses this page (CORS) is told apart from an absent one, naming the address to accept', async () => {
    // As a browser: the CORS call fails as a TypeError, a `no-cors` one gets the reader's opaque answer.
    const modos: string[] = [];
    const navegador = (async (url: string, init: RequestInit = {}) => {
      modos.push(`${init.mode ?? 'cors'} ${url}`);
      if (init.mode !== 'no-cors') throw new TypeError('Failed to fetch');
      return fetch(url, init);
    }) as typeof fetch;
    await expect(leerTarjeta(direccion, t, { fetch: navegador })).rejects.toThrow(
      `El programa del lector de tarjetas está en ejecución en ${direccion}, pero rechaza esta página. Vuelva a iniciarlo para que acepte la dirección`,
    );
    // The probe asks for its root, not /leer: it takes no card off the reader.
    expect(modos).toEqual([`cors ${direccion}/leer`, `no-cors ${direccion}/`]);
  });

  it('reads the cards of the file in order, then random ones', async () => {
    const archivo = fileURLToPath(new URL('../../../../../scripts/lector/tarjetas.txt', import.meta.url));
    const { proceso, url } = await iniciar({ LECTOR_PORT: '0', LECTOR_TARJETAS: archivo });
    try {
      expect(await leerTarjeta(url, t)).toBe('043CA33472D7FB');
      expect(await leerTarjeta(url, t)).toBe('04E17A01293893');
    } finally {
      proceso.kill();
    }
  });
});

describe('the pages the card-reader simulator accepts (issue 32 item 15)', () => {
  /** The CORS answer to a page at `origen`: the origin it allows, or null when it refuses that page. */
  const permitido = async (url: string, origen: string) => (await fetch(`${url}/leer`, { headers: { Origin: origen } })).headers.get('access-control-allow-origin');

  async function con<T>(env: Record<string, string>, args: string[], prueba: (url: string, salida: string) => Promise<T>) {
    const { proceso, url, salida } = await iniciar({ LECTOR_PORT: '0', LECTOR_TARJETAS: '', ...env }, args);
    try {
      return await prueba(url, salida);
    } finally {
      proceso.kill();
    }
  }

  it('by default the app on port 3000', () =>
    con({}, [], async (url, salida) => {
      expect(salida).toContain('acepta las páginas de http://localhost:3000, http://127.0.0.1:3000');
      expect(await permitido(url, 'http://localhost:3000')).toBe('http://localhost:3000');
      expect(await permitido(url, 'http://localhost:3413')).toBeNull();
    }));

  it('the app on the PORT it shares with it, and at APP_URL', () =>
    con({ PORT: '3413', APP_URL: 'https://probolivia.example/' }, [], async (url, salida) => {
      expect(salida).toContain('acepta las páginas de https://probolivia.example, http://localhost:3413, http://127.0.0.1:3413');
      expect(await permitido(url, 'http://127.0.0.1:3413')).toBe('http://127.0.0.1:3413');
      expect(await permitido(url, 'https://probolivia.example')).toBe('https://probolivia.example');
      expect(await permitido(url, 'http://localhost:3000')).toBeNull();
    }));

  it('--origen names the page instead, over PORT and LECTOR_ORIGEN', () =>
    con({ PORT: '3413', LECTOR_ORIGEN: 'http://localhost:9999' }, ['--origen', 'http://localhost:5173'], async (url, salida) => {
      expect(salida).toContain('acepta las páginas de http://localhost:5173;');
      expect(await permitido(url, 'http://localhost:5173')).toBe('http://localhost:5173');
      expect(await permitido(url, 'http://localhost:3413')).toBeNull();
    }));
});
