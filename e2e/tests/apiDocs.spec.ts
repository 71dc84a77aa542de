import { expect, test } from '@playwright/test';
import { violaciones } from '../fixtures/axe';

/**
 * A provider's integrator reads the REST API's documentation (issue 19, decision 035): the page at
 * /api/docs loads under the app's Content-Security-Policy and shows the sales operation with its
 * permission key and its request body.
 */
test('an integrator finds the sales operation, its permission and its body in the API documentation', async ({ page }) => {
  const bloqueos: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) bloqueos.push(m.text());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /ProBolivia — API REST/ })).toBeVisible();
  // Each feature is a tag heading, folded.
  const ventas = page.getByRole('heading', { level: 3, name: /^ventas\b/ });
  await expect(ventas).toBeVisible();
  expect(await violaciones(page)).toEqual([]);

  await ventas.getByRole('button').click();
  const venta = page.locator('.opblock-post').filter({ has: page.locator('[data-path="/api/v1/ventas"]') });
  await venta.locator('.opblock-summary-control').click();
  await expect(venta.getByText('token de API de un proveedor, o una sesión con el permiso')).toBeVisible();
  await expect(venta.getByText('ventas:create').first()).toBeVisible();
  await expect(venta.getByText('id_transaccion').first()).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  expect(bloqueos).toEqual([]);
});
