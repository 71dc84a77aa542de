// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { BeneficiariaSubsidio } from './api';
import { BeneficiariasDelTitular } from './BeneficiariasDelTitular';

const FILA: BeneficiariaSubsidio = {
  id: 12,
  estado: 'CREADO',
  fechaNacidoVivo: '2026-10-01',
  ben_subsidio_nombre: 'SUBSIDIO DE LACTANCIA',
  Sucursale_nombre: 'SUCURSAL NORTE',
  persona_b_nro_documento: '7300001',
  persona_b_complemento: '1A',
  persona_b_nombre_completo: 'WILFREDO MAMANI',
};

/** The server at the fetch boundary: `obtenerBeneficiariaPorTitular` answers the rows given, one list per call. */
function servidor(respuestas: BeneficiariaSubsidio[][]) {
  const variables: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const cuerpo = JSON.parse(String(init.body)) as { query: string; variables: unknown };
      expect(cuerpo.query).toMatch(/^query BeneficiariasDelTitular\(/);
      expect(cuerpo.query).toContain('obtenerBeneficiariaPorTitular(nroDocumentoTitular: $doc, limit: $limit)');
      variables.push(cuerpo.variables);
      const rows = respuestas[Math.min(variables.length, respuestas.length) - 1]!;
      return Response.json({ data: { obtenerBeneficiariaPorTitular: { count: rows.length, rows } } });
    }),
  );
  return variables;
}

function mostrar(vez = 0) {
  const arbol = (n: number) => <BeneficiariasDelTitular nroDocumento="1049345" vez={n} />;
  const r = montar(arbol(vez), { permisos: {} });
  return { otraVez: (n: number) => r.rerender(arbol(n)) };
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('the titular’s beneficiaries already registered (spec part 2 §7 obtenerBeneficiariaPorTitular)', () => {
  it('lists them with subsidy, branch, live-birth date and state; reads again after a registration', async () => {
    const variables = servidor([[], [FILA]]);
    const { otraVez } = mostrar();
    const seccion = screen.getByRole('region', { name: 'Beneficiarias ya registradas de este titular' });
    expect(await within(seccion).findByText('Este titular aún no tiene beneficiarias registradas.')).toBeTruthy();
    expect(variables).toEqual([{ doc: '1049345', limit: 50 }]);

    otraVez(1);
    const fila = await within(seccion).findByRole('row', { name: /WILFREDO MAMANI/ });
    expect(within(fila).getByText('7300001-1A')).toBeTruthy();
    expect(within(fila).getByText('SUBSIDIO DE LACTANCIA')).toBeTruthy();
    expect(within(fila).getByText('SUCURSAL NORTE')).toBeTruthy();
    expect(within(fila).getByText('01/10/2026')).toBeTruthy();
    expect(within(fila).getByText('CREADO')).toBeTruthy();
    expect(within(seccion).getByRole('columnheader', { name: 'Fecha de nacido vivo' })).toBeTruthy();
    expect(variables).toHaveLength(2);
  });
});
