import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ARCHIVO_CANDADO, CarpetaOcupada, tomarCarpeta } from './carpeta-datos.js';

const carpeta = mkdtempSync(path.join(tmpdir(), 'pb-candado-'));
afterAll(() => rmSync(carpeta, { recursive: true, force: true }));

describe('the data folder belongs to one process', () => {
  it('a second process is refused with a Spanish message naming the folder; once given back, it is taken', async () => {
    // Another live process holds it.
    const otro = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(carpeta, ARCHIVO_CANDADO), String(otro.pid));
      expect(() => tomarCarpeta(carpeta)).toThrow(CarpetaOcupada);
      expect(() => tomarCarpeta(carpeta)).toThrow(`La carpeta de datos ${carpeta} ya está en uso por otro proceso del sistema (pid ${otro.pid})`);
    } finally {
      otro.kill();
    }
    await new Promise((r) => otro.once('exit', r));
    // Its process is gone: the stale lock is taken over.
    const soltar = tomarCarpeta(carpeta);
    expect(readFileSync(path.join(carpeta, ARCHIVO_CANDADO), 'utf8')).toBe(String(process.pid));
    soltar();
    expect(() => readFileSync(path.join(carpeta, ARCHIVO_CANDADO))).toThrow();
  });
});
