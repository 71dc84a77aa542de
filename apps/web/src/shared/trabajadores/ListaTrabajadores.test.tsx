// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrabajadorBeneficiaria } from '@pb/contract';
import type { Permisos } from '@pb/contract/valores';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import { ANCHOS, ListaTrabajadores } from './ListaTrabajadores';

const fila = (id: number, nombres: string, estado: string) =>
  ({
    id,
    id_beneficiaria: id,
    id_entidad: 7,
    id_sucursal: 3,
    beneficiaria_datos_estado: estado,
    beneficiaria_datos_enviar_sms: '1',
    beneficiaria_datos_persona_id: 100 + id,
    beneficiaria_datos_persona_movil: '71234567',
    beneficiaria_datos_persona_nombres: nombres,
    beneficiaria_datos_persona_primer_apellido: 'QUISPE',
    beneficiaria_datos_persona_segundo_apellido: null,
    beneficiaria_suc_nombre: 'CASA MATRIZ',
  }) as TrabajadorBeneficiaria;

function mostrar(permisos: Permisos, filas: TrabajadorBeneficiaria[]) {
  montar(
    <ListaTrabajadores
      titulo="Trabajadores"
      tituloLista="Lista de trabajadores"
      queryKey={['prueba']}
      fetchPage={vi.fn(async () => ({ count: filas.length, rows: filas }))}
      columnasExtra={[{ field: 'beneficiaria_suc_nombre', headerName: 'Sucursal', flex: 1 }]}
    />,
    { permisos },
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('the workers list’s states (issue 32)', () => {
  it('a worker blocked by wrong codes says the programme unblocks her, and has no switch; INACTIVO has the way back', async () => {
    mostrar({ 'beneficiarias:update': true }, [fila(1, 'HUGO', 'BLOQUEADO_INTENTOS'), fila(2, 'ANA', 'INACTIVO')]);
    const hugo = (await screen.findByText('HUGO QUISPE')).closest('tr') as HTMLElement;
    expect(within(hugo).getByText('BLOQUEADO POR INTENTOS')).toBeTruthy();
    expect(within(hugo).getByRole('img', { name: /Para el desbloqueo, la persona debe acudir al programa/ })).toBeTruthy();
    expect(within(hugo).queryByRole('switch', { name: 'Activo: HUGO QUISPE' })).toBeNull();
    const ana = screen.getByText('ANA QUISPE').closest('tr') as HTMLElement;
    expect(within(ana).getByRole('switch', { name: 'Activo: ANA QUISPE' })).toHaveProperty('checked', false);
    expect(within(ana).queryByRole('img', { name: /desbloqueo/ })).toBeNull();
  });

  it('every column fits beside the menu on a 1366 px screen: the fixed ones and the two shared at their least', () => {
    const menu = 280;
    const margenes = 2 * 24 + 2 + 17; // the page's padding, the list's border, a scrollbar
    const minimoCompartida = 100; // ListTable's least width of a column
    const fijas = Object.values(ANCHOS).reduce((a, b) => a + b, 0);
    expect(fijas + 2 * minimoCompartida).toBeLessThanOrEqual(1366 - menu - margenes);
    // …with room left for a name: at least 180 px for the name and the branch each.
    expect(1366 - menu - margenes - fijas).toBeGreaterThanOrEqual(2 * 180);
  });
});
