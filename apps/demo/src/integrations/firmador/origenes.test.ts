import { describe, expect, it } from 'vitest';
import { origenesFirmador } from './origenes.js';

describe('origenesFirmador: the pages the signing program answers', () => {
  it('by default the app on its default port 3000', () => {
    expect(origenesFirmador(undefined, {})).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('the app on the same PORT it was started with (issue 32 item 15: PORT=3413)', () => {
    expect(origenesFirmador(undefined, { PORT: '3413' })).toEqual(['http://localhost:3413', 'http://127.0.0.1:3413']);
  });

  it('and at APP_URL, the address people open', () => {
    expect(origenesFirmador([], { PORT: '3413', APP_URL: 'https://probolivia.example/app' })).toEqual(['https://probolivia.example', 'http://localhost:3413', 'http://127.0.0.1:3413']);
  });

  it('--origen wins over PORT, repeatable or comma separated', () => {
    expect(origenesFirmador(['http://localhost:5173, http://10.0.0.2:3000', '*'], { PORT: '3413' })).toEqual(['http://localhost:5173', 'http://10.0.0.2:3000', '*']);
  });

  it('a PORT that is no port is refused', () => {
    expect(() => origenesFirmador(undefined, { PORT: 'tres' })).toThrow('PORT inválido: tres');
  });
});
