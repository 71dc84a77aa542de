// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { RETRASO_KEY } from './NotaRetraso';
import ReporteGastosPage from '../../features/reporteGastos/ReporteGastosPage';
import AtencionClientePage from '../../features/atencionCliente/AtencionClientePage';

/** The server at the fetch boundary: `retrasoLectura` as it answers it (null: it reads the primary), or a failure. */
function servidor(retraso: number | null | 'falla') {
  const consultas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (String(url) !== '/graphql') return Response.json({ error: 'No encontrado', code: 'NOT_FOUND' }, { status: 404 });
      consultas.push((JSON.parse(String(init.body)) as { query: string }).query);
      if (retraso === 'falla') return Response.json({ data: null, errors: [{ message: 'Error interno del servidor' }] });
      return Response.json({ data: { retrasoLectura: retraso } });
    }),
  );
  return consultas;
}

const permisos = { 'reporte-gastos:csv': true, 'atencion-cliente:read': true } as const;

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('the footnote of the screens read from the standby (decision 059)', () => {
  it('says how many seconds behind the report may be, under the form', async () => {
    const consultas = servidor(3);
    montar(<ReporteGastosPage />, { permisos });
    const nota = await screen.findByText('Datos de hasta 3 segundos atrás (réplica de lectura).');
    expect(nota.closest('form')?.id).toBe('reporte-gastos');
    expect(consultas).toHaveLength(1);
    expect(consultas[0]).toMatch(/^query RetrasoLectura \{\s+retrasoLectura\s+\}$/);
  });

  it('says at least one second when the standby had replayed everything (0), in the singular', async () => {
    servidor(0);
    montar(<AtencionClientePage />, { permisos });
    expect(await screen.findByText('Datos de hasta 1 segundo atrás (réplica de lectura).')).toBeTruthy();
  });

  it('shows nothing when the server reads the primary, or the measure fails', async () => {
    for (const retraso of [null, 'falla'] as const) {
      const consultas = servidor(retraso);
      const { unmount, cliente } = montar(<ReporteGastosPage />, { permisos });
      await vi.waitFor(() => expect(cliente.getQueryState(RETRASO_KEY)?.status).toMatch(/success|error/));
      expect(consultas).toHaveLength(1);
      expect(screen.queryByTestId('nota-retraso')).toBeNull();
      expect(screen.getByRole('button', { name: 'Descargar' })).toBeTruthy();
      unmount();
    }
  });

  it('reads in English and Aymara too', async () => {
    for (const [idioma, texto] of [
      ['en', 'Data up to 12 seconds old (read replica).'],
      ['ay', 'Aka datonakax 12 segundos nayrankiwa (réplica de lectura).'],
    ] as const) {
      servidor(12);
      await i18n.changeLanguage(idioma);
      const { unmount } = montar(<ReporteGastosPage />, { permisos });
      expect(await screen.findByText(texto)).toBeTruthy();
      unmount();
    }
    await i18n.changeLanguage('es');
  });
});
