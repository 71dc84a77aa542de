// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { FilterPanel } from './FilterPanel';

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(cleanup);

const filtros = [{ name: 'fecha_desde', label: 'Fecha desde', type: 'date' as const }];

describe('day filter', () => {
  it('sends the typed day as yyyy-mm-dd and shows a stored one as dd/mm/aaaa', async () => {
    const onApply = vi.fn();
    render(<FilterPanel filters={filtros} values={{ fecha_desde: '2026-02-07' }} onApply={onApply} />);
    const campo = screen.getByLabelText('Fecha desde');
    expect((campo as HTMLInputElement).value).toBe('07/02/2026');
    await userEvent.clear(campo);
    await userEvent.type(campo, '01032026');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onApply).toHaveBeenLastCalledWith({ fecha_desde: '2026-03-01' });
  });

  it('does not search with a half-typed or impossible day, and says so', async () => {
    const onApply = vi.fn();
    render(<FilterPanel filters={filtros} values={{}} onApply={onApply} />);
    await userEvent.type(screen.getByLabelText('Fecha desde'), '0103');
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Fecha no válida: use dd/mm/aaaa.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect((screen.getByLabelText('Fecha desde') as HTMLInputElement).value).toBe('');
    expect(onApply).toHaveBeenLastCalledWith({ fecha_desde: '' });
  });
});
