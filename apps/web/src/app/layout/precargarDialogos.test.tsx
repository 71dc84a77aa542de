// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { perezoso } from '../../components/perezoso';
import { queryClient } from '../../shell/queryClient';
import { usePrecargarDialogos } from './precargarDialogos';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.useRealTimers();
});

function Pantalla() {
  usePrecargarDialogos();
  return null;
}

describe("a screen's dialogs fetched ahead", () => {
  it('waits for the screen’s first answers and the idle browser, then asks for the dialogs its modules declare', async () => {
    vi.useFakeTimers();
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

    responder(['fila']);
    await consulta;
    await vi.advanceTimersByTimeAsync(1999);
    expect(pedidos).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(pedidos).toBe(1);
  });
});
