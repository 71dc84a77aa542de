// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ID_SUBSIDIO_BONO, type Permisos } from '@pb/contract/valores';
import { TEXTOS } from '@pb/contract/mensajes';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { RegistroEntrega } from './api';
import { FichaBeneficiaria } from './FichaBeneficiaria';

/** A worker's bonus row, blocked after three wrong codes at the counter (issue 32: HUGO). */
const BLOQUEADA = {
  id: 77,
  id_persona: 9,
  estado: 'BLOQUEADO_INTENTOS',
  persona_b_nombre_completo: 'HUGO QUISPE',
  persona_b_nro_documento: '3605047',
  ben_subsidio_id: ID_SUBSIDIO_BONO,
  ben_subsidio_nombre: 'BONO ESFUERZO POR BOLIVIA',
  nro_calendarios: 0,
  nro_calendarios_entregados: 0,
  nro_calendarios_deuda: 0,
  nro_calendarios_deuda_entregados: 0,
  saldo: '150.00',
  entregable: false,
} as RegistroEntrega;

/** The server at the fetch boundary: each call answers `mensaje`; every call is kept. */
function servidor(mensaje: string = TEXTOS.beneficiariaDesbloqueada) {
  const llamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      llamadas.push(`${init.method} ${url}`);
      return Response.json({ mensaje });
    }),
  );
  return llamadas;
}

function mostrar(registro: RegistroEntrega, permisos: Permisos) {
  const onCambio = vi.fn();
  montar(<FichaBeneficiaria registro={registro} onCambio={onCambio} />, { usuario: { id: 1, id_entidad: null, id_rol: 3 }, permisos });
  return onCambio;
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('a blocked beneficiary at the counter (issue 32)', () => {
  it('says why she is blocked and the operator unblocks her after a confirmation, with the server’s message', async () => {
    const llamadas = servidor();
    const onCambio = mostrar(BLOQUEADA, { 'actualizarBeneficiaria:read': true, 'actualizarBeneficiaria:update': true });
    expect(screen.getByText('BLOQUEADO POR INTENTOS')).toBeTruthy();
    expect(screen.getByText(/Bloqueada tras tres códigos o tarjetas incorrectas seguidas/)).toBeTruthy();
    // The bonus has no deliveries: no count of them, and no delivery button.
    expect(screen.queryByText(/entregas$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entregar paquete' })).toBeNull();
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('button', { name: 'Desbloquear' }));
    expect(screen.getByRole('dialog').textContent).toContain('¿Está seguro de desbloquear a HUGO QUISPE?');
    expect(llamadas).toEqual([]);
    await usuario.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(TEXTOS.beneficiariaDesbloqueada)).toBeTruthy();
    expect(llamadas).toEqual(['PATCH /api/v1/beneficiarias/77/desbloqueo']);
    await waitFor(() => expect(onCambio).toHaveBeenCalledTimes(1));
  });

  it('cancelling the confirmation calls nothing', async () => {
    const llamadas = servidor();
    mostrar(BLOQUEADA, { 'actualizarBeneficiaria:read': true, 'actualizarBeneficiaria:update': true });
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('button', { name: 'Desbloquear' }));
    await usuario.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(llamadas).toEqual([]);
  });

  it('offers no unblock to a reader, nor for a beneficiary that is not blocked', () => {
    mostrar(BLOQUEADA, { 'actualizarBeneficiaria:read': true });
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).toBeNull();
    cleanup();
    mostrar({ ...BLOQUEADA, estado: 'ACTIVO' }, { 'actualizarBeneficiaria:read': true, 'actualizarBeneficiaria:update': true });
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).toBeNull();
    expect(screen.queryByText(/Bloqueada tras/)).toBeNull();
  });
});

describe('every state the programme moves back has its action here (issue 32)', () => {
  const EDITA: Permisos = { 'actualizarBeneficiaria:read': true, 'actualizarBeneficiaria:update': true };
  it('a suspended beneficiary of a subsidy: the programme removes the suspension', async () => {
    const llamadas = servidor(TEXTOS.suspensionEliminada);
    mostrar({ ...BLOQUEADA, estado: 'SUSPENDIDO', ben_subsidio_id: 2, ben_subsidio_nombre: 'SUBSIDIO PRENATAL' }, EDITA);
    expect(screen.queryByRole('button', { name: 'Desbloquear' })).toBeNull();
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('button', { name: 'Quitar suspensión' }));
    expect(screen.getByRole('dialog').textContent).toContain('¿Está seguro de quitar la suspensión de HUGO QUISPE?');
    await usuario.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(TEXTOS.suspensionEliminada)).toBeTruthy();
    expect(llamadas).toEqual(['PATCH /api/v1/beneficiarias/77/suspension']);
  });

  it('the device tab says what its reset does: inactivate an ACTIVO record, activate an INACTIVO one, nothing otherwise', async () => {
    const llamadas = servidor(TEXTOS.registroActivado);
    mostrar({ ...BLOQUEADA, estado: 'INACTIVO' }, EDITA);
    expect(screen.queryByRole('button', { name: 'Inactivar dispositivo' })).toBeNull();
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('button', { name: 'Activar dispositivo' }));
    expect(screen.getByRole('dialog').textContent).toContain('¿Está seguro de activar la cuenta del dispositivo móvil de HUGO QUISPE?');
    await usuario.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(TEXTOS.registroActivado)).toBeTruthy();
    expect(llamadas).toEqual(['PATCH /api/v1/dispositivos']);
    cleanup();
    mostrar({ ...BLOQUEADA, estado: 'ACTIVO' }, EDITA);
    expect(screen.getByRole('button', { name: 'Inactivar dispositivo' })).toBeTruthy();
    cleanup();
    mostrar(BLOQUEADA, EDITA);
    expect(screen.queryByRole('button', { name: /dispositivo$/ })).toBeNull();
  });
});

/** A record as the counter's search answers it, with her dates as the database keeps them. */
const CON_FECHAS = {
  id: 5,
  id_persona: 9,
  estado: 'ACTIVO',
  persona_b_nombre_completo: 'JUANA QUISPE',
  persona_b_nro_documento: '3678446',
  persona_b_complemento: null,
  persona_b_fecha_nacimiento: '1964-02-10',
  persona_b_movil: '71111111',
  fecha_inicio: '2026-10-01',
  ben_subsidio_nombre: 'SUBSIDIO UNIVERSAL',
  nro_calendarios: 4,
  nro_calendarios_entregados: 1,
  nro_calendarios_deuda: 0,
  nro_calendarios_deuda_entregados: 0,
  saldo: null,
  entregable: false,
} as unknown as RegistroEntrega;

describe('Actualizar beneficiaria: her data (issue 32)', () => {
  it('shows her birth date and the start date as dd/mm/aaaa, never as the database keeps them', () => {
    servidor();
    mostrar(CON_FECHAS, {});
    expect(screen.getByText('10/02/1964')).toBeTruthy();
    expect(screen.getByText('01/10/2026')).toBeTruthy();
    expect(screen.queryByText('1964-02-10')).toBeNull();
  });
});
