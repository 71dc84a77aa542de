import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESPERA_MAXIMA_MS, pantallaAsentada } from './precargarListas';

afterEach(() => vi.useRealTimers());

const estado = (promesa: Promise<void>) => {
  let hecho = false;
  void promesa.then(() => (hecho = true));
  return () => hecho;
};

describe('the fetch for later after a screen opened first', () => {
  it('waits for the screen’s first requests to be answered', async () => {
    const cliente = new QueryClient();
    const asentada = estado(pantallaAsentada(cliente));
    let responder!: (filas: string[]) => void;
    const consulta = cliente.fetchQuery({ queryKey: ['lista'], queryFn: () => new Promise<string[]>((r) => (responder = r)) });
    await Promise.resolve();
    expect(asentada()).toBe(false);
    responder(['fila']);
    await consulta;
    await vi.waitFor(() => expect(asentada()).toBe(true));
  });

  it('lets a screen that asks for nothing go after the longest wait', async () => {
    vi.useFakeTimers();
    const asentada = estado(pantallaAsentada(new QueryClient()));
    await vi.advanceTimersByTimeAsync(ESPERA_MAXIMA_MS - 1);
    expect(asentada()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(asentada()).toBe(true);
  });
});
