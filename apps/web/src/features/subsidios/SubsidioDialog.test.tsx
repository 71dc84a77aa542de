// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { SubsidioDialog } from './SubsidioDialog';

/** The server at the fetch boundary: every GraphQL call is kept and answered with the new subsidy. */
function servidor() {
  const llamadas: Array<{ query: string; variables: Record<string, unknown> }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const cuerpo = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      llamadas.push(cuerpo);
      return Response.json({ data: { subsidioMontoAdd: { id: 7, montos: [{ gestion: 2026, monto: '1500.50' }], distribuciones: [] } } });
    }),
  );
  return llamadas;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

async function llenar(monto: string) {
  const onClose = vi.fn();
  montar(<SubsidioDialog subsidio={null} onClose={onClose} />);
  const usuario = userEvent.setup();
  await usuario.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Bono');
  await usuario.type(screen.getByRole('textbox', { name: 'Número total de entregas' }), '4');
  await usuario.type(screen.getByRole('textbox', { name: 'Vigencia (días)' }), '60');
  await usuario.type(screen.getByRole('textbox', { name: 'Gestión' }), '2026');
  await usuario.type(screen.getByRole('textbox', { name: 'Monto (Bs)' }), monto);
  await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
  return onClose;
}

describe('the subsidy form’s amount (issue 32)', () => {
  it.each(['1500,50', '1.500,50'])('takes %j, the amount as the screens show it, and saves it', async (monto) => {
    const llamadas = servidor();
    const onClose = await llenar(monto);
    expect(await screen.findByText('Se realizó el registro correctamente')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText(TEXTOS.montoValido)).toBeNull();
    expect(llamadas[0]?.variables).toMatchObject({ s: { nro_total_entregas: 4, vigencia_dias: 60, gestion: 2026, monto } });
  });

  it('still says the spec’s message for a text that is not an amount, and sends nothing', async () => {
    const llamadas = servidor();
    await llenar('mil');
    expect(await screen.findByText(TEXTOS.montoValido)).toBeTruthy();
    expect(llamadas).toEqual([]);
  });
});
