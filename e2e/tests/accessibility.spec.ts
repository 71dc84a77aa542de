import { expect, test } from '../fixtures/login';
import { violaciones } from '../fixtures/axe';

test.describe('accesibilidad', () => {
  test('landing and login pages', async ({ page }) => {
    await page.goto('/principal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page.getByText('El campo es obligatorio.').first()).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });

  test('dashboard and shell', async ({ page, entrarComo }) => {
    await entrarComo('admin');
    expect(await violaciones(page)).toEqual([]);
  });

  test('account page and its password dialog', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El campo es obligatorio.').first()).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });
});
