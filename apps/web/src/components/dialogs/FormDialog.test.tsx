// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../api/errors';
import i18n from '../../i18n';
import { FormTextField } from '../FormTextField';
import { FormDialog } from './FormDialog';
import { useSaveAction } from './useSaveAction';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(cleanup);

/** A one-field form on the shared dialog whose save calls `action`. */
function Ejemplo({ action, onClose = () => undefined }: { action: (nombre: string) => Promise<unknown>; onClose?: () => void }) {
  const { control, handleSubmit, formState } = useForm({ defaultValues: { nombre: '' } });
  const { error, save } = useSaveAction();
  const onSubmit = handleSubmit(async ({ nombre }) => {
    if (await save(() => action(nombre))) onClose();
  });
  return (
    <FormDialog id="ejemplo" title="Agregar ejemplo" description="Un ejemplo." width={480} busy={formState.isSubmitting} error={error} onSubmit={onSubmit} onClose={onClose} submitLabel="Guardar">
      <FormTextField control={control} name="nombre" label="Nombre" required />
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
});
