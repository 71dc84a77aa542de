// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIPOS_NOTIFICACION } from '@pb/contract/valores';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { NotificacionesCorreo } from './NotificacionesCorreo';

/** The server at the fetch boundary: the user's preferences (PLANILLA_PAGADA off), each change kept and said back. */
function servidor(falla = false, tipos: readonly string[] = TIPOS_NOTIFICACION) {
  const cambios: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { query, variables } = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
      if (query.includes('notificacionPreferenciaSet')) {
        cambios.push(variables);
        if (falla) return Response.json({ data: { notificacionPreferenciaSet: null }, errors: [{ message: 'El valor es inválido', extensions: { code: 'VALIDATION' } }] });
        return Response.json({ data: { notificacionPreferenciaSet: variables } });
      }
      return Response.json({ data: { misNotificaciones: tipos.map((tipo) => ({ tipo, activa: tipo !== 'PLANILLA_PAGADA' })) } });
    }),
  );
  return cambios;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('/account mail notices (decision 065)', () => {
  it('shows one switch per kind as the server says, and turning one off saves that kind for the user', async () => {
    const cambios = servidor();
    montar(<NotificacionesCorreo />);
    const emitido = await screen.findByRole('switch', { name: 'Código de pago emitido' });
    expect(screen.getAllByRole('switch')).toHaveLength(TIPOS_NOTIFICACION.length);
    expect(emitido).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Planilla pagada' })).toHaveProperty('checked', false);
    expect(screen.getByRole('group', { name: 'Proveedores' })).toBeTruthy();
    await userEvent.setup().click(emitido);
    await waitFor(() => expect(cambios).toEqual([{ tipo: 'CPT_EMITIDO', activa: false }]));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Código de pago emitido' })).toHaveProperty('checked', false));
    expect(await screen.findByText('Ya no recibirá el aviso «Código de pago emitido»')).toBeTruthy();
  });

  it('a refused change is said, and the switch stays as it was', async () => {
    servidor(true);
    montar(<NotificacionesCorreo />);
    const pagado = await screen.findByRole('switch', { name: 'Pago pagado' });
    await userEvent.setup().click(pagado);
    expect(await screen.findByText('El valor es inválido')).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Pago pagado' })).toHaveProperty('checked', true);
  });

  it('shows only the kinds the server gives the user’s role: a provider sees its payments and no entity group', async () => {
    servidor(false, ['PAGO_ENVIADO', 'PAGO_PAGADO', 'PAGO_OBSERVADO']);
    montar(<NotificacionesCorreo />);
    await screen.findByRole('switch', { name: 'Pago pagado' });
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.queryByRole('group', { name: 'Empleadores, entidades públicas e independientes' })).toBeNull();
    expect(screen.getByRole('group', { name: 'Proveedores' })).toBeTruthy();
  });
});
