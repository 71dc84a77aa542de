// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { Pendiente } from './api';
import { MontoDialog } from './MontoDialog';

const FILA = { id: 12, id_beneficiaria: 12, monto: '300.00', monto_detalle: '2000.00', s_beneficiaria_persona_nombre_completo: 'ANA GÓMEZ' } as Pendiente;

/** The server at the fetch boundary: the change of amount kept. */
function servidor() {
  const llamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      llamadas.push(`${init.method} ${String(url)}`);
      return Response.json({ mensaje: TEXTOS.registroActualizado, datos: { id: 12, monto_detalle: '2500.50', monto_bono: '375.08' } });
    }),
  );
  return llamadas;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('the independent worker’s aguinaldo (issue 32)', () => {
  it('reads 2500,50: the bonus is computed and the amount saved', async () => {
    const llamadas = servidor();
    const onClose = vi.fn();
    montar(<MontoDialog fila={FILA} porcentaje={15} onClose={onClose} />);
    const usuario = userEvent.setup();
    const campo = screen.getByRole('textbox', { name: 'Total aguinaldo (Bs)' });
    expect(campo).toHaveProperty('value', '2000,00');
    await usuario.clear(campo);
    await usuario.type(campo, '2500,50');
    // 15 % of 2500.50 is 375.075: 375.08, as the server rounds it.
    expect(screen.getByRole('status').textContent).toMatch(/^Bono \(15%\): Bs 375,08$/);
    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(TEXTOS.registroActualizado)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(llamadas).toEqual(['PATCH /api/v1/otros/monto/12/2500%2C50']);
  });
});
