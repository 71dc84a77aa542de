import type { Locator, Page } from '@playwright/test';
import { expect, irA, test } from '../fixtures/login';
import { violaciones } from '../fixtures/axe';
import { campo } from '../fixtures/forms';

/** A toast by its text (the toasts may sit behind an open modal dialog). */
const aviso = (page: Page, texto: string) => page.getByTestId('toast').filter({ hasText: texto });

/** Closes the toasts: success toasts stay 60 s (spec part 1 §9), over the buttons of later dialogs. */
async function cerrarAvisos(page: Page) {
  const cerrar = page.getByTestId('toast').getByRole('button', { name: 'Cerrar' });
  for (let n = await cerrar.count(); n > 0; n--) await cerrar.first().click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
}

/** Opens the filter panel (if closed), filters the list by name and returns its table. */
async function filtrarPorNombre(page: Page, grilla: string, nombre: string): Promise<Locator> {
  const boton = page.getByRole('button', { name: 'Filtros' });
  if ((await boton.getAttribute('aria-expanded')) !== 'true') await boton.click();
  const panel = page.getByRole('search', { name: 'Filtros' });
  await campo(panel, 'Nombre').fill(nombre);
  await panel.getByRole('button', { name: 'Buscar' }).click();
  return page.getByRole('table', { name: grilla });
}

async function abrirEntidades(page: Page) {
  await irA(page, '/entidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lista de entidades' }).getByRole('row').nth(1)).toBeVisible();
}

