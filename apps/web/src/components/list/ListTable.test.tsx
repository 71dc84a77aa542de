// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { ListTable } from './ListTable';
import type { ListColumn, ListQuery, ListRows } from './types';

interface Fila {
  codigo: string;
  nombre: string;
  monto: string;
}

const COLUMNAS: ListColumn<Fila>[] = [
  { field: 'nombre', headerName: 'Nombre', sortable: true, flex: 2 },
  { field: 'monto', headerName: 'Monto', width: 120, render: (f) => `Bs ${f.monto}` },
  { field: 'codigo', headerName: 'Código' },
];

/** A server of `total` rows that answers the page asked for. */
function servidor(total: number) {
  return vi.fn(async (q: ListQuery): Promise<ListRows<Fila>> => {
    const desde = (q.page - 1) * q.limit;
    const rows = Array.from({ length: Math.max(0, Math.min(q.limit, total - desde)) }, (_, i) => ({ codigo: `C${desde + i + 1}`, nombre: `PERSONA ${desde + i + 1}`, monto: '10.00' }));
    return { count: total, rows };
  });
}

function mostrar(fetchPage: (q: ListQuery) => Promise<ListRows<Fila>>, filtros = false) {
  return montar(
    <ListTable<Fila>
      title="Lista de pruebas"
      queryKey={['pruebas-tabla']}
      fetchPage={fetchPage}
      columns={COLUMNAS}
      defaultOrder="-id"
      getRowId={(f) => f.codigo}
      filters={filtros ? [{ name: 'nombre', label: 'Nombre' }] : []}
    />,
  );
}

const tabla = () => screen.getByRole('table', { name: 'Lista de pruebas' });
const filasDeDatos = () => within(tabla()).getAllByRole('row').slice(1);

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('ListTable (the one list of the app)', () => {
  it('is a table named by its title, with column headers, a row per record and the text of each cell', async () => {
    mostrar(servidor(3));
    expect(await screen.findByText('PERSONA 1')).toBeTruthy();
    const encabezados = within(tabla()).getAllByRole('columnheader');
    expect(encabezados.map((th) => th.textContent)).toEqual(['Nombre', 'Monto', 'Código']);
    expect(encabezados.every((th) => th.tagName === 'TH' && th.getAttribute('scope') === 'col')).toBe(true);
    // Only a sortable column's header is a button, which says what it does.
    const ordenar = within(encabezados[0]!).getByRole('button', { name: 'Nombre' });
    expect(ordenar.getAttribute('title')).toBe('Ordenar');
    expect(within(encabezados[1]!).queryByRole('button')).toBeNull();
    expect(filasDeDatos()).toHaveLength(3);
    const celdas = within(filasDeDatos()[0]!).getAllByRole('cell');
    expect(celdas.map((td) => td.textContent)).toEqual(['PERSONA 1', 'Bs 10.00', 'C1']);
    // A cut text shows itself whole on hover.
    expect(within(celdas[0]!).getByTitle('PERSONA 1')).toBeTruthy();
    // A fixed width as it is; the shared columns split the rest by their flex.
    const anchos = Array.from(tabla().querySelectorAll('col')).map((c) => c.style.width);
    expect(anchos).toEqual(['66.6667%', '120px', '33.3333%']);
  });

  it('sorts by a header: ascending, descending, then the list’s default again, each time from the first page', async () => {
    const fetchPage = servidor(30);
    mostrar(fetchPage);
    await screen.findByText('PERSONA 1');
    expect(fetchPage).toHaveBeenLastCalledWith({ limit: 10, page: 1, order: '-id' });
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ limit: 10, page: 2, order: '-id' }));

    const encabezado = () => screen.getByRole('columnheader', { name: 'Nombre' });
    await userEvent.click(within(encabezado()).getByRole('button'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ limit: 10, page: 1, order: 'nombre' }));
    expect(encabezado().getAttribute('aria-sort')).toBe('ascending');

    await userEvent.click(within(encabezado()).getByRole('button'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ limit: 10, page: 1, order: '-nombre' }));
    expect(encabezado().getAttribute('aria-sort')).toBe('descending');

    await userEvent.click(within(encabezado()).getByRole('button'));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ limit: 10, page: 1, order: '-id' }));
    expect(encabezado().getAttribute('aria-sort')).toBeNull();
    expect(screen.getByText('1–10 de 30')).toBeTruthy();
  });

  it('pages on the server: 5, 10 or 25 rows (10 first), the next page, and counts as the language writes numbers', async () => {
    const fetchPage = servidor(1234);
    mostrar(fetchPage);
    await screen.findByText('PERSONA 1');
    expect(screen.getByText('1–10 de 1.234')).toBeTruthy();
    expect(filasDeDatos()).toHaveLength(10);

    const filasPorPagina = screen.getByRole('combobox', { name: /Filas por página/ });
    await userEvent.click(filasPorPagina);
    const opciones = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(opciones.map((o) => o.textContent)).toEqual(['5', '10', '25']);
    await userEvent.click(opciones[0]!);
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ limit: 5, page: 1, order: '-id' }));
    await waitFor(() => expect(filasDeDatos()).toHaveLength(5));
    expect(screen.getByText('1–5 de 1.234')).toBeTruthy();

    expect((screen.getByRole('button', { name: 'Ir a la página anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(fetchPage).toHaveBeenLastCalledWith({ limit: 5, page: 2, order: '-id' }));
    expect(await screen.findByText('PERSONA 6')).toBeTruthy();
    expect(screen.getByText('6–10 de 1.234')).toBeTruthy();
  });

  it('says “No hay resultados” in one row across the columns, and “No se encontraron…” once a filter is applied', async () => {
    mostrar(async () => ({ count: 0, rows: [] }), true);
    const vacia = (await screen.findByText('No hay resultados')).closest('tr')!;
    expect(vacia.hasAttribute('data-vacia')).toBe(true);
    expect(within(vacia).getByRole('cell').getAttribute('colspan')).toBe('3');
    expect(screen.getByText('0–0 de 0')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'NADIE');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('No se encontraron registros que coincidan')).toBeTruthy();
    expect(screen.queryByText('No hay resultados')).toBeNull();
  });

  it('shows the bar and no empty text while the first page loads; the page before stays under the bar while the next loads', async () => {
    let responder: (r: ListRows<Fila>) => void = () => undefined;
    const fetchPage = vi.fn((q: ListQuery) => (q.page === 1 ? new Promise<ListRows<Fila>>((r) => (responder = r)) : new Promise<ListRows<Fila>>(() => undefined)));
    mostrar(fetchPage);
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeTruthy();
    expect(tabla().getAttribute('aria-busy')).toBe('true');
    expect(within(tabla()).getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByText('No hay resultados')).toBeNull();

    responder({ count: 20, rows: [{ codigo: 'C1', nombre: 'PERSONA 1', monto: '1.00' }] });
    expect(await screen.findByText('PERSONA 1')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(tabla().getAttribute('aria-busy')).toBe('false');

    await userEvent.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByRole('progressbar', { name: 'Cargando…' })).toBeTruthy();
    expect(screen.getByText('PERSONA 1')).toBeTruthy();
  });

  it('shows the server’s error above the table', async () => {
    mostrar(async () => {
      throw new Error('Falló la consulta');
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('No hay resultados')).toBeNull();
  });
});
