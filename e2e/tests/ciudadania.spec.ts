import type { Page } from '@playwright/test';
import { violaciones } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { textos } from '../fixtures/textos';

/**
 * Public entities sign in through Ciudadanía Digital (decision 037): the landing's card, the
 * simulator's own login page (a real OpenID provider started with the server), and back.
 */
const SIMULADOR = { name: 'Simulador de Ciudadanía Digital', level: 1 } as const;

async function abrirPortada(page: Page, lang: string) {
  await page.goto('/principal');
  await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

async function tarjetaEntidades(page: Page, lang: string) {
  const t = textos(lang);
  await page.getByRole('link', { name: `${t('principal.ingresar')}: ${t('principal.entidades')}` }).click();
}

const sesionGuardada = (page: Page) => page.evaluate(() => localStorage.getItem('pb.session'));

test('a public entity signs in with Ciudadanía Digital and logging out ends both sessions', async ({ page }) => {
  await abrirPortada(page, 'es');
  await tarjetaEntidades(page, 'es');
  await expect(page.getByRole('heading', SIMULADOR)).toBeVisible();
  expect(await violaciones(page), 'simulator login page').toEqual([]);
  await page.getByRole('button', { name: /Ingresar como ANA GABRIELA MORALES TICONA/ }).click();

  // Back on the dashboard with the public entity's menu, signed in as a password login would be.
  await expect(page).toHaveURL(/\/$/);
  const menu = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('button', { name: 'Planillas' })).toBeVisible();
  await expect(page.getByTestId('user-name')).toContainText(/ANA GABRIELA|publica/);
  expect(JSON.parse((await sesionGuardada(page))!)).toMatchObject({ usuario: { usuario: 'publica', id_rol: 6 } });

  // Logging out ends ours, then the provider's (which asks, as it would in real life).
  await page.getByRole('button', { name: /Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Cerrar sesión en Ciudadanía Digital' })).toBeVisible();
  expect(await violaciones(page), 'simulator logout page').toEqual([]);
  await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/principal$/);
  expect(await sesionGuardada(page)).toBeNull();

  // Signing in again asks the simulator again: its session is over too.
  await tarjetaEntidades(page, 'es');
  await expect(page.getByRole('heading', SIMULADOR)).toBeVisible();
  await expect(page.getByRole('button', { name: /Ingresar como ANA GABRIELA MORALES TICONA/ })).toBeVisible();
});

for (const lang of ['es', 'en', 'ay'] as const) {
  test(`a citizen with no account is told whom to ask and gets no session (${lang})`, async ({ page }) => {
    const t = textos(lang);
    await abrirPortada(page, lang);
    await tarjetaEntidades(page, lang);
    await page.getByRole('button', { name: /Ingresar como ROSA ELENA QUISPE MAMANI/ }).click();

    await expect(page).toHaveURL(/\/ciudadania\?error=sin-cuenta$/);
    await expect(page.getByRole('heading', { level: 1, name: t('principal.ciudadania.sinCuentaTitulo') })).toBeVisible();
    await expect(page.getByText(t('principal.ciudadania.sinCuenta'))).toBeVisible();
    expect(await violaciones(page), `${lang} /ciudadania`).toEqual([]);
    expect(await sesionGuardada(page)).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/principal$/);
  });
}
