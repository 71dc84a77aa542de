// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { BuscarPersona } from './BuscarPersona';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('Registros: the look-up says why «Buscar» is off (issue 51 §11)', () => {
  it('no document, an incomplete date, a date that does not exist (31/02/1999); a real date turns it on', async () => {
    montar(<BuscarPersona onEncontrada={() => undefined} />, { usuario: { id: 3, id_entidad: 1, id_rol: 3 }, permisos: {} });
    const usuario = userEvent.setup();
    const buscar = screen.getByRole('button', { name: 'Buscar' }) as HTMLButtonElement;
    const porQue = () => document.getElementById(buscar.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(buscar.disabled).toBe(true);
    expect(porQue()).toBe('Escriba el número de documento para buscar.');
    await usuario.type(screen.getByRole('textbox', { name: 'Número de documento' }), '6971100');
    expect(porQue()).toBe('Escriba la fecha de nacimiento completa para buscar.');
    await usuario.type(screen.getByRole('textbox', { name: 'Día' }), '31');
    await usuario.type(screen.getByRole('textbox', { name: 'Mes' }), '02');
    await usuario.type(screen.getByRole('textbox', { name: 'Año' }), '1999');
    expect(buscar.disabled).toBe(true);
    expect(porQue()).toBe('Esa fecha no existe: revise el día y el mes.');
    await usuario.clear(screen.getByRole('textbox', { name: 'Día' }));
    await usuario.type(screen.getByRole('textbox', { name: 'Día' }), '24');
    expect(buscar.disabled).toBe(false);
    expect(buscar.getAttribute('aria-describedby')).toBeNull();
  });
});
