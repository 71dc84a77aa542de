import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/login';
import { violaciones } from '../fixtures/axe';
import { abrirLista } from '../fixtures/forms';
import { abrirDesdeMenu } from '../fixtures/programa';

/** The top bar's language select (on wide screens it is a labelled combobox). */
async function chooseLanguage(page: Page, label: RegExp, option: string) {
  await abrirLista(page.getByRole('combobox', { name: label }));
  await page.getByRole('option', { name: option }).click();
}

test.describe('shell', () => {
  test('the idle countdown logs out, and every request restarts it', async ({ page, entrarComo }) => {
    // A 6 s countdown checked every second instead of 1800 s every 15 s (read when the app starts).
    await page.addInitScript(() => {
      localStorage.setItem('pb.sessionSeconds', '6');
      localStorage.setItem('pb.sessionTickSeconds', '1');
    });
    await entrarComo('admin');
    await page.waitForTimeout(3_500);
    await page.reload(); // the shell asks for the menu: a request, so the countdown starts again
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await page.waitForTimeout(3_500);
    await expect(page).toHaveURL(/\/$/); // 7 s after the login, still signed in

    const toast = page.getByTestId('toast').filter({ hasText: '¡Sesión cerrada!' });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await expect(toast).toContainText('Su sesión ha sido cerrada automáticamente después de 30 minutos de inactividad.');
    await expect(page).toHaveURL(/\/principal$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenido al sistema ProBolivia');
    await page.goto('/');
    await expect(page).toHaveURL(/\/principal$/);
  });

  test("the fetch for later brings the menu's pages and their dialogs: a dialog's first opening needs no download", async ({ page, entrarComo }) => {
    await entrarComo('admin');
    const dialogo = page.waitForRequest((r) => /\/assets\/UsuarioDialog-[\w-]+\.js$/.test(r.url()));
    await page.goto('/usuarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await dialogo;
    await page.waitForFunction(() => performance.getEntriesByName('pb:precarga', 'mark').length > 0);
    const despues: string[] = [];
    page.on('request', (r) => despues.push(r.url()));
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await expect(page.getByRole('dialog', { name: 'Agregar usuario' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await abrirDesdeMenu(page, 'Configuraciones', 'Logs del sistema', 'Logs del sistema');
    await expect(page.getByRole('table', { name: 'Lista de logs' }).getByRole('row').nth(1)).toBeVisible();
    expect(despues.filter((u) => u.endsWith('.js'))).toEqual([]);
  });

  test('an unknown path shows the 404 page and its back button', async ({ page, entrarComo }) => {
    await entrarComo('admin');
    await page.goto('/esta-ruta-no-existe');
    await expect(page.getByRole('heading', { name: 'PÁGINA NO ENCONTRADA' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenido');
  });

  test('the language switch changes the shell texts, persists after a reload, and goes back', async ({ page, entrarComo }) => {
    await entrarComo('admin');
    await chooseLanguage(page, /^Idioma/, 'English');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^User menu/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();

    // The labels the server sends as data: the menu, the breadcrumbs, a role and a state.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const section = menu.getByRole('button', { name: 'Settings' });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs).toContainText('Settings');
    await expect(crumbs.getByText('Users', { exact: true })).toHaveAttribute('aria-current', 'page');
    const tabla = page.getByRole('table', { name: 'User list' });
    await expect(tabla.getByText('Employer', { exact: true }).first()).toBeVisible();
    await expect(tabla.getByText('ACTIVE', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Rows per page:')).toBeVisible();

    await chooseLanguage(page, /^Language/, 'Aymar aru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ay');
    const menuAy = page.getByRole('navigation', { name: "Jach'a menú" });
    await expect(menuAy.getByRole('link', { name: 'Apnaqirinaka', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sarawi thakhi' })).toContainText('Wakichawinaka');
    const tablaAy = page.getByRole('table', { name: 'Apnaqirinakan siqipa' });
    await expect(tablaAy.getByText('IRNAQASKI', { exact: true }).first()).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    await chooseLanguage(page, /^Aru/, 'Español');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a 4 px progress bar shows while a request runs', async ({ page, entrarComo }) => {
    await entrarComo('admin');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/system/menu', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const bar = page.getByTestId('global-progress');
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())?.height).toBe(4);
    release();
    await expect(bar).toHaveCount(0);
  });

  test('top bar: collapse the menu, full screen, notifications drawer, breadcrumbs', async ({ page, entrarComo }) => {
    await entrarComo('admin');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();

    const fullscreen = page.getByRole('button', { name: 'Pantalla completa' });
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'true');
    await fullscreen.click();
    await expect(fullscreen).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Notificaciones' }).click();
    await expect(page.getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Notificaciones' })).toBeHidden();

    const section = menu.getByRole('button', { name: 'Configuraciones' });
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await menu.getByRole('link', { name: 'Usuarios', exact: true }).click();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs).toContainText('Configuraciones');
    await expect(crumbs.getByText('Usuarios', { exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
