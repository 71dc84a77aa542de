// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import type { RegistroEntrega } from './api';
import { FichaBeneficiaria } from './FichaBeneficiaria';

const REGISTRO = {
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

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Actualizar beneficiaria: her data (issue 32)', () => {
  it('shows her birth date and the start date as dd/mm/aaaa, never as the database keeps them', () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({})));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FichaBeneficiaria registro={REGISTRO} onCambio={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('10/02/1964')).toBeTruthy();
    expect(screen.getByText('01/10/2026')).toBeTruthy();
    expect(screen.queryByText('1964-02-10')).toBeNull();
  });
});
