import { violaciones } from '../fixtures/axe';
import { enlaceRecibido } from '../fixtures/correo';
import { campo } from '../fixtures/forms';
import { expect, olvidarSesion, submitLogin, test } from '../fixtures/login';
import { createThrowawayUser } from '../fixtures/users';

test('a user who forgot the password gets a link by mail, sets a new one and signs in with it; the link works once', async ({ page, request }) => {
  const { account } = await createThrowawayUser(request);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Otros usuarios' }).click();
  await page.getByRole('link', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  await campo(page, 'Usuario o correo electrónico').fill(account.usuario);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText('Si los datos corresponden a una cuenta activa');

  const enlace = await enlaceRecibido(request, `${account.usuario}@example.bo`, /cambio de contraseña/);
  await page.goto(enlace);
  await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  await campo(page, 'Nueva contraseña').fill('Recuperada.2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('status')).toContainText('Su contraseña fue cambiada');

  await submitLogin(page, { ...account, password: 'Recuperada.2026' });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();

  await olvidarSesion(page);
  await page.goto(enlace);
  await campo(page, 'Nueva contraseña').fill('Otra.Clave.2027');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('alert')).toContainText('El enlace no es válido, ya fue usado o venció');
});
