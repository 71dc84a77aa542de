// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MiSaldoVista } from '@pb/contract';
import { aviso, MENSAJES, TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import MiSaldoPage from './MiSaldoPage';
import { VistaSaldo } from './VistaSaldo';

/** Her page as `GET /api/v1/mi-saldo` answers it, her SMS notices on. */
const VISTA: MiSaldoVista = {
  nombre: 'RAÚL',
  celular: '••••••46',
  saldos: [{ subsidio: 'BONO ESFUERZO POR BOLIVIA', saldo: '250.00' }],
  movimientos: [],
  calendario: [],
  oficina: null,
  avisosSms: true,
};

type Llamada = { url: string; method: string; headers: Record<string, string>; body: unknown };

/**
 * The server at the fetch boundary: each call is kept; `PUT /api/v1/mi-saldo/avisos` answers the state
 * asked with its message by key, or her grant's end (401) when `falla`.
 */
function servidor({ falla = false, espera }: { falla?: boolean; espera?: Promise<void> } = {}) {
  const llamadas: Llamada[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      llamadas.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body });
      await espera;
      if (url === '/api/v1/mi-saldo/codigo') return Response.json(aviso(MENSAJES.miSaldoCodigoSolicitado({ minutos: 10 }), 'message'));
      if (url === '/api/v1/mi-saldo/verificar') return Response.json({ token: 'grant-1', expira: '2030-01-01T00:00:00Z' });
      if (url === '/api/v1/mi-saldo') return Response.json(VISTA);
      if (falla) return Response.json({ error: TEXTOS.miSaldoAccesoVencido, code: 'UNAUTHENTICATED', ...MENSAJES.miSaldoAccesoVencido }, { status: 401 });
      const activo = body?.activo === true;
      return Response.json({ avisosSms: activo, ...aviso(activo ? MENSAJES.miSaldoAvisosActivados : MENSAJES.miSaldoAvisosDesactivados, 'message') });
    }),
  );
  return llamadas;
}

const interruptor = () => screen.getByRole('switch', { name: 'Recibir avisos por SMS' });

beforeEach(async () => {
  await i18n.changeLanguage('es');
});
afterEach(async () => {
  limpiar();
  await i18n.changeLanguage('es');
});

describe('/mi-saldo: her SMS notices (decision 082)', () => {
  it('starts as her page says; turning it off saves it at once with her grant and the page’s language, and says the server’s message', async () => {
    let soltar = () => {};
    const llamadas = servidor({ espera: new Promise<void>((r) => (soltar = r)) });
    montar(<VistaSaldo token="grant-1" vista={VISTA} onSalir={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Avisos por SMS' })).toBeTruthy();
    expect(interruptor()).toHaveProperty('checked', true);
    expect(interruptor().getAttribute('aria-describedby')).toBe('mi-saldo-avisos-ayuda');
    expect(document.getElementById('mi-saldo-avisos-ayuda')?.textContent).toMatch(/BAJA/);

    // By keyboard: the switch is the page's first control, Tab reaches it and Space turns it.
    const usuario = userEvent.setup();
    await usuario.tab();
    expect(document.activeElement).toBe(interruptor());
    await usuario.keyboard(' ');
    // While it saves: the new state, disabled, and the progress said in the live region.
    expect(interruptor()).toHaveProperty('checked', false);
    expect(interruptor()).toHaveProperty('disabled', true);
    expect(screen.getByRole('status').textContent).toBe('Guardando…');
    soltar();

    await waitFor(() => expect(interruptor()).toHaveProperty('disabled', false));
    expect(llamadas).toEqual([{ url: '/api/v1/mi-saldo/avisos', method: 'PUT', headers: expect.objectContaining({ 'x-acceso-saldo': 'grant-1' }), body: { activo: false, idioma: 'es' } }]);
    expect(llamadas[0]!.headers).not.toHaveProperty('Authorization');
    expect(interruptor()).toHaveProperty('checked', false);
    expect(screen.getByRole('status').textContent).toBe(TEXTOS.miSaldoAvisosDesactivados);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the message in her language: in English, the call says so and the message comes by its key', async () => {
    await i18n.changeLanguage('en');
    const llamadas = servidor();
    montar(<VistaSaldo token="grant-1" vista={{ ...VISTA, avisosSms: false }} onSalir={vi.fn()} />);
    const activar = screen.getByRole('switch', { name: 'Receive SMS notices' });
    expect(activar).toHaveProperty('checked', false);
    await userEvent.setup().click(activar);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You will receive SMS notices on your registered mobile.'));
    expect(llamadas.map((l) => l.body)).toEqual([{ activo: true, idioma: 'en' }]);
    expect(activar).toHaveProperty('checked', true);
  });

  it('a refused change is said as the page says its errors, and the switch goes back', async () => {
    servidor({ falla: true });
    montar(<VistaSaldo token="grant-1" vista={VISTA} onSalir={vi.fn()} />);
    await userEvent.setup().click(interruptor());
    expect((await screen.findByRole('alert')).textContent).toBe(TEXTOS.miSaldoAccesoVencido);
    expect(interruptor()).toHaveProperty('checked', true);
    expect(interruptor()).toHaveProperty('disabled', false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('step 2 sends the page’s language, so that her notices come in it', async () => {
    await i18n.changeLanguage('ay');
    const llamadas = servidor();
    montar(<MiSaldoPage />);
    const usuario = userEvent.setup();
    await usuario.type(screen.getByRole('textbox', { name: i18n.t('miSaldo.documento') }), '3579985');
    await usuario.type(screen.getByRole('textbox', { name: i18n.t('dateParts.dia') }), '18');
    await usuario.type(screen.getByRole('textbox', { name: i18n.t('dateParts.mes') }), '11');
    await usuario.type(screen.getByRole('textbox', { name: i18n.t('dateParts.anio') }), '1988');
    await usuario.click(screen.getByRole('button', { name: i18n.t('miSaldo.enviarCodigo') }));
    await usuario.type(await screen.findByRole('textbox', { name: i18n.t('miSaldo.codigo') }), '123456');
    await usuario.click(screen.getByRole('button', { name: i18n.t('miSaldo.verSaldo') }));
    await screen.findByRole('switch', { name: i18n.t('miSaldo.recibirAvisos') });
    expect(llamadas.find((l) => l.url === '/api/v1/mi-saldo/verificar')?.body).toEqual({ documento: '3579985', fechaNacimiento: '1988-11-18', codigo: '123456', idioma: 'ay' });
    expect(llamadas.find((l) => l.url === '/api/v1/mi-saldo')?.headers).toEqual(expect.objectContaining({ 'x-acceso-saldo': 'grant-1' }));
  });
});
