// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { perezoso } from './perezoso';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});

afterEach(cleanup);

function Dialogo({ titulo }: { titulo: string }) {
  return <div role="dialog" aria-label={titulo} />;
}

describe('a dialog loaded when first shown', () => {
  it('shows the progress bar while its code comes, then the dialog with its props', async () => {
    let llegar!: () => void;
    const llegado = new Promise<void>((resolver) => (llegar = resolver));
    let pedidos = 0;
    const Perezoso = perezoso(async () => {
      pedidos += 1;
      await llegado;
      return Dialogo;
    });

    render(<Perezoso titulo="Agregar usuario" />);
    expect(screen.getByRole('progressbar', { name: 'Cargando…' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => llegar());
    expect(await screen.findByRole('dialog', { name: 'Agregar usuario' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();

    // Opened again, it is there at once: its code was asked for once.
    cleanup();
    render(<Perezoso titulo="Editar usuario" />);
    expect(screen.getByRole('dialog', { name: 'Editar usuario' })).toBeTruthy();
    expect(pedidos).toBe(1);
  });
});
