// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MENSAJES, TEXTOS, texto, type Mensaje } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import VentasPage from './VentasPage';

/** The server at the fetch boundary, answering as the sales API does (decision 030): the look-up has no balance. */
function servidor(ventaRechazada?: Mensaje) {
  const llamadas: string[] = [];
  let saldo = '931.28';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const ruta = String(url).split('?')[0]!;
      const cuerpo = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      llamadas.push(`${init.method ?? 'GET'} ${ruta}${cuerpo ? ` ${JSON.stringify(cuerpo)}` : ''}`);
      if (ruta === '/api/v1/ventas/productos') return Response.json({ datos: [{ id: 40, nombre: 'ARROZ POPULAR', unidad: 'KG', precio: '9.50', id_grupo_alimenticio: 2, grupo: 'CEREALES' }], total: 1, totalFiltro: 1 });
      if (ruta === '/api/v1/ventas/beneficiaria')
        return Response.json({ nombre_enmascarado: 'J*** A*** R***', nro_documento: '3678446', complemento: null, beneficios: [{ id_subsidio: 1, subsidio: 'BONO', estado: 'ACTIVO', codigo_sms: true }] });
      if (ruta === '/api/v1/ventas/codigo') return Response.json({ mensaje: 'Código enviado en SMS a beneficiaria' });
      if (ruta === '/api/v1/ventas/beneficiaria/identificar') {
        if (cuerpo!.codigo !== '123456') return Response.json({ error: 'El código de verificación no es correcto. Le quedan 2 intentos.', code: 'CONFLICT' }, { status: 409 });
        return Response.json({ mensaje: 'Beneficiaria identificada', datos: { nombre: 'JHONNY AÑEZ ROJAS', nro_documento: '3678446', complemento: null, id_subsidio: 1, subsidio: 'BONO', estado: 'ACTIVO', saldo } });
      }
      if (ruta === '/api/v1/ventas') {
        if (ventaRechazada) return Response.json({ error: texto(ventaRechazada), code: 'CONFLICT', clave: ventaRechazada.clave, parametros: ventaRechazada.parametros }, { status: 409 });
        saldo = '912.28';
        return Response.json({
          mensaje: 'Venta realizada',
          datos: { id: 16, id_transaccion: String(cuerpo!.id_transaccion), id_sucursal: 9, monto: '19.00', metodo: 'CODIGO', estado: 'REALIZADA', fecha: '2026-11-27T12:00:00.000Z', fecha_reverso: null, items: [{ id_alimento: 40, nombre: 'ARROZ POPULAR', unidad: 'KG', grupo: 'CEREALES', cantidad: '2.00', precio: '9.50', monto: '19.00' }], saldo },
        });
      }
      return Response.json({ error: 'No encontrado', code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  return llamadas;
}

function mostrar() {
  montar(<VentasPage />, { usuario: { id: 5, id_entidad: 2, id_rol: 8 }, permisos: { 'ventas:create': true, 'ventas:read': true } });
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('/ventas (the cashier’s screen)', () => {
  it('shows a masked name and no balance until her code is verified; then her name, balance and the products; the sale spends the code', async () => {
    const llamadas = servidor();
    mostrar();
    const usuario = userEvent.setup();
    await usuario.type(screen.getByRole('textbox', { name: 'Nº de documento' }), '3678446');
    await usuario.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'J*** A*** R***' })).toBeTruthy();
    expect(screen.queryByTestId('saldo-1')).toBeNull();
    expect(screen.queryByText(/931/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirmar venta' })).toBeNull();

    await usuario.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Código de compra enviado por SMS')).toBeTruthy();
    // A wrong code: the server's refusal, still masked.
    await usuario.type(screen.getByRole('textbox', { name: 'Código de compra' }), '000000{Enter}');
    expect(await screen.findByText('El código de verificación no es correcto. Le quedan 2 intentos.')).toBeTruthy();
    expect(screen.queryByTestId('saldo-1')).toBeNull();
    const campo = screen.getByRole('textbox', { name: 'Código de compra' });
    await usuario.clear(campo);
    await usuario.type(campo, '123456');
    await usuario.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'JHONNY AÑEZ ROJAS' })).toBeTruthy();
    expect(screen.getByTestId('saldo-1').textContent).toBe('Bs 931,28');

    await usuario.type(await screen.findByRole('textbox', { name: 'Cantidad de ARROZ POPULAR' }), '2');
    await usuario.click(screen.getByRole('button', { name: 'Confirmar venta' }));
    expect(await screen.findByText('Saldo restante: Bs 912,28')).toBeTruthy();
    expect(screen.getByTestId('saldo-1').textContent).toBe('Bs 912,28');
    // The code is spent: another sale needs a new one.
    expect(screen.getByText('La venta usó el código: para otra venta, envíe uno nuevo y verifíquelo.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar venta' })).toBeNull();
    const venta = llamadas.find((l) => l.startsWith('POST /api/v1/ventas {'))!;
    expect(JSON.parse(venta.slice('POST /api/v1/ventas '.length))).toMatchObject({ nro_documento: '3678446', id_subsidio: 1, codigo: '123456', items: [{ id_alimento: 40, cantidad: '2' }] });
    expect(llamadas.filter((l) => l.includes('identificar'))).toEqual([
      'POST /api/v1/ventas/beneficiaria/identificar {"nro_documento":"3678446","complemento":null,"id_subsidio":1,"codigo":"000000"}',
      'POST /api/v1/ventas/beneficiaria/identificar {"nro_documento":"3678446","complemento":null,"id_subsidio":1,"codigo":"123456"}',
    ]);
  }, 60_000);

  it('«Confirmar venta» says why it cannot be pressed: no quantity, a wrong one, a total over her balance (issue 51 §11)', async () => {
    servidor();
    mostrar();
    const usuario = userEvent.setup();
    await usuario.type(screen.getByRole('textbox', { name: 'Nº de documento' }), '3678446{Enter}');
    await usuario.type(await screen.findByRole('textbox', { name: 'Código de compra' }), '123456{Enter}');
    const cantidad = await screen.findByRole('textbox', { name: 'Cantidad de ARROZ POPULAR' });
    const confirmar = screen.getByRole('button', { name: 'Confirmar venta' });
    const motivo = () => screen.getByText((_t, el) => el?.id === 'venta-sin-confirmar').textContent;
    expect((confirmar as HTMLButtonElement).disabled).toBe(true);
    expect(motivo()).toBe('Escriba la cantidad de al menos un producto.');
    await usuario.type(cantidad, '100');
    expect((confirmar as HTMLButtonElement).disabled).toBe(true);
    expect(motivo()).toBe('El total supera su saldo de Bs 931,28: quite productos o cantidades.');
    expect(confirmar.getAttribute('aria-describedby')).toBe('venta-sin-confirmar');
    await usuario.clear(cantidad);
    await usuario.type(cantidad, '2');
    expect((confirmar as HTMLButtonElement).disabled).toBe(false);
    expect(document.getElementById('venta-sin-confirmar')).toBeNull();
  }, 60_000);

  it('a sale refused for its code (expired meanwhile) goes back to the code step', async () => {
    servidor(MENSAJES.codigoVencido);
    mostrar();
    const usuario = userEvent.setup();
    await usuario.type(screen.getByRole('textbox', { name: 'Nº de documento' }), '3678446{Enter}');
    await usuario.type(await screen.findByRole('textbox', { name: 'Código de compra' }), '123456{Enter}');
    await usuario.type(await screen.findByRole('textbox', { name: 'Cantidad de ARROZ POPULAR' }), '1');
    await usuario.click(screen.getByRole('button', { name: 'Confirmar venta' }));
    expect(await screen.findByText(TEXTOS.codigoVencido)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar venta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeTruthy();
    // Still identified: her name and balance stay.
    expect(screen.getByRole('heading', { level: 2, name: 'JHONNY AÑEZ ROJAS' })).toBeTruthy();
  }, 60_000);
});
