// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Permisos } from '@pb/contract/valores';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import type { BeneficiarioPublico } from './api';
import ListaBeneficiariosPublicosPage from './ListaBeneficiariosPublicosPage';

/** A public entity's worker as the list query answers it. */
const FILA = {
  id: 41,
  id_beneficiaria: 41,
  id_entidad: 7,
  id_sucursal: 3,
  beneficiaria_datos_estado: 'ACTIVO',
  beneficiaria_datos_enviar_sms: '1',
  beneficiaria_datos_persona_id: 90,
  beneficiaria_datos_persona_movil: '71234567',
  beneficiaria_datos_persona_nombres: 'ROSA',
  beneficiaria_datos_persona_primer_apellido: 'CONDORI',
  beneficiaria_datos_persona_segundo_apellido: null,
  beneficiaria_suc_nombre: 'OFICINA CENTRAL',
  monto_bono: '1234.50',
} as BeneficiarioPublico;

/** The server at the fetch boundary: the list query answers FILA (its SMS flag as last written); the SMS call writes it. */
function servidor() {
  const llamadas: string[] = [];
  let sms = FILA.beneficiaria_datos_enviar_sms;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const cuerpo = JSON.parse(String(init.body)) as { query?: string; smsVal?: string };
      if (cuerpo.query) {
        llamadas.push(cuerpo.query.includes('beneficiariosPublicos(') ? 'lista' : cuerpo.query);
        return Response.json({ data: { beneficiariosPublicos: { count: 1, rows: [{ ...FILA, beneficiaria_datos_enviar_sms: sms }] } } });
      }
      llamadas.push(`${init.method} ${url} ${JSON.stringify(cuerpo)}`);
      sms = cuerpo.smsVal!;
      return Response.json({ mensaje: 'Compra con SMS actualizado' });
    }),
  );
  return llamadas;
}

function mostrar(permisos: Permisos) {
  montar(<ListaBeneficiariosPublicosPage />, { usuario: { id: 1, id_entidad: 7, id_rol: 6 }, permisos });
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('/listaBeneficiariosPublicos (the shared workers list with its own props)', () => {
  it('reads its own list, shows the amount in Bs instead of the branch, and its CSV buttons under its own key', async () => {
    const llamadas = servidor();
    mostrar({ 'listaBeneficiariosPublicos:read': true, 'listaBeneficiariosPublicos:csv': true, 'listaBeneficiariosPublicos:update': true, 'beneficiarias:update': true });
    expect(screen.getByRole('heading', { level: 1, name: 'Beneficiarios' })).toBeTruthy();
    expect(await screen.findByText('1.234,50')).toBeTruthy();
    // Every column is drawn (the state comes after the amount); the branch is the workers screen's, not this one's.
    expect(screen.getByRole('columnheader', { name: 'Monto del bono (Bs)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Sucursal' })).toBeNull();
    expect(screen.queryByText('OFICINA CENTRAL')).toBeNull();
    expect(llamadas).toEqual(['lista']);
    expect(screen.getByRole('button', { name: 'Exportar trabajadores CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Importar trabajadores CSV' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar el celular de ROSA CONDORI' })).toBeTruthy();
  });

  it('exports the rows the list shows: the document filter applied goes with the export (issue 32)', async () => {
    const descargas: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.body) return Response.json({ data: { beneficiariosPublicos: { count: 1, rows: [FILA] } } });
        descargas.push(url);
        return new Response('nro_documento\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="trabajadores.csv"' } });
      }),
    );
    mostrar({ 'listaBeneficiariosPublicos:read': true, 'listaBeneficiariosPublicos:csv': true });
    expect(await screen.findByText('1.234,50')).toBeTruthy();
    const usuario = userEvent.setup();
    await usuario.click(screen.getByRole('button', { name: 'Exportar trabajadores CSV' }));
    await waitFor(() => expect(descargas).toEqual(['/api/v1/beneficiariosPublicos/csv']));
    await usuario.click(screen.getByRole('button', { name: 'Filtros' }));
    await usuario.type(screen.getByLabelText('Nro. documento'), '4096');
    await usuario.click(screen.getByRole('button', { name: 'Buscar' }));
    await usuario.click(screen.getByRole('button', { name: 'Exportar trabajadores CSV' }));
    await waitFor(() => expect(descargas).toEqual(['/api/v1/beneficiariosPublicos/csv', '/api/v1/beneficiariosPublicos/csv?nro_documento=4096']));
  });

  it('turns SMS purchases off with the workers’ call and reloads its own list', async () => {
    const llamadas = servidor();
    mostrar({ 'listaBeneficiariosPublicos:read': true, 'beneficiarias:update': true });
    const sms = await screen.findByRole('switch', { name: 'Compra con SMS: ROSA CONDORI' });
    expect(sms).toHaveProperty('checked', true);
    await userEvent.click(sms);
    expect(await screen.findByText('Compra con SMS actualizado')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Compra con SMS: ROSA CONDORI' })).toHaveProperty('checked', false));
    expect(llamadas).toEqual(['lista', 'PATCH /api/v1/beneficiarias/41/sms {"smsVal":"0"}', 'lista']);
  });

  it('hides what the role cannot do: no CSV buttons without the screen’s keys, no row actions without beneficiarias:update', async () => {
    servidor();
    mostrar({ 'listaBeneficiariosPublicos:read': true });
    expect(await screen.findByText('1.234,50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Exportar trabajadores CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Importar trabajadores CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar el celular de ROSA CONDORI' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Compra con SMS: ROSA CONDORI' })).toHaveProperty('disabled', true);
  });
});
