// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { ConfirmDialogHost } from './ConfirmDialog';
import { alertDialog, answer, confirmDialog } from './dialogStore';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});

afterEach(() => {
  act(() => answer(false)); // nothing left open for the next test
  cleanup();
});

/** Renders the host and opens a confirm dialog; returns its answer. */
async function openConfirm(message = '¿Está seguro?') {
  render(<ConfirmDialogHost />);
  let result!: Promise<boolean>;
  act(() => {
    result = confirmDialog(message);
  });
  const accept = await screen.findByRole('button', { name: 'Aceptar' });
  const cancel = screen.getByRole('button', { name: 'Cancelar' });
  await waitFor(() => expect(document.activeElement).toBe(accept));
  return { result, accept, cancel };
}

describe('confirm dialog keys (spec part 1 §9)', () => {
  it('shows the message with Cancelar and Aceptar, Aceptar focused', async () => {
    const { accept } = await openConfirm('¿Está seguro de mostrar/ocultar el módulo en el menú?');
    expect(screen.getByRole('dialog').textContent).toContain('¿Está seguro de mostrar/ocultar el módulo en el menú?');
    expect(document.activeElement).toBe(accept);
  });

  it('Esc cancels', async () => {
    const user = userEvent.setup();
    const { result } = await openConfirm();
    await user.keyboard('{Escape}');
    await expect(result).resolves.toBe(false);
  });

  it('Tab toggles the focus between Cancelar and Aceptar', async () => {
    const user = userEvent.setup();
    const { accept, cancel } = await openConfirm();
    await user.keyboard('{Tab}');
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Tab}');
    await waitFor(() => expect(document.activeElement).toBe(accept));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('Enter on Aceptar accepts', async () => {
    const user = userEvent.setup();
    const { result } = await openConfirm();
    await user.keyboard('{Enter}');
    await expect(result).resolves.toBe(true);
  });

  it('Tab then Enter on Cancelar cancels', async () => {
    const user = userEvent.setup();
    const { result, cancel } = await openConfirm();
    await user.keyboard('{Tab}');
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Enter}');
    await expect(result).resolves.toBe(false);
  });

  it('closes after answering', async () => {
    const user = userEvent.setup();
    const { result } = await openConfirm();
    await user.keyboard('{Enter}');
    await result;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('alert dialog', () => {
  it("shows 'Mensaje...' when given no text, and Enter closes it", async () => {
    const user = userEvent.setup();
    render(<ConfirmDialogHost />);
    let result!: Promise<boolean>;
    act(() => {
      result = alertDialog();
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('Mensaje...');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await user.keyboard('{Enter}');
    await expect(result).resolves.toBe(true);
  });
});
