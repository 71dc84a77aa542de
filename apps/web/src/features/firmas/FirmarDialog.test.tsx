// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { FirmarDialog } from './FirmarDialog';

const DIRECCION = 'https://localhost:3200';

/**
 * The signing program at the fetch boundary, as a browser sees it (issue 32 item 15): not running,
 * every call fails; running but started for another port of the app, a CORS call fails the same
 * way (a TypeError) while a `no-cors` one gets its opaque answer; running for this page, it answers.
 */
function programa(estado: 'apagado' | 'rechaza' | 'acepta') {
  const llamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      llamadas.push(`${init.mode ?? 'cors'} ${url}`);
      if (estado === 'apagado' || (estado === 'rechaza' && init.mode !== 'no-cors')) throw new TypeError('Failed to fetch');
      if (init.mode === 'no-cors') return new Response(null, { status: 200 });
      if (String(url).endsWith('/tokens')) return Response.json({ finalizado: true, mensaje: 'Se encontró un token conectado.', datos: [{ slot: 0 }] });
      return new Response('Ok');
    }),
  );
  return llamadas;
}

function montar() {
  render(<FirmarDialog direccion={DIRECCION} documentos={[]} progreso={{}} onProgreso={() => undefined} onTerminado={() => undefined} onClose={() => undefined} />);
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FirmarDialog: the program not running, or running but refusing this page', () => {
  it('no program at its address: "not running", with how to install and trust it', async () => {
    programa('apagado');
    montar();
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toContain(`El programa de firma no está en ejecución en ${DIRECCION}.`);
    expect(alerta.textContent).not.toContain('rechaza esta página');
    expect(within(alerta).getByRole('link', { name: DIRECCION })).toBeTruthy();
  });

  it('a program that answers but refuses this page (another port of the app): it says so and names the address to accept', async () => {
    const llamadas = programa('rechaza');
    montar();
    const alerta = await screen.findByRole('alert');
    const origen = window.location.origin;
    expect(alerta.textContent).toContain(
      `El programa de firma está en ejecución en ${DIRECCION}, pero rechaza esta página. Vuelva a iniciarlo para que acepte la dirección ${origen} (simulador: npm run firmador -- --origen ${origen}).`,
    );
    expect(alerta.textContent).not.toContain('no está en ejecución');
    expect(llamadas).toEqual([`cors ${DIRECCION}/`, `no-cors ${DIRECCION}/`]);
  });

  it('once restarted for this page, "Reintentar" finds its token', async () => {
    programa('rechaza');
    montar();
    await screen.findByRole('alert');
    programa('acepta');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Token conectado. Ingrese su PIN para ver sus certificados.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
