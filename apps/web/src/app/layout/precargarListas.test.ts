import { QueryClient } from '@tanstack/react-query';
import type { MenuItem } from '@pb/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '../screens';
import { ESPERA_MAXIMA_MS, paginasDelMenu, pantallaAsentada } from './precargarListas';

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

describe("the menu's pages fetched for later", () => {
  it('names the page of every menu entry, a section’s children included, and the account page, once each', () => {
    const menu: MenuItem[] = [
      { url: '/', label: 'Inicio', icon: null, submenu: [] },
      { url: '/admin', label: 'Administración', icon: null, submenu: [{ url: '/usuarios', label: 'Usuarios', icon: null }, { url: '/logs', label: 'Logs', icon: null }] },
      { url: '/sin-pagina', label: 'Otra', icon: null, submenu: [] },
    ];
    const cargas = paginasDelMenu(menu);
    const esperadas = ['/account', '/usuarios', '/logs'].map((ruta) => SCREENS.find((s) => s.path === ruta)!.load);
    expect(cargas).toHaveLength(3);
    expect(new Set(cargas)).toEqual(new Set(esperadas));
  });
});