test.describe('entidades', () => {
  test('admin creates an entity with phone tags, finds it, edits it and toggles its state', async ({ page, entrarComo }) => {
    const nombre = `ENTIDAD E2E ${Date.now()}`;
    await entrarComo('admin', '/entidades');
    await abrirEntidades(page);

    await page.getByRole('button', { name: 'Agregar entidad' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar entidad' });
    await campo(dialogo, 'Nombre').fill(nombre.toLowerCase());
    await campo(dialogo, 'Sigla').fill('ee2e');
    await campo(dialogo, 'Descripción').fill('Entidad creada por la prueba');
    await campo(dialogo, 'Correo electrónico').fill('prueba@entidad.example.bo');
    await campo(dialogo, 'Sitio web').fill('https://entidad.example.bo');
    // Phones are tags: Enter or a comma closes one, leaving the field closes the last.
    const telefonos = campo(dialogo, 'Teléfonos');
    await telefonos.fill('22334455');
    await telefonos.press('Enter');
    await telefonos.pressSequentially('77788899,');
    await telefonos.pressSequentially('4445566');
    await campo(dialogo, 'Dirección').click();
    for (const t of ['22334455', '77788899', '4445566']) await expect(dialogo.getByRole('button', { name: t })).toBeVisible();
    await dialogo.getByRole('button', { name: '4445566' }).locator('svg').click();
    await expect(dialogo.getByRole('button', { name: '4445566' })).toHaveCount(0);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page, 'La operación se realizó correctamente.')).toBeVisible();
    await expect(dialogo).toBeHidden();
    await cerrarAvisos(page);

    const grilla = await filtrarPorNombre(page, 'Lista de entidades', nombre);
    await expect(grilla.getByRole('row')).toHaveCount(2);
    const fila = grilla.getByRole('row').filter({ hasText: nombre });
    await expect(fila).toContainText('EE2E');
    await expect(fila).toContainText('22334455, 77788899');
    await expect(fila).toContainText('ACTIVO');
    // A long name may be cut on screen: its cell carries the whole text for hover.
    await expect(fila.getByTitle(nombre, { exact: true })).toHaveText(nombre);

    // Edit: the form comes filled in, with its code read-only and the phones as tags.
    await fila.getByRole('button', { name: `Editar ${nombre}` }).click();
    const editar = page.getByRole('dialog', { name: 'Editar entidad' });
    await expect(editar.getByRole('textbox', { name: 'Código', exact: true })).toHaveAttribute('readonly', '');
    await expect(campo(editar, 'Nombre')).toHaveValue(nombre);
    await expect(editar.getByRole('button', { name: '77788899' })).toBeVisible();
    await campo(editar, 'Correo electrónico').fill('nuevo@entidad.example.bo');
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page, 'Se actualizó el registro correctamente')).toBeVisible();
    await expect(fila).toContainText('nuevo@entidad.example.bo');
    await cerrarAvisos(page);

    // The active switch asks first: cancel keeps it, accept changes it.
    const activo = page.getByRole('switch', { name: `Activo: ${nombre}` });
    const confirmar = page.getByRole('dialog', { name: 'Confirmación' });
    await activo.click();
    await expect(confirmar).toContainText(`inactivar la entidad ${nombre}`);
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(activo).toBeChecked();
    await expect(fila).not.toContainText('INACTIVO');
    await activo.click();
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(aviso(page, 'Estado Modificado')).toBeVisible();
    await expect(fila).toContainText('INACTIVO');
    await expect(activo).not.toBeChecked();
  });

  test('a bad e-mail shows the message and nothing is saved', async ({ page, entrarComo }) => {
    const nombre = `CORREO MALO ${Date.now()}`;
    await entrarComo('admin', '/entidades');
    await abrirEntidades(page);
    await page.getByRole('button', { name: 'Agregar entidad' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar entidad' });
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El campo es obligatorio.')).toHaveCount(2);
    await campo(dialogo, 'Nombre').fill(nombre);
    await campo(dialogo, 'Descripción').fill('No debe guardarse');
    await campo(dialogo, 'Correo electrónico').fill('correo-malo');
    await campo(dialogo, 'Sitio web').fill('sin-protocolo');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El correo electrónico no es válido.')).toBeVisible();
    await expect(dialogo.getByText('La dirección web no es válida.')).toBeVisible();
    await expect(dialogo).toBeVisible();
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
    const grilla = await filtrarPorNombre(page, 'Lista de entidades', nombre);
    await expect(grilla.getByText('No se encontraron registros que coincidan')).toBeVisible();
  });

  test('an employer sees and saves its own entity’s form', async ({ page, entrarComo }) => {
    const descripcion = `Empresa textil con planta en El Alto (${Date.now()})`;
    await entrarComo('empleador', '/entidades');
    await expect(page.getByRole('heading', { level: 1, name: 'Entidades' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(campo(page, 'Nombre')).toHaveValue('TEXTILES ILLIMANI S.A.');
    await expect(page.getByRole('button', { name: '71234567' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    await campo(page, 'Descripción').fill(descripcion);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(aviso(page, 'Se actualizó el registro correctamente')).toBeVisible();
    await page.reload();
    await expect(campo(page, 'Descripción')).toHaveValue(descripcion);
  });

  test('admin makes an entity a provider, generates its token and removes it', async ({ page, context, entrarComo }) => {
    const nombre = 'MIEL DE CHUQUISACA LTDA.';
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await entrarComo('admin', '/proveedores');
    await expect(page.getByRole('heading', { level: 1, name: 'Proveedores' })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar proveedor' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar proveedor' });
    await dialogo.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(dialogo.getByText('El campo es obligatorio.')).toBeVisible();
    await dialogo.getByRole('combobox', { name: /^Entidad/ }).fill('miel de chuqui');
    await page.getByRole('option', { name: nombre }).click();
    await dialogo.getByRole('button', { name: 'Agregar', exact: true }).click();
    await expect(aviso(page, 'La operación se realizó correctamente.')).toBeVisible();
    await expect(dialogo).toBeHidden();
    await cerrarAvisos(page);

    const grilla = await filtrarPorNombre(page, 'Lista de proveedores', 'MIEL DE CHUQUISACA');
    const fila = grilla.getByRole('row').filter({ hasText: nombre });
    await expect(fila).toHaveCount(1);

    // A new token breaks the provider's running integration: the screen asks first, and Cancelar keeps it.
    const confirmar = page.getByRole('dialog', { name: 'Confirmación' });
    await fila.getByRole('button', { name: `Generar token de ${nombre}` }).click();
    await expect(confirmar).toContainText('dejarán de conectarse');
    await confirmar.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmar).toBeHidden();
    await expect(page.getByRole('dialog', { name: `Token de ${nombre}` })).toHaveCount(0);
    await fila.getByRole('button', { name: `Generar token de ${nombre}` }).click();
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    const tokenDialogo = page.getByRole('dialog', { name: `Token de ${nombre}` });
    await expect(tokenDialogo).toContainText('se muestra una sola vez');
    await expect(tokenDialogo).toContainText('revoca el anterior');
    const token = campo(tokenDialogo, 'Token');
    await expect(token).toHaveValue(/^pbc_/);
    await expect(token).toHaveAttribute('readonly', '');
    await tokenDialogo.getByRole('button', { name: 'Copiar token' }).click();
    await expect(aviso(page, 'Token copiado')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await token.inputValue());
    await tokenDialogo.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(tokenDialogo).toBeHidden();

    await fila.getByRole('button', { name: `Quitar proveedor ${nombre}` }).click();
    await expect(confirmar).toContainText(`quitar a ${nombre} como proveedor`);
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(aviso(page, 'La operación se realizó correctamente.')).toBeVisible();
    await expect(grilla.getByText('No se encontraron registros que coincidan')).toBeVisible();
  });

  test('no serious or critical accessibility violations on /entidades', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/entidades');
    await abrirEntidades(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await expect(page.getByRole('search', { name: 'Filtros' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await page.getByRole('button', { name: 'Agregar entidad' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar entidad' });
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El campo es obligatorio.').first()).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  });

  test('no serious or critical accessibility violations on /proveedores', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/proveedores');
    await expect(page.getByRole('table', { name: 'Lista de proveedores' }).getByRole('row').nth(1)).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await page.getByRole('button', { name: 'Agregar proveedor' }).click();
    const agregar = page.getByRole('dialog', { name: 'Agregar proveedor' });
    await agregar.getByRole('combobox', { name: /^Entidad/ }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });
});
