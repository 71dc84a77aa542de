import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/login';
import { violaciones } from '../fixtures/axe';
import { elegir } from '../fixtures/forms';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** The "Configuraciones" submenu, opened. */
async function configuraciones(page: Page): Promise<Locator> {
  const section = menu(page).getByRole('button', { name: 'Configuraciones' });
  if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
  return page.locator(`#${await section.getAttribute('aria-controls')}`);
}

/** Filters the list by label; returns the module's row. */
async function filtrar(page: Page, label: string): Promise<Locator> {
  const panel = page.getByRole('search', { name: 'Filtros' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Filtros' }).click();
  await panel.getByLabel('Etiqueta').fill(label);
  await panel.getByRole('button', { name: 'Buscar' }).click();
  const tabla = page.getByRole('table', { name: 'Módulos' });
  await expect(tabla.getByRole('row')).toHaveCount(2); // header + the module
  return tabla.getByRole('row').filter({ hasText: label });
}

/** Answers the confirm dialog and checks its question. */
async function confirmar(page: Page, question: string, answer: 'Aceptar' | 'Cancelar') {
  const dialog = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toBeHidden();
}

/** A toast by its text (the toasts may sit behind an open modal dialog). */
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test.describe('módulos y permisos', () => {
  test('admin creates a module, sets its permissions, hides it and the menu follows', async ({ page, entrarComo }) => {
    const stamp = Date.now();
    const label = `Prueba ${stamp}`;
    await entrarComo('admin', '/modulos');
    await expect(page.getByRole('heading', { level: 1, name: 'Módulos y permisos' })).toBeVisible();

    // The form: required fields, digits only in the order, parent required when it depends on one.
    await page.getByRole('button', { name: 'Agregar módulo' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo módulo' });
    await form.getByLabel('Orden').pressSequentially('9a5x0');
    await expect(form.getByLabel('Orden')).toHaveValue('950');
    await form.getByRole('switch', { name: 'Depende de otro módulo' }).check();
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByText('El campo es obligatorio.')).toHaveCount(3);
    await form.getByLabel('Etiqueta').fill(label);
    await form.getByLabel('Ruta').fill(`prueba${stamp}`);
    // The icon is chosen from the ones the menu can draw.
    await elegir(form, 'Ícono', 'storefront');
    await elegir(form, 'Módulo padre', 'Configuraciones');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form).toBeHidden();

    // Creating a module opens its permission dialog at once.
    const permisos = page.getByRole('dialog', { name: `Permisos ${label}` });
    await expect(permisos).toBeVisible();
    await expect(toast(page, 'La operación se realizó correctamente.')).toBeVisible();
    for (const column of ['Rol', 'Ver', 'Crear', 'Actualizar', 'Eliminar', 'CSV', 'Firmar']) await expect(permisos.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    const verAdmin = permisos.getByRole('switch', { name: 'Ver: Superadministrador' });
    await expect(verAdmin).toBeChecked();
    // Take it away first: closing the dialog must reload the menu without the entry.
    await verAdmin.uncheck();
    await expect(toast(page, '¡Permiso actualizado!')).toBeVisible();
    const verPrograma = permisos.getByRole('switch', { name: 'Ver: Administrador del programa' });
    await expect(verPrograma).not.toBeChecked();
    await verPrograma.check();
    await expect(verPrograma).toBeChecked();
    await permisos.getByRole('button', { name: 'Cerrar' }).click();
    await expect(permisos).toBeHidden();
    const config = await configuraciones(page);
    await expect(config.getByRole('link', { name: 'Módulos y permisos' })).toBeVisible();
    await expect(config.getByRole('link', { name: label })).toHaveCount(0);

    // Filter the list by label; open the permissions again from the row and give Ver back.
    const row = await filtrar(page, label);
    await expect(row).toContainText(`prueba${stamp}`);
    await expect(row).toContainText('Configuraciones');
    await expect(row).toContainText('950');
    await row.getByRole('button', { name: `Permisos: ${label}` }).click();
    await expect(permisos.getByRole('switch', { name: 'Ver: Administrador del programa' })).toBeChecked();
    await permisos.getByRole('switch', { name: 'Ver: Superadministrador' }).check();
    await expect(permisos.getByRole('switch', { name: 'Ver: Superadministrador' })).toBeChecked();
    await permisos.getByRole('button', { name: 'Cerrar' }).click();
    await expect(config.getByRole('link', { name: label })).toBeVisible();

    // Hide it: confirmation, warning toast, the entry leaves the menu.
    const visible = row.getByRole('switch', { name: `Visible: ${label}` });
    await expect(visible).toBeChecked();
    await visible.click();
    await confirmar(page, '¿Está seguro de mostrar/ocultar el módulo en el menú?', 'Aceptar');
    await expect(toast(page, '¡Módulo oculto!')).toBeVisible();
    await expect(visible).not.toBeChecked();
    await expect(config.getByRole('link', { name: label })).toHaveCount(0);
    // And show it again.
    await visible.click();
    await confirmar(page, '¿Está seguro de mostrar/ocultar el módulo en el menú?', 'Aceptar');
    await expect(toast(page, '¡Módulo visible!')).toBeVisible();
    await expect(visible).toBeChecked();
    await expect(config.getByRole('link', { name: label })).toBeVisible();

    // Cancelling the status toggle keeps the switch as it was.
    const activo = row.getByRole('switch', { name: `Activo: ${label}` });
    await expect(activo).toBeChecked();
    await activo.click();
    await confirmar(page, '¿Está seguro de inactivar el módulo?', 'Cancelar');
    await expect(activo).toBeChecked();

    // Delete it.
    await row.getByRole('button', { name: `Eliminar: ${label}` }).click();
    await confirmar(page, `¿Está seguro de eliminar el módulo ${label}?`, 'Aceptar');
    await expect(page.getByText('No se encontraron registros que coincidan')).toBeVisible();
  });

  test('a system module shows the server message when its path changes', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/modulos');
    const row = await filtrar(page, 'Logs del sistema');
    await row.getByRole('button', { name: 'Editar: Logs del sistema' }).click();
    const form = page.getByRole('dialog', { name: 'Editar módulo' });
    await expect(form.getByRole('switch', { name: 'Depende de otro módulo' })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Módulo padre' })).toHaveText('Configuraciones');
    await expect(form.getByRole('combobox', { name: /^Ícono/ })).toContainText('receipt_long');
    await form.getByLabel('Ruta').fill('otra_ruta');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(form.getByRole('alert')).toContainText('Es un módulo del sistema');
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expect(form).toBeHidden();
  });

  test('a refused permission change goes back and shows the server message; switches work with the keyboard', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/modulos');
    const row = await filtrar(page, 'Módulos y permisos');
    await row.getByRole('button', { name: 'Permisos: Módulos y permisos' }).click();
    const permisos = page.getByRole('dialog', { name: 'Permisos Módulos y permisos' });
    const ver = permisos.getByRole('switch', { name: 'Ver: Superadministrador' });
    await expect(ver).toBeChecked();
    await ver.focus();
    await page.keyboard.press('Space');
    await expect(toast(page, 'No se puede quitar al superadministrador el permiso de ver')).toBeVisible();
    await expect(ver).toBeChecked();
    await expect(ver).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(permisos).toBeHidden();
  });

  test('empleador does not see nor open Módulos y permisos', async ({ page, entrarComo }) => {
    await entrarComo('empleador');
    const nav = menu(page);
    const collapsed = nav.locator('[aria-expanded="false"]');
    for (let n = await collapsed.count(); n > 0; n--) await collapsed.first().click();
    await expect(collapsed).toHaveCount(0);
    await expect(nav.getByText('Módulos y permisos')).toHaveCount(0);

    await page.goto('/modulos');
    await expect(page.getByRole('heading', { name: 'NO TIENE PERMISOS PARA REALIZAR ESTA ACCIÓN' })).toBeVisible();
  });

  test('accessibility of the list and of the permission dialog', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/modulos');
    const tabla = page.getByRole('table', { name: 'Módulos' });
    // The first row: the "Proveedor" section (lowest order).
    await expect(tabla.getByRole('switch', { name: 'Visible: Proveedor', exact: true })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    await tabla.getByRole('button', { name: 'Permisos: Proveedor', exact: true }).click();
    const permisos = page.getByRole('dialog', { name: 'Permisos Proveedor' });
    await expect(permisos.getByRole('switch', { name: 'Ver: Superadministrador' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });
});
