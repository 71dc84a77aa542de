// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../../i18n';
import { DineroChart } from '../DineroChart';
import { EstadosChart } from '../EstadosChart';
import { VentasChart } from '../VentasChart';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(cleanup);

/** The marks' tooltips (svg titles), in order. */
const titulos = (svg: Element) => [...svg.querySelectorAll('rect > title, circle > title')].map((t) => t.textContent);

describe("the dashboard's SVG charts", () => {
  it('money per month: one image named by its title, a bar per month and series, the legend and the axes in words', () => {
    render(
      <DineroChart
        meses={[
          { mes: '2026-10', ingresos: '1500.00', ventas: '0.00', pagos: '0.00' },
          { mes: '2026-11', ingresos: '8000.00', ventas: '1234.50', pagos: '300.00' },
        ]}
      />,
    );
    const svg = screen.getByRole('img', { name: 'Dinero por mes (últimos 12 meses)' });
    expect(svg.tagName).toBe('svg');
    expect(titulos(svg)).toEqual([
      'oct. 2026 · Planillas pagadas: Bs 1.500,00',
      'oct. 2026 · Ventas: Bs 0,00',
      'oct. 2026 · Pagos a proveedores: Bs 0,00',
      'nov. 2026 · Planillas pagadas: Bs 8.000,00',
      'nov. 2026 · Ventas: Bs 1.234,50',
      'nov. 2026 · Pagos a proveedores: Bs 300,00',
    ]);
    const textos = [...svg.querySelectorAll('text')].map((t) => t.textContent);
    expect(textos).toEqual(expect.arrayContaining(['oct. 2026', 'nov. 2026', '0', '2.000', '8.000']));
    // The legend names the series for the eye; the table names them for screen readers.
    expect(screen.getByText('Pagos a proveedores', { selector: 'li' }).closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('a count per state: a bar lying down per state, named in the language, whole steps only', () => {
    render(<EstadosChart titulo="Planillas por estado" vacio="—" estados={[{ estado: 'PAGADO', cantidad: 2, monto: '400.5' }, { estado: 'PARA_ACTIVACION', cantidad: 1, monto: null }]} />);
    const svg = screen.getByRole('img', { name: 'Planillas por estado' });
    expect(titulos(svg)).toEqual(['PAGADO · Cantidad: 2', 'PARA ACTIVACIÓN · Cantidad: 1']);
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['0', '1', '2', 'PAGADO', 'PARA ACTIVACIÓN']);
  });

  it("a provider's sales per week: a line through a mark per week", () => {
    render(
      <VentasChart
        semanas={[
          { semana: '2026-11-09', cantidad: 0, monto: '0.00' },
          { semana: '2026-11-16', cantidad: 3, monto: '45.50' },
        ]}
      />,
    );
    const svg = screen.getByRole('img', { name: 'Ventas por semana (últimas 12 semanas)' });
    expect(svg.querySelectorAll('polyline')).toHaveLength(1);
    expect(titulos(svg)).toEqual(['Sem. 09/11 · Monto (Bs): Bs 0,00', 'Sem. 16/11 · Monto (Bs): Bs 45,50']);
  });
});
