import { describe, expect, it } from 'vitest';
import { readToken, signToken } from './tokens.js';

const clave = new TextEncoder().encode('una-clave-de-prueba-de-al-menos-treinta-y-dos-bytes');
const otra = new TextEncoder().encode('otra-clave-de-prueba-de-al-menos-treinta-y-dos-bytes');
const inicio = new Date('2026-11-22T12:00:00Z');
const fin = new Date(inicio.getTime() + 60 * 60_000);

describe('readToken (with its cache of verified tokens)', () => {
  it('a token read again is still refused once it expires, to the second', async () => {
    const token = await signToken(clave, { sid: 's1', sub: '7' }, inicio, fin);
    expect(await readToken(clave, token, inicio)).toEqual({ sid: 's1', sub: '7' });
    expect(await readToken(clave, token, new Date(fin.getTime() - 1000))).toEqual({ sid: 's1', sub: '7' });
    expect(await readToken(clave, token, fin)).toBeNull();
    expect(await readToken(clave, token, new Date(fin.getTime() + 1))).toBeNull();
  });

  it('a verified token does not verify under another key, and a tampered one never does', async () => {
    const token = await signToken(clave, { sid: 's2', sub: '8' }, inicio, fin);
    expect(await readToken(clave, token, inicio)).not.toBeNull();
    expect(await readToken(otra, token, inicio)).toBeNull();
    const [h, p, firma] = token.split('.');
    const cambiada = `${h}.${p}.${firma!.slice(0, -2)}${firma!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await readToken(clave, cambiada, inicio)).toBeNull();
    const otroSujeto = Buffer.from(JSON.stringify({ sid: 's2', sub: '1', iat: 0, exp: Math.floor(fin.getTime() / 1000) })).toString('base64url');
    expect(await readToken(clave, `${h}.${otroSujeto}.${firma}`, inicio)).toBeNull();
  });
});
