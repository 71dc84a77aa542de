// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { Planilla } from '../../shared/planillas/api';
import PlanillasHistorialPage from './PlanillasHistorialPage';

const NOMBRE = 'PLANILLA ESFUERZO POR BOLIVIA NOVIEMBRE 2026';
const planilla = (id: number, sucursal: string) =>
  ({ id, nombre: NOMBRE, tipo: 'MENSUAL', monto_total: '1500.00', estado: 'PAGADO', _created_at: '2026-11-20T14:00:00Z', _updated_at: null, sucursal_entidad_suc_nombre: sucursal, entidad_nombre: 'EMPRESA DEMO', id_cpt: null, cpt: null, c31: null, nombre_archivo_c31: null, seleccionar: false }) as unknown as Planilla;

/** The server at the fetch boundary: one list query answering two payrolls of one month that differ by their branch. */
function servidor() {
  const consultas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      consultas.push((JSON.parse(String(init.body)) as { query: string }).query);
      return Response.json({ data: { planillas: { count: 2, rows: [planilla(1, 'CASA MATRIZ'), planilla(2, 'SUCURSAL EL ALTO')] } } });
    }),
  );
  return consultas;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('/planillasHistorial (issue 32)', () => {
  it('shows each payroll’s branch from the list’s own query, and its name whole', async () => {
    const consultas = servidor();
    montar(<PlanillasHistorialPage />, { permisos: { 'planillasHistorial:read': true } });
    const alto = (await screen.findByText('SUCURSAL EL ALTO')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Sucursal' })).toBeTruthy();
    expect(screen.getByText('CASA MATRIZ')).toBeTruthy();
    // One query for the page: the branch comes with the rows, not one call per row.
    expect(consultas).toHaveLength(1);
    expect(consultas[0]).toContain('sucursal_entidad_suc_nombre');
    // The name is not cut to one line with an ellipsis: it wraps, whole.
    const nombre = within(alto).getByText(NOMBRE);
    expect(getComputedStyle(nombre).whiteSpace).toBe('normal');
    expect(getComputedStyle(nombre).textOverflow).not.toBe('ellipsis');
  });
});
