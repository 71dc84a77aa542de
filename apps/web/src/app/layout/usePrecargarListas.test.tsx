// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perezoso } from '../../components/perezoso';
import { queryClient } from '../../shell/queryClient';
import { MARCA_PRECARGA } from '../../shell/primeraPantalla';
import { usePrecargarListas } from './precargarListas';

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  queryClient.clear();
  performance.clearMarks();
});

function Pantalla() {
  usePrecargarListas([]);
  return null;
}

describe('the fetch for later after a screen opened first', () => {
  it('waits for the screen’s first answers, then brings the lists’ code and the declared dialogs before its mark', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let pedidos = 0;
    perezoso(async () => {
      pedidos += 1;
      return () => null;
    });
    let responder!: (filas: string[]) => void;
    render(
      <MemoryRouter initialEntries={['/alimentos']}>
        <Pantalla />
      </MemoryRouter>,
    );
    const consulta = queryClient.fetchQuery({ queryKey: ['alimentos'], queryFn: () => new Promise<string[]>((r) => (responder = r)) });
    await vi.advanceTimersByTimeAsync(3000);
    expect(pedidos).toBe(0);
    expect(performance.getEntriesByName(MARCA_PRECARGA, 'mark')).toHaveLength(0);

    responder(['fila']);
    await consulta;
    await vi.waitFor(() => expect(performance.getEntriesByName(MARCA_PRECARGA, 'mark')).toHaveLength(1), { timeout: 20_000 });
    expect(pedidos).toBe(1);
  });
});
