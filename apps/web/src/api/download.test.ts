// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { downloadBase64, downloadErrorText, downloadFile } from './download';

// The texts below are Spanish: a file before this one in the worker may have left another language.
beforeEach(async () => {
  await i18n.changeLanguage('es');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stubs the server's answer and the browser's download; returns what was saved. */
function preparar(body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  const guardado: { blob?: Blob; nombre?: string } = {};
  URL.createObjectURL = vi.fn((blob: Blob) => {
    guardado.blob = blob;
    return 'blob:x';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    guardado.nombre = this.download;
  });
  return { fetchMock, guardado };
}

/** The bytes of a jsdom Blob (it has no arrayBuffer()). */
function bytesDe(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(new Uint8Array(r.result as ArrayBuffer));
    r.onerror = () => reject(r.error as Error);
    r.readAsArrayBuffer(blob);
  });
}

describe('downloadBase64 (decision 041)', () => {
  it("saves the server's base64 `datos` under its name and type, decoded in 512-character chunks", async () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 31) % 256);
    const datos = btoa(String.fromCharCode(...bytes));
    const { fetchMock, guardado } = preparar({ nombreArchivo: 'extracto-123.pdf', tipo: 'application/pdf', datos });
    await downloadBase64('/api/v1/beneficiarias/123/extractosPdf');
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[0]).toBe('/api/v1/beneficiarias/123/extractosPdf');
    expect(guardado.nombre).toBe('extracto-123.pdf');
    expect(guardado.blob!.type).toBe('application/pdf');
    expect(await bytesDe(guardado.blob!)).toEqual(bytes);
  });

  it('POSTs the body when given one and falls back to the given name', async () => {
    const { fetchMock, guardado } = preparar({ datos: btoa('hola') });
    await downloadBase64('/api/v1/beneficiarias/boletas/5', { body: { entidad: 'E', nit: '1', matricula_comercio: '2' }, fallback: 'planilla-5.pdf' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ entidad: 'E', nit: '1', matricula_comercio: '2' });
    expect(guardado.nombre).toBe('planilla-5.pdf');
    expect(new TextDecoder().decode(await bytesDe(guardado.blob!))).toBe('hola');
  });
});

/** The text a failed download shows, from what `downloadFile` threw. */
async function failureText(fetchMock: () => Promise<Response>): Promise<string> {
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  const error: unknown = await downloadFile('/api/v1/archivo.csv', 'archivo.csv').then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).not.toBeNull();
  return downloadErrorText(error);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a failed CSV download (spec part 2 §8)', () => {
  it("shows the server's error text when it sent one", async () => {
    const text = await failureText(async () => new Response(JSON.stringify({ error: 'No tiene los permisos necesarios.' }), { status: 403, headers: { 'Content-Type': 'application/json' } }));
    expect(text).toBe('No tiene los permisos necesarios.');
  });

  it("shows 'Hubo un error.' when the server sent no text", async () => {
    expect(await failureText(async () => new Response('<html>bad gateway</html>', { status: 502 }))).toBe('Hubo un error.');
    expect(await failureText(async () => new Response(JSON.stringify({ error: '' }), { status: 500 }))).toBe('Hubo un error.');
  });

  it('shows the connection message when the server was not reached', async () => {
    const text = await failureText(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(text).toBe('El sistema no pudo conectarse, revise su conexión de internet.');
  });

  it("shows 'Hubo un error.' for anything else thrown", () => {
    expect(downloadErrorText(new Error('boom'))).toBe('Hubo un error.');
  });
});
