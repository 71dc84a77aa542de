import { violaciones } from '../fixtures/axe';
import { enlaceRecibido } from '../fixtures/correo';
import { campo } from '../fixtures/forms';
import { expect, submitLogin, test } from '../fixtures/login';

/**
 * NIT 7000000013, matrícula 00200000: an employer the OVT simulator knows and the demo has not
 * registered; 1049345 born on 01/07/2000: a person the SEGIP simulator knows (README).
 */
test('an employer signs up (OVT, SEGIP), confirms from the mail and signs in', async ({ page, request }) => {
  const usuario = `emp${Date.now().toString(36)}`;
  const email = `${usuario}@andina.example.bo`;
  const cuenta = { form: 'nit' as const, nit: '7000000013', usuario, password: 'Registro.2026', nombre: usuario };

  await page.goto('/login');
  await page.getByRole('link', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { name: 'Registro de empleadores' })).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  await campo(page, 'NIT').fill(cuenta.nit);
  await campo(page, 'Matrícula de comercio').fill('00200000');
  await campo(page, 'Número de documento').fill('1049345');
  await campo(page, 'Fecha de nacimiento').fill('01/07/2000');
  await campo(page, 'Usuario').fill(usuario);
  await campo(page, 'Correo electrónico').fill(email);
  await campo(page, 'Contraseña').fill(cuenta.password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('status')).toContainText('Le enviamos un correo electrónico');

  // Not before the confirmation.
  await submitLogin(page, cuenta);
  await expect(page.getByRole('alert')).toContainText('Su cuenta aún no fue confirmada');

  await page.goto(await enlaceRecibido(request, email, /confirme su cuenta/));
  await expect(page.getByRole('heading', { name: 'Confirmar cuenta' })).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar cuenta' }).click();
  await expect(page.getByRole('status')).toContainText('Su cuenta fue confirmada');

  await submitLogin(page, cuenta);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
});
