// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadErrorText, downloadFile } from './download';

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
