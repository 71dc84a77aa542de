import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { entrar, expect, test } from '../fixtures/login';
import { violaciones } from '../fixtures/axe';
import { abrirLista, combo, elegir } from '../fixtures/forms';

/** The demo provider (role 4): NIT form. */
const PROVEEDOR: Account = { form: 'nit', nit: '1020304050', usuario: 'proveedor', password: DEMO_PASSWORD, nombre: 'Proveedor' };
const DEMO = ['TIENDA CENTRAL SANTA CRUZ', 'PUNTO DE VENTA EL ALTO', 'PUNTO DE VENTA COCHABAMBA'];

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const grilla = (page: Page) => page.getByRole('table', { name: 'Lista de puntos de venta' });
const fila = (page: Page, nombre: string) => grilla(page).getByRole('row').filter({ hasText: nombre });

/** Opens every collapsed menu section, so that hidden entries would show if present. */
async function abrirMenu(page: Page) {
  await expect(menu(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
  const cerradas = menu(page).locator('[aria-expanded="false"]');
  for (let n = await cerradas.count(); n > 0; n--) await cerradas.first().click();
  await expect(cerradas).toHaveCount(0);
}

async function ingresarProveedor(page: Page) {
  await entrar(page, PROVEEDOR);
  await abrirMenu(page);
  await menu(page).getByRole('link', { name: 'Puntos de venta' }).click();
  await expect(page).toHaveURL(/\/sucursales$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Puntos de venta' })).toBeVisible();
  await expect(fila(page, DEMO[0]!)).toBeVisible();
}

async function abrirDialogo(page: Page) {
  await page.getByRole('button', { name: 'Agregar punto de venta' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Agregar punto de venta' });
  await expect(dialogo).toBeVisible();
  // The outlines are drawn: the map is ready.
  await expect(dialogo.locator('.leaflet-overlay-pane path').first()).toBeAttached();
  return dialogo;
}

test.describe('sucursales', () => {
  test('the provider sees its points of sale and adds one with the map', async ({ page }) => {
    await ingresarProveedor(page);
    await expect(grilla(page).getByRole('row')).toHaveCount(DEMO.length + 1); // + the header row
    for (const nombre of DEMO) await expect(fila(page, nombre)).toHaveCount(1);
    await expect(fila(page, 'PUNTO DE VENTA EL ALTO')).toContainText('Murillo');

    const dialogo = await abrirDialogo(page);
    const guardar = dialogo.getByRole('button', { name: 'Guardar' });
    await expect(dialogo.getByText('© OpenStreetMap contributors')).toBeVisible();
    await expect(guardar).toBeDisabled();

    const nombre = `PUNTO E2E ${Date.now().toString(36).toUpperCase()}`;
    await dialogo.getByLabel(/^Nombre/).fill(nombre);
    await dialogo.getByLabel(/^Dirección completa/).fill('Av. 6 de Marzo Nº 100');
    await expect(combo(dialogo, 'Provincia')).toBeDisabled();

    // Cascade: a new department clears the province and the municipality.
    await elegir(dialogo, 'Departamento', 'La Paz');
    await elegir(dialogo, 'Provincia', 'Murillo');
    await elegir(dialogo, 'Departamento', 'Oruro');
    await expect(combo(dialogo, 'Provincia')).not.toContainText('Murillo');
    await expect(combo(dialogo, 'Municipio')).toBeDisabled();
    await abrirLista(combo(dialogo, 'Provincia'));
    await expect(page.getByRole('listbox').getByRole('option', { name: 'Murillo', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await elegir(dialogo, 'Departamento', 'La Paz');
    await elegir(dialogo, 'Provincia', 'Murillo');
    await elegir(dialogo, 'Municipio', 'El Alto');
    await expect(guardar).toBeDisabled(); // still no coordinates

    // Typed coordinates are checked against Bolivia's box.
    const latitud = dialogo.getByLabel(/^Latitud/);
    await latitud.fill('-30');
    await latitud.blur();
    await expect(dialogo.getByText('Debe estar entre -23 y -9.5.').first()).toBeVisible();
    await expect(guardar).toBeDisabled();

    // Offline, the map names the capitals and marks the province's municipalities.
    const mapa = dialogo.locator('.leaflet-container');
    await expect(mapa.locator('.leaflet-tooltip').filter({ hasText: /^El Alto$/ })).toBeVisible();
    await expect(mapa.locator('path.leaflet-interactive')).toHaveCount(10 + 5); // 10 capitals, Murillo's 5 municipalities
    // A click at the middle of the map (now on El Alto) sets both, with 6 decimals.
    await mapa.click();
    await expect(dialogo.getByTestId('sucursal-coordenadas')).toHaveText(/^Latitud: -1\d\.\d{6} · Longitud: -6\d\.\d{6}$/);
    await expect(latitud).toHaveValue(/^-1\d\.\d{6}$/);
    await expect(dialogo.getByLabel(/^Longitud/)).toHaveValue(/^-6\d\.\d{6}$/);
    await expect(guardar).toBeEnabled();
    await guardar.click();

    await expect(page.getByText('La operación se realizó correctamente.')).toBeVisible();
    await expect(dialogo).toBeHidden();
    const nueva = fila(page, nombre);
    await expect(nueva).toContainText('El Alto');
    await expect(nueva).toContainText('Murillo');
    await expect(nueva).toContainText('La Paz');
    await expect(nueva).toContainText('ACTIVO');

    // The active switch asks first: cancel keeps it, accept changes it.
    const activo = page.getByRole('switch', { name: `Activo: ${nombre}` });
    await expect(activo).toBeChecked();
    await activo.click();
    const confirmar = page.getByRole('dialog', { name: 'Confirmación' });
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(activo).toBeChecked();
    await activo.click();
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(nueva).toContainText('INACTIVO');
  });

  test('an employer has no points of sale', async ({ page, entrarComo }) => {
    await entrarComo('empleador');
    await abrirMenu(page);
    await expect(menu(page).getByText('Puntos de venta')).toHaveCount(0);
    await page.goto('/sucursales');
    await expect(page.getByRole('heading', { name: 'NO TIENE PERMISOS PARA REALIZAR ESTA ACCIÓN' })).toBeVisible();
  });

  test('accessibility of the list and the add dialog', async ({ page }) => {
    await ingresarProveedor(page);
    expect(await violaciones(page)).toEqual([]);
    const dialogo = await abrirDialogo(page);
    await elegir(dialogo, 'Departamento', 'Cochabamba');
    expect(await violaciones(page)).toEqual([]);
  });
});
