// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GraphQLRequestError, HttpError } from '../../api/errors';
import i18n from '../../i18n';
import { FormTextField } from '../FormTextField';
import { FormDialog } from './FormDialog';
import { useSaveAction } from './useSaveAction';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(cleanup);

/** A one-field form on the shared dialog whose save calls `action`. */
const esquema = z.object({ nombre: z.string().max(5, 'Debe tener como máximo 5 caracteres.'), codigo: z.string() });

function Ejemplo({ action, onClose = () => undefined }: { action: (nombre: string) => Promise<unknown>; onClose?: () => void }) {
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { nombre: '', codigo: 'A1' } });
  const { error, save } = useSaveAction({ setError, fields: ['nombre', 'codigo'] });
  const onSubmit = handleSubmit(async ({ nombre, codigo }) => {
    if (await save(() => action(nombre), { schema: esquema, input: { nombre, codigo } })) onClose();
  });
  return (
    <FormDialog id="ejemplo" title="Agregar ejemplo" description="Un ejemplo." width={480} busy={formState.isSubmitting} error={error} onSubmit={onSubmit} onClose={onClose} submitLabel="Guardar">
      <FormTextField control={control} name="nombre" label="Nombre" required />
      <FormTextField control={control} name="codigo" label="Código" />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a named, described dialog; the field rules stop an empty save before the server', async () => {
    const action = vi.fn(() => Promise.resolve());
    render(<Ejemplo action={action} />);
    const dialogo = screen.getByRole('dialog', { name: 'Agregar ejemplo', description: 'Un ejemplo.' });
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo es obligatorio.')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    expect(dialogo).toBeTruthy();
  });

  it('shows the server\'s refusal as an alert and stays open; a later save clears it and closes', async () => {
    const onClose = vi.fn();
    const action = vi.fn().mockRejectedValueOnce(new HttpError('El registro ya existe.', 409)).mockResolvedValueOnce(undefined);
    render(<Ejemplo action={action} onClose={onClose} />);
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Uno');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El registro ya existe.');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(action).toHaveBeenLastCalledWith('Uno');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Cancelar closes it', async () => {
    const onClose = vi.fn();
    render(<Ejemplo action={() => Promise.resolve()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('puts the server\'s field errors on their fields and focuses the first; no alert repeats them', async () => {
    const rechazo = new GraphQLRequestError('Código: ya existe', [{ message: 'Código: ya existe', extensions: { code: 'CONFLICT', campos: { 'datos.codigo': 'Ya existe un registro con ese código.' } } }], false);
    const action = vi.fn().mockRejectedValueOnce(rechazo);
    render(<Ejemplo action={action} />);
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Uno');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    const codigo = screen.getByLabelText('Código');
    expect(await screen.findByText('Ya existe un registro con ese código.')).toBeTruthy();
    expect(codigo.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(codigo);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a REST refusal naming a field the form lacks stays a general message', async () => {
    const action = vi.fn().mockRejectedValueOnce(new HttpError('Dato inválido', 400, 'VALIDATION', { error: 'Dato inválido', campos: { id_entidad: 'Entidad: dato inválido' } }));
    render(<Ejemplo action={action} />);
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Uno');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dato inválido');
  });

  it('the contract\'s schema refuses the input before the server is called, on the field', async () => {
    const action = vi.fn(() => Promise.resolve());
    render(<Ejemplo action={action} />);
    await userEvent.type(screen.getByLabelText(/^Nombre/), 'Demasiado');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Debe tener como máximo 5 caracteres.')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nombre/));
  });
});
