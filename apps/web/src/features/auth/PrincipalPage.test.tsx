// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The landing page as built with `VITE_VENTAS_URL` set to `ventas` (or not set). */
async function montar(ventas: string) {
  vi.stubEnv('VITE_VENTAS_URL', ventas);
  const { default: PrincipalPage } = await import('./PrincipalPage');
  render(
    <MemoryRouter>
      <PrincipalPage />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Ingresar: Cliente de ventas' });
}

describe('the landing page’s third card, "Cliente de ventas" (spec part 1 §2, decision 043)', () => {
  it('shows without an outside client and leads to our own sales screen through the login', async () => {
    expect((await montar('')).getAttribute('href')).toBe('/login?destino=%2Fventas');
    expect(screen.getAllByRole('region')).toHaveLength(3);
  });

  it('leads to the outside client when its address is set', async () => {
    expect((await montar('https://ventas.example.gob.bo/')).getAttribute('href')).toBe('https://ventas.example.gob.bo/');
  });
});
