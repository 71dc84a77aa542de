// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORTES_CALIDAD } from '@pb/contract/valores';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import CalidadPage from './CalidadPage';

/**
 * The server at the fetch boundary, answering the reports as the findings table does (decision 066):
 * `calculadoEn` null until a refresh; `calidadActualizar` computes and the next page shows the card.
 */
function servidor(calculado: string | null) {
  const llamadas: string[] = [];
  let calculadoEn = calculado;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query } = JSON.parse(String(init.body)) as { query: string };
      if (query.includes('calidadActualizar')) {
        llamadas.push('actualizar');
        calculadoEn = '2026-11-29T12:15:00.000Z';
        return Response.json({ data: { calidadActualizar: { hecha: true, mensaje: TEXTOS.calidadActualizada, dia: '2026-11-29', calculadoEn } } });
      }
      llamadas.push('listar');
      const rows = calculadoEn ? [{ clave: 'DE0CA11DAD062', documento: '1234567', nombre: 'ANA PEREZ', detalle: 'asignada el 01/08/2026' }] : [];
      return Response.json({ data: { calidad: { count: rows.length, rows, calculadoEn } } });
    }),
  );
  return llamadas;
}

/** The server at the fetch boundary: one row per report, its detail naming the report asked (the reports asked are kept). */
function servidorPorReporte() {
  const pedidos: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const cuerpo = JSON.parse(String(init?.body ?? '{}')) as { variables?: { reporte?: string } };
      const reporte = cuerpo.variables?.reporte ?? '';
      pedidos.push(reporte);
      return Response.json({ data: { calidad: { count: 1, rows: [{ clave: '000000000001', documento: '1270777', nombre: 'UNA PERSONA', detalle: `detalle de ${reporte}` }], calculadoEn: '2026-11-29T12:00:00.000Z' } } });
    }),
  );
  return pedidos;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('/calidad says when the findings were computed (decision 066)', () => {
  it('before any run it says the reports were never computed, not that all is clean; a reader has no Recalcular', async () => {
    servidor(null);
    montar(<CalidadPage />, { usuario: { id_rol: 10 }, permisos: { 'calidad:read': true } });
    expect(await screen.findByText(/aún no se calcularon/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recalcular' })).toBeNull();
  });

  it('shows when the report was computed (Bolivian time), and Recalcular computes again and reloads the list', async () => {
    const llamadas = servidor('2026-11-29T12:00:00.000Z');
    montar(<CalidadPage />, { usuario: { id_rol: 2 }, permisos: { 'calidad:read': true, 'calidad:update': true } });
    expect(await screen.findByText('Calculado el 29/11/2026 08:00')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Recalcular' }));
    expect(await screen.findByText('Calculado el 29/11/2026 08:15')).toBeTruthy();
    expect(await screen.findByText(TEXTOS.calidadActualizada)).toBeTruthy();
    expect(llamadas.filter((l) => l === 'actualizar')).toHaveLength(1);
    expect(llamadas.filter((l) => l === 'listar').length).toBeGreaterThanOrEqual(2);
  });

  it('opens on the OVT/SEGIP birth-date report and offers the six reports in the issue’s order', async () => {
    const pedidos = servidorPorReporte();
    montar(<CalidadPage />, { usuario: { id: 1, id_entidad: null, id_rol: 2, id_sucursal: null }, permisos: { 'calidad:read': true } });
    expect(await screen.findByText('detalle de fechasNacimientoOvtSegip')).toBeTruthy();
    expect(pedidos[0]).toBe('fechasNacimientoOvtSegip');
    const reporte = screen.getByRole('combobox', { name: 'Reporte' });
    expect(reporte.textContent).toContain('Fechas de nacimiento distintas entre el OVT y SEGIP');
    fireEvent.mouseDown(reporte);
    const opciones = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(opciones).toEqual(REPORTES_CALIDAD.map((r) => i18n.t(`calidad.reportes.${r}`)));
    fireEvent.click(screen.getByRole('option', { name: 'Personas en planillas de dos empleadores en un mes' }));
    expect(await screen.findByText('detalle de planillasDosEmpleadores')).toBeTruthy();
  });
});
