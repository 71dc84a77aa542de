import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/login';

/** Serious and critical WCAG A/AA problems of the page as it is now. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('accesibilidad', () => {
  test('landing and login pages', async ({ page }) => {
    await page.goto('/principal');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page.getByText('El campo es obligatorio.').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('dashboard and shell', async ({ page, loginAs }) => {
    await loginAs('admin');
    expect(await violations(page)).toEqual([]);
  });

  test('account page and its password dialog', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El campo es obligatorio.').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
