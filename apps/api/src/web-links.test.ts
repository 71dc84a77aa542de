import { describe, expect, it } from 'vitest';
import { switchedOffLinks } from './web-links.js';

describe('links to other systems', () => {
  it('names each link that has no address, and none when all have one', () => {
    expect(switchedOffLinks({})).toEqual([
      'Aviso: sin VITE_VENTAS_URL, el enlace "Cliente de ventas (portada)" lleva a la pantalla de ventas propia (/ventas).',
    ]);
    expect(switchedOffLinks({ VITE_VENTAS_URL: 'https://b' })).toEqual([]);
  });
});
