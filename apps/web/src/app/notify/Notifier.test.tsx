// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
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

describe('Notifier (spec part 1 §9 toast durations)', () => {
  it('keeps a toast 60 s unless the caller passes another duration', () => {
    render(<Notifier />);
    act(() => {
      notify('success', 'Guardado');
      notify('info', 'Permiso', { duration: TOAST_DURATION.permission });
    });
    expect(shown()).toEqual(['Guardado', 'Permiso']); // several at once, oldest first

    act(() => vi.advanceTimersByTime(1_499));
    expect(shown()).toEqual(['Guardado', 'Permiso']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual(['Guardado']);

    act(() => vi.advanceTimersByTime(60_000 - 1_501));
    expect(shown()).toEqual(['Guardado']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('queues toasts beyond the visible ones; each timer starts when it shows', () => {
    render(<Notifier />);
    act(() => {
      for (let n = 1; n <= MAX_VISIBLE_TOASTS; n++) notify('success', `T${n}`, { duration: TOAST_DURATION.activation });
      notify('warning', 'Última', { duration: TOAST_DURATION.tokenCopied });
    });
    expect(shown()).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(shown()).not.toContain('Última');

    act(() => vi.advanceTimersByTime(2_000));
    expect(shown()).toEqual(['Última']);
    act(() => vi.advanceTimersByTime(1_500));
    expect(shown()).toEqual([]);
  });

  it('shows the title and closes with its button', () => {
    render(<Notifier />);
    act(() => {
      notify('warning', 'Su sesión ha sido cerrada automáticamente después de 30 minutos de inactividad.', { title: '¡Sesión cerrada!', duration: TOAST_DURATION.sessionClosed });
    });
    expect(shown()[0]).toContain('¡Sesión cerrada!');
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Cerrar' }).click());
    expect(shown()).toEqual([]);
  });
});
