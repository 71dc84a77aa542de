// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { Notifier } from './Notifier';
import { dismissAll, MAX_VISIBLE_TOASTS, notify, TOAST_DURATION } from './store';

const shown = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => dismissAll());
  cleanup();
  vi.useRealTimers();
});

describe('Notifier (decision 015 durations)', () => {
  it('a success stays 4 s, a warning 10 s, an error until it is closed; the spec’s short ones as passed', () => {
    render(<Notifier />);
    act(() => {
      notify('error', 'Falló');
      notify('warning', 'Atención');
      notify('success', 'Guardado');
    });
    expect(shown()).toEqual(['Falló', 'Atención', 'Guardado']); // oldest first
    act(() => vi.advanceTimersByTime(TOAST_DURATION.success - 1));
    expect(shown()).toEqual(['Falló', 'Atención', 'Guardado']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['Falló', 'Atención']);
    act(() => vi.advanceTimersByTime(TOAST_DURATION.warning - TOAST_DURATION.success));
    expect(shown()).toEqual(['Falló']);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(shown()).toEqual(['Falló']);
    act(() => {
      notify('info', 'Permiso', { duration: TOAST_DURATION.permission });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION.permission));
    expect(shown()).toEqual(['Falló']);
    act(() => screen.getByRole('button', { name: 'Cerrar' }).click());
    expect(shown()).toEqual([]);
  });

  it('a newer message takes the place of an older passing one, never of an unread error', () => {
    render(<Notifier />);
    act(() => {
      notify('error', 'Error 1');
      notify('warning', 'Aviso SEGIP');
      notify('error', 'Error 2');
      notify('success', 'Guardado');
    });
    expect(shown()).toEqual(['Error 1', 'Error 2', 'Guardado']);
    act(() => {
      notify('error', 'Error 3');
      notify('success', 'Otro');
    });
    // Only errors show: the new success waits for a place instead of pushing one out.
    expect(shown()).toEqual(['Error 1', 'Error 2', 'Error 3']);
    act(() => screen.getAllByRole('button', { name: 'Cerrar' })[0]!.click());
    expect(shown()).toEqual(['Error 2', 'Error 3', 'Otro']);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
  });

  it('waits while the pointer is on a toast, then hides it after its whole time', () => {
    render(<Notifier />);
    act(() => {
      notify('success', 'Guardado');
    });
    const toast = screen.getByTestId('toast');
    act(() => vi.advanceTimersByTime(3_000));
    fireEvent.mouseEnter(toast);
    act(() => vi.advanceTimersByTime(60_000));
    expect(shown()).toEqual(['Guardado']);
    fireEvent.mouseLeave(toast);
    act(() => vi.advanceTimersByTime(TOAST_DURATION.success));
    expect(shown()).toEqual([]);
  });

  it('shows the title; an urgent toast is an alert', () => {
    render(<Notifier />);
    act(() => {
      notify('warning', 'Su sesión ha sido cerrada automáticamente después de 30 minutos de inactividad.', { title: '¡Sesión cerrada!', duration: TOAST_DURATION.sessionClosed });
    });
    expect(shown()[0]).toContain('¡Sesión cerrada!');
    expect(screen.getByRole('alert')).toBeTruthy();
  });
});
