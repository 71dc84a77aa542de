import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { expect, olvidarSesion, test } from '../fixtures/login';
import { abrirDesdeMenu, confirmarCambioDeEstado, filtrarPorNombre, entrar, marca, PROGRAMA, toast } from '../fixtures/programa';
import { violaciones } from '../fixtures/axe';
import { campo, elegir } from '../fixtures/forms';

/** The demo provider (role 4). */
const PROVEEDOR: Account = { form: 'nit', nit: '1020304050', usuario: 'proveedor', password: DEMO_PASSWORD, nombre: 'LUCÍA' };

/** Turns a row's active switch, accepting the spec's question, and waits for the toast. */
async function cambiarEstado(page: Page, nombre: string, aviso: string) {
  await confirmarCambioDeEstado(page, nombre);
  await expect(toast(page, aviso)).toBeVisible();
}

test.describe('catálogo del programa', () => {
  test('the programme administrator creates a food group, activates it, files a food in it and switches the food off', async ({ page }) => {
    const grupo = `SEMILLAS E2E ${marca()}`;
    const alimento = `MANÍ E2E ${marca()}`;
    await entrar(page, PROGRAMA);

    await abrirDesdeMenu(page, 'Programa', 'Grupos alimenticios', 'Grupos alimenticios');
    const grupos = page.getByRole('table', { name: 'Lista de grupos alimenticios' });
    await expect(grupos.getByRole('row').filter({ hasText: 'LÁCTEOS Y DERIVADOS' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    // A new group: the name is required; the group starts CREADO.
    await page.getByRole('button', { name: 'Agregar grupo alimenticio' }).click();
    const alta = page.getByRole('dialog', { name: 'Agregar grupo alimenticio' });
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByText('El campo es obligatorio.')).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await campo(alta, 'Nombre').fill(grupo.toLowerCase());
    await campo(alta, 'Sigla').fill(`s${marca().slice(-4)}`);
    await campo(alta, 'Descripción').fill('Maní, almendra chiquitana y nuez');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    await expect(alta).toBeHidden();
    const fila = await filtrarPorNombre(page, grupos, grupo);
    await expect(fila).toContainText('CREADO');

    // While CREADO it can be corrected.
    await fila.getByRole('button', { name: `Editar ${grupo}` }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar grupo alimenticio' });
    await campo(edicion, 'Descripción').fill('Maní y almendra chiquitana');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se actualizó el registro correctamente')).toBeVisible();
    await expect(fila).toContainText('Maní y almendra chiquitana');

    // Activated, its data is frozen (decision 016).
    await cambiarEstado(page, grupo, '¡Registro activado!');
    await expect(fila).toContainText('ACTIVO');
    await fila.getByRole('button', { name: `Editar ${grupo}` }).click();
    await expect(toast(page, '¡Solo se puede editar con estado CREADO!')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Editar grupo alimenticio' })).toHaveCount(0);

    // A food in the new group.
    await abrirDesdeMenu(page, 'Programa', 'Alimentos', 'Alimentos');
    const alimentos = page.getByRole('table', { name: 'Lista de alimentos' });
    await expect(alimentos.getByRole('row').nth(1)).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await page.getByRole('button', { name: 'Agregar alimento' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar alimento' });
    await campo(dialogo, 'Nombre').fill(alimento);
    await campo(dialogo, 'Unidad').fill('kilogramo');
    await elegir(dialogo, 'Grupo alimenticio', grupo);
    expect(await violaciones(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    await expect(dialogo).toBeHidden();
    const filaAlimento = await filtrarPorNombre(page, alimentos, alimento);
    await expect(filaAlimento).toContainText('KILOGRAMO');
    await expect(filaAlimento).toContainText(grupo);
    await expect(filaAlimento).toContainText('ACTIVO');

    await cambiarEstado(page, alimento, '¡Registro desactivado!');
    await expect(filaAlimento).toContainText('INACTIVO');
    await expect(page.getByRole('switch', { name: `Activo: ${alimento}` })).not.toBeChecked();
  });

  test('the provider adds a product with its price and switches it off', async ({ page }) => {
    const producto = `QUINUA E2E ${marca()}`;
    await entrar(page, PROVEEDOR);
    await abrirDesdeMenu(page, 'Proveedor', 'Productos', 'Productos');
    const productos = page.getByRole('table', { name: 'Lista de productos' });
    await expect(productos.getByRole('row').filter({ hasText: 'ACEITE DE SOYA' })).toContainText('13,50');
    expect(await violaciones(page)).toEqual([]);

    await page.getByRole('button', { name: 'Agregar producto' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar producto' });
    await campo(dialogo, 'Nombre').fill(producto);
    await campo(dialogo, 'Unidad').fill('bolsa 1 kg');
    await elegir(dialogo, 'Grupo alimenticio', 'CEREALES Y DERIVADOS');
    const precio = campo(dialogo, 'Precio');
    await precio.fill('doce');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('Ingresar solo números separados por punto')).toBeVisible();
    await expect(precio).toBeFocused();
    expect(await violaciones(page)).toEqual([]);
    // The decimal comma the screens show is read as every amount is (issue 32).
    await precio.fill('12,50');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    await expect(dialogo).toBeHidden();

    const fila = await filtrarPorNombre(page, productos, producto);
    await expect(fila).toContainText('BOLSA 1 KG');
    await expect(fila).toContainText('12,50');
    await expect(fila).toContainText('CEREALES Y DERIVADOS');
    await cambiarEstado(page, producto, '¡Registro desactivado!');
    await expect(fila).toContainText('INACTIVO');
  });

  // One test per language: each logs in twice and checks five settled pages, well within the time limit on a loaded machine.
  for (const [lang, titulos] of [
    ['en', { grupos: 'Food groups', agregar: 'Add food group', alimentos: 'Foods', productos: 'Products', producto: 'Add product' }],
    ['ay', { grupos: 'Manq’a t’aqanaka', agregar: 'Manq’a t’aqa yapxataña', alimentos: 'Manq’anaka', productos: 'Aljañanaka', producto: 'Aljaña yapxataña' }],
  ] as const) {
    test(`the new screens have no accessibility problems in ${lang}`, async ({ page }) => {
      await entrar(page, PROGRAMA, '/grupos', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: titulos.grupos })).toBeVisible();
      expect(await violaciones(page), `${lang} /grupos`).toEqual([]);
      await page.getByRole('button', { name: titulos.agregar }).click();
      await expect(page.getByRole('dialog', { name: titulos.agregar })).toBeVisible();
      expect(await violaciones(page), `${lang} /grupos dialog`).toEqual([]);
      await page.goto('/alimentos');
      await expect(page.getByRole('heading', { level: 1, name: titulos.alimentos })).toBeVisible();
      expect(await violaciones(page), `${lang} /alimentos`).toEqual([]);

      await olvidarSesion(page);
      await entrar(page, PROVEEDOR, '/productos', { idioma: lang });
      await expect(page.getByRole('heading', { level: 1, name: titulos.productos })).toBeVisible();
      await page.getByRole('button', { name: titulos.producto }).click();
      await expect(page.getByRole('dialog', { name: titulos.producto })).toBeVisible();
      expect(await violaciones(page), `${lang} /productos dialog`).toEqual([]);
    });
  }
});
