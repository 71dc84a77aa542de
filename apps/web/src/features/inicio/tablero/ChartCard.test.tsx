// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import { ChartCard } from './ChartCard';
import { EstadosChart } from './EstadosChart';
import { etiquetaMes, etiquetaSemana } from './etiquetas';

beforeAll(async () => {
  // The charts measure their box (graficos/Lienzo.tsx).
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18n.changeLanguage('es');
});
afterEach(cleanup);

const TABLA = { columnas: ['Mes', 'Ventas'], filas: [{ clave: '2026-11', celdas: ['nov. 2026', 'Bs 1.234,50'] }] };

describe('ChartCard: a chart with its table alternative', () => {
  it('is a figure named by its title whose table (caption, headers, the same numbers) is there for screen readers, and shown on demand', async () => {
    render(
      <ChartCard titulo="Dinero por mes" vacio={null} tabla={TABLA}>
        <svg data-testid="grafico" />
      </ChartCard>,
    );
    const figura = screen.getByRole('figure', { name: 'Dinero por mes' });
    expect(within(figura).getByTestId('grafico')).toBeTruthy();
    const tabla = within(figura).getByRole('table', { name: 'Datos de «Dinero por mes»' });
    expect(within(tabla).getByRole('columnheader', { name: 'Ventas' })).toBeTruthy();
    expect(within(tabla).getByRole('rowheader', { name: 'nov. 2026' })).toBeTruthy();
    expect(within(tabla).getByRole('cell', { name: 'Bs 1.234,50' })).toBeTruthy();

    const boton = screen.getByRole('button', { name: 'Ver como tabla' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(boton);
    expect(screen.getByRole('button', { name: 'Ocultar tabla' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('with nothing to draw says so in a sentence, without an empty chart or table', () => {
    render(
      <ChartCard titulo="Ventas por semana" vacio="No hubo ventas en las últimas 12 semanas." tabla={TABLA}>
        <svg data-testid="grafico" />
      </ChartCard>,
    );
    expect(screen.getByText('No hubo ventas en las últimas 12 semanas.')).toBeTruthy();
    expect(screen.queryByTestId('grafico')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("a state chart's table names the states in the user's language with their count and Bs", () => {
    render(
      <EstadosChart
        titulo="Planillas por estado"
        vacio="—"
        estados={[
          { estado: 'PAGADO', cantidad: 2, monto: '400.5' },
          { estado: 'PARA_ACTIVACION', cantidad: 1, monto: null },
        ]}
      />,
    );
    const tabla = screen.getByRole('table');
    const filas = within(tabla).getAllByRole('row').map((r) => r.textContent);
    expect(filas).toEqual(['EstadoCantidadMonto (Bs)', 'PAGADO2Bs 400,50', 'PARA ACTIVACIÓN1Bs 0,00']);
  });
});

describe('labels of months and weeks', () => {
  it('follow the language', async () => {
    expect(etiquetaMes(i18n.t, '2026-11')).toBe('nov. 2026');
    expect(etiquetaSemana(i18n.t, '2026-11-16')).toBe('Sem. 16/11');
    await i18n.changeLanguage('en');
    expect(etiquetaMes(i18n.t, '2026-01')).toBe('Jan 2026');
    await i18n.changeLanguage('es');
  });
});
