import type { Page } from '@playwright/test';
import { ACCOUNTS, type Account } from '../fixtures/accounts';
import { expect, entrarComo, submitLogin, test } from '../fixtures/login';
import { createThrowawayUser } from '../fixtures/users';

const NEW_PASSWORD = 'Nueva.Clave.2026';

/** Logs in through the UI with any account and waits for the shell. */
async function loginWith(page: Page, account: Account) {
  await submitLogin(page, account);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
}

async function logoutFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Menú de usuario/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/principal$/);
}

test.describe('mi cuenta', () => {
  test("shows the user's data; the superadministrator cannot deactivate the account", async ({ page }) => {
    await entrarComo(page, 'admin');
    await openAccount(page);
    await expect(page.getByTestId('account-username')).toHaveText('admin');
    await expect(page.getByTestId('account-fullName')).toHaveText('CARLOS ALBERTO GUTIÉRREZ ROJAS');
    await expect(page.getByTestId('account-email')).toHaveText('admin@probolivia.example.bo');
    await expect(page.getByTestId('account-role')).toHaveText('Superadministrador');
    await expect(page.getByTestId('account-entity')).not.toBeEmpty();
    await expect(page.getByTestId('account-avatar')).toHaveText('C');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Mi cuenta');
    await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Desactivar cuenta' })).toHaveCount(0);
  });

  test('changes the password end to end', async ({ page, request }) => {
    const user = await createThrowawayUser(request, 'ANA PRUEBA');
    await loginWith(page, user.account);
    await openAccount(page);
    await expect(page.getByTestId('account-username')).toHaveText(user.account.usuario);
    await expect(page.getByTestId('account-avatar')).toHaveText('A');

    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El campo es obligatorio.')).toHaveCount(2);

    await dialog.getByLabel(/^Contraseña actual/).fill('No.Es.La.Clave1');
    await dialog.getByLabel(/^Nueva contraseña/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('La contraseña actual es incorrecta.');

    await dialog.getByLabel(/^Contraseña actual/).fill(user.account.password);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast').filter({ hasText: 'La contraseña se actualizó correctamente.' })).toBeVisible();

    await logoutFromMenu(page);
    await submitLogin(page, user.account);
    await expect(page.getByRole('alert')).toContainText('Usuario y/o contraseña inválida');
    await loginWith(page, { ...user.account, password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/$/);
  });

  test('deactivating the account logs out, and the account can no longer log in', async ({ page, request }) => {
    const user = await createThrowawayUser(request);
    await loginWith(page, user.account);
    await openAccount(page);
    await page.getByRole('button', { name: 'Desactivar cuenta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desactivar cuenta' });
    await expect(dialog).toContainText('Solo un administrador podrá reactivarla');
    await dialog.getByLabel(/^Contraseña/).fill(user.account.password);
    await dialog.getByRole('button', { name: 'Desactivar cuenta' }).click();

    await expect(page).toHaveURL(/\/principal$/);
    await expect(page.getByRole('alert')).toContainText('Su cuenta fue desactivada. Para reactivarla comuníquese con el administrador.');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/principal$/);

    await submitLogin(page, user.account);
    await expect(page.getByRole('alert')).toContainText('Su cuenta está inactiva. Comuníquese con el administrador.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user who must change the password lands on the account page with the dialog open', async ({ page }) => {
    // The server refuses everything but the account calls until the password changes (403 with cambiar_contrasena).
    await page.route('**/api/system/menu', (route) =>
      route.fulfill({ status: 403, json: { error: 'Debe cambiar su contraseña antes de continuar.', code: 'FORBIDDEN', clave: 'cambioContrasenaRequerido', parametros: {}, cambiar_contrasena: true } }),
    );
    await submitLogin(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('dialog', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(page.getByLabel(/^Contraseña actual/)).toBeFocused();
    // The warning stays at the top of the page (behind the dialog, hidden from assistive technology meanwhile).
    const warning = page.getByTestId('must-change-warning');
    await expect(warning).toContainText('Cambio de contraseña pendiente');
    await expect(warning).toContainText('Debe cambiar su contraseña antes de continuar.');
    await page.getByRole('dialog', { name: 'Cambiar contraseña' }).getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Cambio de contraseña pendiente' })).toBeVisible();
  });
});
