// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { AgregarDialog } from './AgregarDialog';

const PERSONA = { fecha_nacimiento: '27/03/1996', nacionalidad: 'BOLIVIA', nro_documento: '2201842', complemento: null, nombres: 'GLADYS', paterno: 'ROJAS', materno: 'HUANCA', tipo_documento: 'CI', genero: 'F', lugar_expedicion: 'LP' };

/** The server at the fetch boundary: SEGIP's person, the verification and the registration, each call kept. */
function servidor() {
  const llamadas: Array<{ ruta: string; cuerpo: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const ruta = String(url);
      llamadas.push({ ruta, cuerpo: init.body ? JSON.parse(String(init.body)) : null });
      if (ruta.startsWith('/api/system/persona-segip/')) return Response.json({ persona: PERSONA });
      if (ruta === '/api/v1/otros/verificar') return Response.json({ encontrado: false, mismaEntidad: false, personaDiferente: false });
      return Response.json({ mensaje: TEXTOS.registroRealizado, montoBono: '375.08', montoDetalle: '2500.50', calculo: 'montoDetalle', datos: { id: 1, estado: 'CREADO', monto_detalle: '2500.50', monto_bono: '375.08' } }, { status: 201 });
    }),
  );
  return llamadas;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('adding an independent worker (issue 32)', () => {
  it('takes her birth date as day, month and year (27/03/1996) and her aguinaldo with a decimal comma', async () => {
    const llamadas = servidor();
    const onClose = vi.fn();
    montar(<AgregarDialog destino={{ id_subsidio: 1, id_entidad: 7, id_sucursal: 9 }} porcentaje={15} onClose={onClose} />);
    const usuario = userEvent.setup();
    await usuario.type(screen.getByRole('textbox', { name: 'Cédula de identidad (ej. 123456-1X)' }), '2201842');
    const fecha = within(screen.getByRole('group', { name: /^Fecha de nacimiento/ }));
    await usuario.type(fecha.getByRole('textbox', { name: 'Día' }), '27');
    await usuario.type(fecha.getByRole('textbox', { name: 'Mes' }), '03');
    await usuario.type(fecha.getByRole('textbox', { name: 'Año' }), '1996');
    await usuario.click(screen.getByRole('button', { name: 'Buscar en SEGIP' }));
    expect(await screen.findByText('Persona encontrada: GLADYS ROJAS HUANCA')).toBeTruthy();
    expect(screen.queryByText(TEXTOS.formatoIncorrecto)).toBeNull();
    expect(llamadas[0]!.ruta).toBe('/api/system/persona-segip/2201842?fechaNacimiento=27%2F03%2F1996');

    await usuario.type(screen.getByRole('textbox', { name: 'Total aguinaldo (Bs)' }), '2500,50');
    expect(screen.getByText('Bono (15%): Bs 375,08')).toBeTruthy();
    await usuario.click(screen.getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText(TEXTOS.registroRealizado)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(llamadas.at(-1)).toMatchObject({
      ruta: '/api/v1/otros/registrar_beneficiaria',
      cuerpo: { personaTitular: { persona: { nro_documento: '2201842', fecha_nacimiento: '1996-03-27' }, montoDetalle: '2500,50', montoBono: '375.08' } },
    });
  });

  it('says a date that does not exist is wrong, and asks SEGIP nothing', async () => {
    const llamadas = servidor();
    montar(<AgregarDialog destino={{ id_subsidio: 1, id_entidad: 7, id_sucursal: 9 }} porcentaje={15} onClose={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Cédula de identidad (ej. 123456-1X)' }), '2201842');
    const fecha = within(screen.getByRole('group', { name: /^Fecha de nacimiento/ }));
    await userEvent.type(fecha.getByRole('textbox', { name: 'Día' }), '31');
    await userEvent.type(fecha.getByRole('textbox', { name: 'Mes' }), '02');
    await userEvent.type(fecha.getByRole('textbox', { name: 'Año' }), '1988');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar en SEGIP' }));
    expect(await screen.findByText(TEXTOS.formatoIncorrecto)).toBeTruthy();
    expect(llamadas).toEqual([]);
  });
});
