import { afterAll, vi } from 'vitest';

/**
 * The api files of one Vitest worker share their imports (vitest.config.ts, `isolate: false`): what one
 * file leaves in the process, the next one finds. This setup file, run before each file, fails the file
 * that leaves fake timers, stubbed globals or mocks, or a changed environment variable behind.
 */
const envAntes = { ...process.env };
const fetchAntes = globalThis.fetch;
const propia = (clave: string) => !clave.startsWith('VITEST');

afterAll(() => {
  const dejado: string[] = [];
  if (vi.isFakeTimers()) dejado.push('relojes falsos (vi.useFakeTimers sin vi.useRealTimers)');
  if (globalThis.fetch !== fetchAntes) dejado.push('fetch reemplazado (vi.stubGlobal sin vi.unstubAllGlobals)');
  const claves = new Set([...Object.keys(envAntes), ...Object.keys(process.env)].filter(propia));
  const cambiadas = [...claves].filter((k) => envAntes[k] !== process.env[k]);
  if (cambiadas.length > 0) dejado.push(`variables de entorno cambiadas: ${cambiadas.join(', ')}`);
  if (dejado.length > 0) throw new Error(`El archivo deja estado en el proceso, que el siguiente archivo del mismo trabajador vería: ${dejado.join('; ')}`);
});
