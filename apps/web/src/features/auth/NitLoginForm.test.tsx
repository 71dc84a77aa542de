// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/errors';
import i18n from '../../i18n';
import { NitLoginForm } from './NitLoginForm';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const campo = (nombre: string) => document.getElementById(`nit-${nombre}`) as HTMLInputElement;

function montar(call = vi.fn()) {
  render(
    <MemoryRouter>
      <NitLoginForm call={call} />
    </MemoryRouter>,
  );
  return call;
}

describe('the NIT login form (its own form state, no form library)', () => {
  it('reports every empty field on sending, focuses the first, and checks a field again as it changes', async () => {
    const call = montar();
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(screen.getAllByText('El campo es obligatorio.')).toHaveLength(3);
    expect(document.activeElement).toBe(campo('nit'));
    await userEvent.type(campo('nit'), '123');
    expect(screen.getAllByText('El campo es obligatorio.')).toHaveLength(2);
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the trimmed values and shows the refusal', async () => {
    const call = montar(vi.fn().mockRejectedValue(new HttpError('Usuario y/o contraseña inválida', 401)));
    await userEvent.type(campo('nit'), ' 1020304 ');
    await userEvent.type(campo('usuario'), 'ana ');
    await userEvent.type(campo('password'), 'secreta1');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(call).toHaveBeenCalledWith({ nit: '1020304', usuario: 'ana', password: 'secreta1' });
    expect((await screen.findByRole('alert')).textContent).toContain('Usuario y/o contraseña inválida');
  });
});
