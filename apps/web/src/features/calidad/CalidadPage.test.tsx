// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORTES_CALIDAD } from '@pb/contract';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import CalidadPage from './CalidadPage';

/** The server at the fetch boundary: one row per report, its detail naming the report asked (the reports asked are kept). */
function servidor() {
  const pedidos: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const cuerpo = JSON.parse(String(init?.body ?? '{}')) as { variables?: { reporte?: string } };
      const reporte = cuerpo.variables?.reporte ?? '';
      pedidos.push(reporte);
      return Response.json({ data: { calidad: { count: 1, rows: [{ clave: '000000000001', documento: '1270777', nombre: 'UNA PERSONA', detalle: `detalle de ${reporte}` }] } } });
    }),
  );
  return pedidos;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('/calidad (decision 062)', () => {
  it('opens on the OVT/SEGIP birth-date report and offers the six reports in the issue’s order', async () => {
    const pedidos = servidor();
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
