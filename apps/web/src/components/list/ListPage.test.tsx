// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { ListPage, type ListPageProps } from './ListPage';
import type { ListQuery } from './types';

interface Fila {
  id: number;
  nombre: string;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

function mostrar(props: Partial<ListPageProps<Fila>> = {}) {
  const fetchPage = vi.fn(async (_q: ListQuery) => ({ count: 1, rows: [{ id: 1, nombre: 'ROSA' }] }));
  const { container } = montar(
    <ListPage<Fila>
      title="Lista de pruebas"
      queryKey={['pruebas']}
      fetchPage={fetchPage}
      columns={[{ field: 'nombre', headerName: 'Nombre' }]}
      filters={[{ name: 'nombre', label: 'Nombre' }]}
      {...props}
    />,
  );
  return { container, fetchPage };
}

describe('ListPage (the scaffold of a list page)', () => {
  it('shows the heading, what comes before the list, the list with its filters and rows, then the dialogs, in that order', async () => {
    const { container, fetchPage } = mostrar({ heading: 'Pruebas', beforeList: <p>Antes</p>, children: <p>Después</p> });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Pruebas' });
    const h2 = screen.getByRole('heading', { level: 2, name: 'Lista de pruebas' });
    expect(await screen.findByText('ROSA')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith({ limit: 10, page: 1, order: undefined });
    const orden = [h1, screen.getByText('Antes'), h2, screen.getByRole('table', { name: 'Lista de pruebas' }), screen.getByText('Después')];
    for (let i = 1; i < orden.length; i += 1) expect(orden[i - 1]!.compareDocumentPosition(orden[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Heading, list and dialogs are the children of one column.
    expect(h1.parentElement).toBe(container.firstElementChild);
  });

  it('shows the add button only when allowed, first in the toolbar, and calls it', async () => {
    const onClick = vi.fn();
    mostrar({ heading: 'Pruebas', add: { label: 'Agregar prueba', allowed: true, onClick }, toolbar: <Button>Exportar</Button> });
    const agregar = screen.getByRole('button', { name: 'Agregar prueba' });
    expect(agregar.compareDocumentPosition(screen.getByRole('button', { name: 'Exportar' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(agregar);
    expect(onClick).toHaveBeenCalledTimes(1);
    cleanup();
    mostrar({ heading: 'Pruebas', add: { label: 'Agregar prueba', allowed: false, onClick }, toolbar: <Button>Exportar</Button> });
    expect(screen.queryByRole('button', { name: 'Agregar prueba' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeTruthy();
  });

  it('puts the heading action beside the heading', () => {
    mostrar({ heading: 'Pruebas', headingAction: <Button>Reporte</Button> });
    const h1 = screen.getByRole('heading', { level: 1, name: 'Pruebas' });
    expect(h1.parentElement).toBe(screen.getByRole('button', { name: 'Reporte' }).parentElement);
  });

  it('without a heading adds no title and no wrapper (a tab of a page), and can leave the list out', async () => {
    const { container } = mostrar({ children: <p>Diálogo</p> });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await screen.findByText('ROSA')).toBeTruthy();
    // The list's own paper and the dialog stand directly in the page.
    expect(container.children).toHaveLength(2);
    cleanup();
    const { fetchPage } = mostrar({ heading: 'Pruebas', showList: false, beforeList: <p>Elija una regional</p> });
    expect(screen.getByText('Elija una regional')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(fetchPage).not.toHaveBeenCalled();
  });
});
