// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { perezoso, traerDialogosPendientes } from './perezoso';

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

describe('the dialogs fetched ahead by the fetch for later', () => {
  it('asks once for each declared dialog, which then opens at once, without the progress bar', async () => {
    let pedidos = 0;
    const Perezoso = perezoso(async () => {
      pedidos += 1;
      return Dialogo;
    });

    await traerDialogosPendientes();
    await traerDialogosPendientes();
    expect(pedidos).toBe(1);

    render(<Perezoso titulo="Agregar alimento" />);
    expect(screen.getByRole('dialog', { name: 'Agregar alimento' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(pedidos).toBe(1);
  });

  it('leaves a failed download to the opening, which asks again', async () => {
    let pedidos = 0;
    const Perezoso = perezoso(async () => {
      pedidos += 1;
      if (pedidos === 1) throw new Error('sin línea');
      return Dialogo;
    });

    await traerDialogosPendientes();
    expect(pedidos).toBe(1);

    render(<Perezoso titulo="Agregar paquete" />);
    expect(await screen.findByRole('dialog', { name: 'Agregar paquete' })).toBeTruthy();
    expect(pedidos).toBe(2);
  });
});

describe('a dialog opened before its code came', () => {
  it('keeps what was typed when its parent draws again after the code landed', async () => {
    function ConCampo({ titulo }: { titulo: string }) {
      return (
        <div role="dialog" aria-label={titulo}>
          <input aria-label="Nombre" />
        </div>
      );
    }
    const Perezoso = perezoso(async () => ConCampo);
    const { rerender } = render(<Perezoso titulo="Agregar grupo" />);
    const campo = (await screen.findByRole('textbox', { name: 'Nombre' })) as HTMLInputElement;
    fireEvent.change(campo, { target: { value: 'LÁCTEOS' } });

    rerender(<Perezoso titulo="Agregar grupo alimenticio" />);
    expect(screen.getByRole('dialog', { name: 'Agregar grupo alimenticio' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nombre' }) as HTMLInputElement).value).toBe('LÁCTEOS');
  });
});
