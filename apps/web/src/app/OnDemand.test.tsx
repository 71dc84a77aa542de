// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemand } from './OnDemand';

let needed = false;
const listeners = new Set<() => void>();
const setNeeded = (value: boolean) => {
  needed = value;
  listeners.forEach((l) => l());
};
const useNeeded = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => needed,
  );

afterEach(() => {
  cleanup();
  setNeeded(false);
});

describe('onDemand', () => {
  it('loads nothing until needed, then mounts the component and keeps it mounted', async () => {
    const load = vi.fn(async () => ({ default: () => <p>cargado</p> }));
    const Host = onDemand(load, useNeeded);
    render(<Host />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('cargado')).toBeNull();

    act(() => setNeeded(true));
    expect(await screen.findByText('cargado')).toBeTruthy();
    act(() => setNeeded(false));
    expect(screen.getByText('cargado')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
