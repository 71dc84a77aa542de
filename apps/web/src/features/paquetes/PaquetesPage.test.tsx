// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n';
import { limpiar, montar } from '../../test/pantalla';
import PaquetesPage from './PaquetesPage';

/** REGIONAL BENI first, as the server sorts them; the user's own is another. */
const REGIONALES = [
  { id: 11, nombre: 'REGIONAL BENI', departamento: 'Beni' },
  { id: 12, nombre: 'REGIONAL LA PAZ', departamento: 'La Paz' },
];

/** The server at the fetch boundary: the regionals, and one regional's packages (named in the calls kept). */
function servidor() {
  const llamadas: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const ruta = new URL(url, 'http://x').pathname;
      llamadas.push(ruta);
      if (ruta === '/api/v1/paquetes/regionales') return Response.json({ datos: REGIONALES, total: 2, totalFiltro: 2 });
      const id = Number(ruta.split('/').pop());
      const nombre = REGIONALES.find((r) => r.id === id)!.nombre;
      return Response.json({ datos: [{ id: 1, estado: 'ACTIVO', id_subsidio: 2, subsidio: 'SUBSIDIO PRENATAL', id_sucursal: id, sucursal: nombre }], total: 1, totalFiltro: 1 });
    }),
  );
  return llamadas;
}

function mostrar(idSucursal: number | null) {
  montar(<PaquetesPage />, { usuario: { id: 1, id_entidad: null, id_rol: 3, id_sucursal: idSucursal }, permisos: { 'paquetes:read': true } });
}

beforeAll(async () => {
  await i18n.changeLanguage('es');
});
afterEach(limpiar);

describe('/paquetes opens on the user’s regional, or on none (issue 32)', () => {
  it('a user of REGIONAL LA PAZ sees its packages, not those of the first regional', async () => {
    const llamadas = servidor();
    mostrar(12);
    expect(await screen.findByText('SUBSIDIO PRENATAL')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Regional' }).textContent).toContain('REGIONAL LA PAZ');
    expect(llamadas).toContain('/api/v1/paquetes/regionales/12');
    expect(llamadas).not.toContain('/api/v1/paquetes/regionales/11');
  });

  it('a user with no regional is asked to choose one: nothing is chosen for her', async () => {
    const llamadas = servidor();
    mostrar(null);
    expect(await screen.findByText('Elija una regional para ver sus paquetes.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Regional' }).textContent).not.toContain('REGIONAL BENI');
    expect(screen.queryByRole('table')).toBeNull();
    expect(llamadas).toEqual(['/api/v1/paquetes/regionales']);
  });
});
