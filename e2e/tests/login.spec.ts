import { ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { campo } from '../fixtures/forms';
import { expect, ingresarPorFormulario, submitLogin, test } from '../fixtures/login';
import { textos } from '../fixtures/textos';

test.describe('acceso', () => {
  test('admin logs in and sees the menu', async ({ page }) => {
    await page.goto('/principal');
    // Public entities sign in through Ciudadanía Digital, started by this server (ciudadania.spec.ts).
    // The e2e build gives no outside sales client: the third card leads to our own sales screen (decision 043).
    await expect(page.getByRole('link', { name: /Empleadores y proveedores/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Entidades públicas/ })).toHaveAttribute('href', '/auth/ciudadania');
    await expect(page.getByRole('link', { name: /Cliente de ventas/ })).toHaveAttribute('href', '/login?destino=%2Fventas');
    await page.getByRole('link', { name: /Empleadores y proveedores/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeVisible();
    // Password recovery and sign-up are our own pages (issue 19).
    await expect(page.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute('href', '/recuperar');
    await expect(page.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/registro');

    await submitLogin(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenido');

    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const section = menu.getByRole('button', { name: 'Configuraciones' });
    await expect(section).toBeVisible();
    if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
    await expect(menu.getByRole('link', { name: 'Usuarios', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Módulos y permisos' })).toBeVisible();
  });

  test('a wrong password is refused', async ({ page }) => {
    await submitLogin(page, { ...ACCOUNTS.admin, password: 'Incorrecta.123' });
    await expect(page.getByRole('alert')).toContainText('Usuario y/o contraseña inválida');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the refusal is said in the user's language", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('pb.lang', 'en'));
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Other users' }).click();
    await campo(page, 'Username').fill(ACCOUNTS.admin.usuario);
    await campo(page, 'Password').fill('Incorrecta.123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username and/or password');
  });

  test('required fields are reported', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page.getByText('El campo es obligatorio.')).toHaveCount(3);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await ingresarPorFormulario(page, ACCOUNTS.admin);
    await page.goto('/no-existe-esta-ruta');
    await expect(page.getByRole('heading', { name: 'PÁGINA NO ENCONTRADA' })).toBeVisible();
  });

  test('without a session, a protected page sends to the landing page', async ({ page }) => {
    await page.goto('/usuarios');
    await expect(page).toHaveURL(/\/principal$/);
  });

  test('empleador logs in with NIT and may not manage modules', async ({ page }) => {
    await ingresarPorFormulario(page, ACCOUNTS.empleador);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
    // Open every section so that hidden entries would show if present.
    const collapsed = menu.locator('[aria-expanded="false"]');
    for (let n = await collapsed.count(); n > 0; n--) await collapsed.first().click();
    await expect(collapsed).toHaveCount(0);
    await expect(menu.getByText('Módulos y permisos')).toHaveCount(0);

    await page.goto('/modulos');
    await expect(page.getByRole('heading', { name: 'NO TIENE PERMISOS PARA REALIZAR ESTA ACCIÓN' })).toBeVisible();
  });

  test('logout ends the session', async ({ page }) => {
    await ingresarPorFormulario(page, ACCOUNTS.admin);
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/principal$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/principal$/);
  });

  // Spec part 1 §2: the landing's third card, "Cliente de ventas" (decision 043).
  for (const lang of ['es', 'en', 'ay'] as const) {
    test(`a cashier opens the sales card on the landing page, signs in and reaches the sales screen (${lang})`, async ({ page }) => {
      const t = textos(lang);
      await page.goto('/health');
      await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
      await page.goto('/principal');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const tarjeta = page.getByRole('region', { name: t('principal.ventas') });
      await expect(tarjeta).toContainText(t('principal.ventasDesc'));
      expect(await violaciones(page), `${lang} /principal`).toEqual([]);
      await tarjeta.getByRole('link', { name: `${t('principal.ingresar')}: ${t('principal.ventas')}` }).click();

      await expect(page).toHaveURL(/\/login\?destino=%2Fventas$/);
      await page.getByRole('tab', { name: t('login.tabOtros') }).click();
      await page.getByRole('textbox', { name: t('login.usuario'), exact: true }).fill('cajero');
      await page.getByRole('textbox', { name: t('login.contrasena'), exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t('login.submit'), exact: true }).click();

      await expect(page).toHaveURL(/\/ventas$/);
      await expect(page.getByRole('heading', { level: 1, name: t('ventas.titulo') })).toBeVisible();
    });
  }
});
