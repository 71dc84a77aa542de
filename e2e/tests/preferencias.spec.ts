import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { entrar, expect, irA, test } from '../fixtures/login';
import { violaciones } from '../fixtures/axe';
import { campo } from '../fixtures/forms';
import { cerrarAvisos } from '../fixtures/usuarios';

/** The programme administrator (role 2), signed in on the preferences. */
async function ingresarComoPrograma(page: Page) {
  await entrar(page, { form: 'otros', usuario: 'programa', password: DEMO_PASSWORD, nombre: 'MARÍA ELENA' }, '/parametros');
}

async function abrirPreferencias(page: Page) {
  await irA(page, '/parametros');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferencias' })).toBeVisible();
}

/** Opens the current tab's filter panel and filters by one text field. */
async function filtrar(page: Page, etiqueta: string, valor: string) {
  await page.getByRole('button', { name: 'Filtros' }).click();
  const panel = page.getByRole('search', { name: 'Filtros' });
  await campo(panel, etiqueta).fill(valor);
  await panel.getByRole('button', { name: 'Buscar' }).click();
}

test.describe('preferencias', () => {
  test('the programme administrator edits only the value of a parameter and sees no services tab', async ({ page }) => {
    await ingresarComoPrograma(page);
    await abrirPreferencias(page);
    await expect(page.getByRole('tab', { name: 'Parámetros' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Servicios de interoperabilidad' })).toHaveCount(0);

    const grilla = page.getByRole('table', { name: 'Lista de parámetros' });
    await filtrar(page, 'Nombre', 'TIEMPO_BLOQUEO');
    const fila = grilla.getByRole('row').filter({ hasText: 'TIEMPO_BLOQUEO' });
    await expect(fila).toHaveCount(1);
    await fila.getByRole('button', { name: 'Editar TIEMPO_BLOQUEO' }).click();

    const dialogo = page.getByRole('dialog', { name: 'Editar parámetro' });
    await expect(campo(dialogo, 'Nombre')).toBeDisabled();
    await expect(campo(dialogo, 'Etiqueta')).toBeDisabled();
    await expect(campo(dialogo, 'Descripción')).toBeDisabled();
    const valor = campo(dialogo, 'Valor');
    await expect(valor).toBeEnabled();
    const nuevo = (await valor.inputValue()) === '37' ? '38' : '37';
    await valor.fill(nuevo);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Se actualizó el registro correctamente')).toBeVisible();
    await expect(dialogo).toBeHidden();
    await expect(fila.getByRole('cell', { name: nuevo, exact: true })).toBeVisible();

    // Roles are readable, not editable, for role 2.
    await page.getByRole('tab', { name: 'Roles' }).click();
    await expect(page.getByRole('table', { name: 'Lista de roles' }).getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar rol' })).toHaveCount(0);
  });

  test('the administrator sees the SEGIP service with its token cut and adds a role', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/parametros');
    await abrirPreferencias(page);
    await page.getByRole('tab', { name: 'Servicios de interoperabilidad' }).click();
    const servicios = page.getByRole('table', { name: 'Lista de servicios de interoperabilidad' });
    const segip = servicios.getByRole('row').filter({ hasText: 'SEGIP' }).first();
    await expect(segip).toBeVisible();
    await expect(segip).toContainText('toke…');
    await expect(segip).not.toContainText('token-simulador-segip');

    // The edit form says that an empty token keeps the stored one.
    await segip.getByRole('button', { name: 'Editar SEGIP' }).click();
    const dialogoServicio = page.getByRole('dialog', { name: 'Editar servicio' });
    await expect(dialogoServicio.getByText(/Déjelo vacío para conservarlo/)).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await dialogoServicio.getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Agregar rol' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar rol' });
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El campo es obligatorio.').first()).toBeVisible();
    const nombre = `Rol e2e ${Date.now().toString(36)}`;
    await campo(dialogo, 'Nombre').fill(nombre);
    await campo(dialogo, 'Descripción').fill('Rol creado por la prueba de preferencias');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('La operación se realizó correctamente.')).toBeVisible();
    await expect(dialogo).toBeHidden();
    await cerrarAvisos(page);
    await filtrar(page, 'Nombre', nombre);
    await expect(page.getByRole('table', { name: 'Lista de roles' }).getByRole('row').filter({ hasText: nombre })).toHaveCount(1);
  });

  test('no serious or critical accessibility violations on /parametros', async ({ page, entrarComo }) => {
    await entrarComo('admin', '/parametros');
    await abrirPreferencias(page);
    await expect(page.getByRole('table', { name: 'Lista de parámetros' }).getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: 'Filtros' }).click();
    expect(await violaciones(page)).toEqual([]);
    await page.getByRole('button', { name: 'Agregar parámetro' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar parámetro' });
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El campo es obligatorio.').first()).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });
});
