// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { Alimento } from './api';
import { AlimentoDialog } from './AlimentoDialog';

const PRODUCTO: Alimento = { id: 31, nombre: 'ACEITE', unidad: 'BOTELLA 900 ML', id_grupo_alimenticio: 2, nombreGrupo: 'CEREALES', id_entidad: 4, precio: '13.50', estado: 'ACTIVO' };

/** The server at the fetch boundary: the active groups, and every other GraphQL call kept and answered with the product. */
function servidor() {
  const guardados: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      if (query.includes('alimentoEdit')) {
        guardados.push(variables);
        return Response.json({ data: { alimentoEdit: { ...PRODUCTO, precio: '12.50' } } });
      }
      return Response.json({ data: { grupoAlimenticios: { count: 1, rows: [{ id: 2, nombre: 'CEREALES', sigla: null, descripcion: null, estado: 'ACTIVO' }] } } });
    }),
  );
  return guardados;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

async function cambiarPrecio(precio: string) {
  const onClose = vi.fn();
  montar(<AlimentoDialog alimento={PRODUCTO} producto onClose={onClose} />);
  const usuario = userEvent.setup();
  const campo = screen.getByRole('textbox', { name: 'Precio (Bs)' });
  // Its price as the screens write it.
  expect(campo).toHaveProperty('value', '13,50');
  await usuario.clear(campo);
  await usuario.type(campo, precio);
  await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
  return onClose;
}

describe('a product’s price (issue 32)', () => {
  it.each(['12,50', '1.212,50'])('takes %j, with the decimal comma the screens show, and saves it', async (precio) => {
    const guardados = servidor();
    const onClose = await cambiarPrecio(precio);
    expect(await screen.findByText('Se actualizó el registro correctamente')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('Ingresar solo números separados por punto')).toBeNull();
    expect(guardados).toEqual([{ id: 31, a: expect.objectContaining({ precio }) }]);
  });

  it('says the spec’s message for a text that is not a price, and the figures for a third decimal; sends nothing', async () => {
    const guardados = servidor();
    await cambiarPrecio('doce');
    expect(await screen.findByText('Ingresar solo números separados por punto')).toBeTruthy();
    const campo = screen.getByRole('textbox', { name: 'Precio (Bs)' });
    await userEvent.clear(campo);
    await userEvent.type(campo, '12,505');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingrese hasta 12 cifras enteras y 2 decimales.')).toBeTruthy();
    expect(guardados).toEqual([]);
  });
});
