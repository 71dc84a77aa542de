// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { RegistroEntrega } from './api';
import { EntregaDialog } from './EntregaDialog';

/** REGIONAL BENI first, as the server sorts them. */
const REGIONALES = [
  { id: 11, nombre: 'REGIONAL BENI' },
  { id: 12, nombre: 'REGIONAL LA PAZ' },
];
const REGISTRO = { id: 5, id_persona: 9, persona_b_nombre_completo: 'ROSA MAMANI', ben_subsidio_nombre: 'SUBSIDIO PRENATAL' } as RegistroEntrega;

/** The server at the fetch boundary: the regionals and the reader's address; every GraphQL operation kept. */
function servidor() {
  const operaciones: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      operaciones.push(query.includes('regionalesEntrega') ? 'regionalesEntrega' : query.includes('lectorTarjetas') ? 'lectorTarjetas' : 'otra');
      return Response.json({ data: { regionalesEntrega: REGIONALES, lectorTarjetas: 'http://127.0.0.1:1' } });
    }),
  );
  return operaciones;
}

function mostrar(idSucursal: number | null) {
  montar(<EntregaDialog registro={REGISTRO} onClose={vi.fn()} onEntregado={vi.fn()} />, {
    usuario: { id: 1, id_entidad: null, id_rol: 3, id_sucursal: idSucursal },
    permisos: {},
  });
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('the delivery dialog’s regional (issue 32)', () => {
  it('opens on the user’s own regional', async () => {
    servidor();
    mostrar(12);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Regional/ }).textContent).toContain('REGIONAL LA PAZ'));
  });

  it('a user with no regional must choose one: none is chosen, and delivering asks for it', async () => {
    const operaciones = servidor();
    mostrar(null);
    await waitFor(() => expect(operaciones).toContain('regionalesEntrega'));
    const regional = screen.getByRole('combobox', { name: /Regional/ });
    expect(regional.textContent).not.toContain('REGIONAL BENI');
    await userEvent.click(screen.getByRole('button', { name: 'Entregar' }));
    expect(await screen.findByText('El campo es obligatorio.')).toBeTruthy();
    expect(operaciones).not.toContain('otra');
  });
});
