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

function iniciar(env: Record<string, string>): Promise<{ proceso: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const proceso = spawn(process.execPath, [SIMULADOR], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    proceso.once('error', reject);
    proceso.stdout!.on('data', (d: Buffer) => {
      const m = /en (http:\/\/\S+)/.exec(String(d));
      if (m) resolve({ proceso, url: m[1]! });
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
