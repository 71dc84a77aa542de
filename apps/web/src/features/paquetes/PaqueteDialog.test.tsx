// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { FilaPaquete } from './api';
import { PaqueteDialog } from './PaqueteDialog';

const FILA: FilaPaquete = { id: 3, id_subsidio: 1, subsidio: 'SUBSIDIO PRENATAL', id_sucursal: 9, sucursal: 'LA PAZ', estado: 'CREADO' };
const REGIONALES = [{ id: 9, nombre: 'LA PAZ', departamento: 'LA PAZ' }];
const LECHE = { id: 40, id_alimento: 40, nombre: 'LECHE', unidad: 'LITRO', cantidad: '2.5' };

/** The server at the fetch boundary: the package, the foods to add, and the change of its foods kept. */
function servidor() {
  const cambios: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const ruta = String(url).split('?')[0]!;
      if (ruta === '/api/v1/paquete/3') return Response.json({ ...FILA, alimentos: [LECHE] });
      if (ruta === '/api/v1/alimentos/paquete' && init.method === 'PATCH') {
        cambios.push(JSON.parse(String(init.body)));
        return Response.json({ mensaje: TEXTOS.paqueteModificado, datos: { ...FILA, alimentos: [] } });
      }
      if (ruta === '/api/v1/alimentos/paquete') return Response.json({ datos: [{ id: 41, nombre: 'QUINUA', unidad: 'KG', id_grupo_alimenticio: 2, nombreGrupo: 'CEREALES' }], total: 1, totalFiltro: 1 });
      return Response.json({ data: { subsidiosVigentes: [] } });
    }),
  );
  return cambios;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('a package’s quantities (issue 32)', () => {
  it('takes 1,5 for a food added and for one in the list, and saves them', async () => {
    const cambios = servidor();
    const onClose = vi.fn();
    montar(<PaqueteDialog paquete={FILA} regionales={REGIONALES} idRegional={9} onClose={onClose} />);
    const usuario = userEvent.setup();
    const leche = await screen.findByRole('textbox', { name: 'Cantidad de LECHE' });
    // The saved quantity is shown as the screens write numbers.
    expect(leche).toHaveProperty('value', '2,5');
    await usuario.clear(leche);
    await usuario.type(leche, '1,5');

    await usuario.click(screen.getByRole('combobox', { name: 'Alimento' }));
    await usuario.click(await screen.findByRole('option', { name: 'QUINUA (KG)' }));
    await usuario.type(screen.getByRole('textbox', { name: 'Cantidad' }), '0,25');
    await usuario.click(screen.getByRole('button', { name: 'Agregar alimento' }));
    expect(screen.queryByText(TEXTOS.alimentoCantidadInvalida)).toBeNull();
    expect(await screen.findByRole('textbox', { name: 'Cantidad de QUINUA' })).toHaveProperty('value', '0,25');

    await usuario.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(TEXTOS.paqueteModificado)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(cambios).toEqual([{ id_paquete: 3, alimentos: [{ id_alimento: 40, cantidad: '1,5' }, { id_alimento: 41, cantidad: '0,25' }] }]);
  });

  it('still refuses a quantity that is not one (a third decimal), sending nothing', async () => {
    const cambios = servidor();
    montar(<PaqueteDialog paquete={FILA} regionales={REGIONALES} idRegional={9} onClose={vi.fn()} />);
    const leche = await screen.findByRole('textbox', { name: 'Cantidad de LECHE' });
    await userEvent.clear(leche);
    await userEvent.type(leche, '1,555');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(TEXTOS.alimentoCantidadInvalida)).toBeTruthy();
    expect(cambios).toEqual([]);
  });
});
