import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { combo, elegir, elegirOpcion } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { PROGRAMA, abrirDesdeMenu, entrar, toast } from '../fixtures/programa';

/** The programme's operator (role 3), who also builds packages. */
const OPERADOR: Account = { form: 'otros', usuario: 'operador', password: DEMO_PASSWORD, nombre: 'JUAN PABLO' };
const SUBSIDIO = 'SUBSIDIO UNIVERSAL PRENATAL';
const LECHE = 'LECHE ENTERA UHT';
const QUINUA = 'QUINUA REAL EN GRANO';

/** The quantity of the food being added (each listed food has its own 'Cantidad de …'). */
const cantidadNueva = (dialogo: Locator) => dialogo.getByRole('textbox', { name: 'Cantidad', exact: true });

/** Picks a food in the dialog's search field, types its quantity and adds it. */
async function agregarAlimento(dialogo: Locator, nombre: string | null, cantidad: string) {
  const buscador = dialogo.getByRole('combobox', { name: 'Alimento' });
  if (nombre) {
    await buscador.fill(nombre.slice(0, 8));
    await dialogo.page().getByRole('option', { name: new RegExp(`^${nombre} \\(`) }).click();
    await expect(buscador).toHaveValue(new RegExp(`^${nombre}`));
  }
  await cantidadNueva(dialogo).fill(cantidad);
  await dialogo.getByRole('button', { name: 'Agregar alimento' }).click();
}

async function aceptar(page: Page, pregunta: string) {
  const confirmacion = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(confirmacion).toContainText(pregunta);
  await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
  await expect(confirmacion).toBeHidden();
}

test.describe('paquetes', () => {
  test('the programme administrator builds a package for a regional, activates it, edits it, and a newer one replaces it', async ({ page }) => {
    await entrar(page, PROGRAMA);
    await abrirDesdeMenu(page, 'Programa', 'Paquetes', 'Paquetes');
    await elegirOpcion(combo(page, 'Regional'), 'REGIONAL POTOSÍ');
    const lista = page.getByRole('table', { name: 'Lista de paquetes' });
    await expect(lista).toContainText('No hay resultados');
    expect(await violaciones(page)).toEqual([]);

    // The spec's refusals: no subsidy, no food, a food without quantity, a food twice.
    await page.getByRole('button', { name: 'Agregar paquete' }).click();
    const alta = page.getByRole('dialog', { name: 'Agregar paquete' });
    await expect(combo(alta, 'Regional')).toContainText('REGIONAL POTOSÍ');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByText('Por favor seleccione un Subsidio o una Regional')).toBeVisible();
    await elegir(alta, 'Subsidio', SUBSIDIO);
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByRole('alert')).toContainText('El paquete debe de tener al menos un alimento');
    await agregarAlimento(alta, null, '2');
    await expect(alta.getByText('Alimento es nulo o la cantidad no es un valor valido!')).toBeVisible();
    await agregarAlimento(alta, LECHE, '0');
    await expect(alta.getByText('Alimento es nulo o la cantidad no es un valor valido!')).toBeVisible();
    await cantidadNueva(alta).fill('2');
    await alta.getByRole('button', { name: 'Agregar alimento' }).click();
    const alimentos = alta.getByRole('table', { name: 'Alimentos del paquete' });
    await expect(alimentos.getByRole('row').filter({ hasText: LECHE })).toContainText('LITRO');
    await agregarAlimento(alta, LECHE, '1');
    await expect(alta.getByText(`El alimento ${LECHE} ya se encuentra agregado`)).toBeVisible();
    await agregarAlimento(alta, QUINUA, '1.5');
    await expect(alimentos.getByRole('row')).toHaveCount(3);
    expect(await violaciones(page)).toEqual([]);
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Paquete Creado')).toBeVisible();
    await expect(alta).toBeHidden();
    const fila = lista.getByRole('row').filter({ hasText: SUBSIDIO });
    await expect(fila).toHaveCount(1);
    await expect(fila).toContainText('REGIONAL POTOSÍ');
    await expect(fila).toContainText('CREADO');

    // Activated, it is the one delivered in the regional.
    await fila.getByRole('button', { name: `Activar el paquete de ${SUBSIDIO}` }).click();
    await aceptar(page, `¿Activar el paquete de ${SUBSIDIO} en REGIONAL POTOSÍ?`);
    await expect(toast(page, 'Paquete Activado')).toBeVisible();
    await expect(fila).toContainText('ACTIVO');

    // Edited: a new quantity, and a food removed after a confirm.
    await fila.getByRole('button', { name: `Editar el paquete de ${SUBSIDIO}` }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar paquete' });
    const filasEdicion = edicion.getByRole('table', { name: 'Alimentos del paquete' }).getByRole('row');
    await expect(filasEdicion).toHaveCount(3);
    // A quantity with a decimal comma, as the screens write numbers (issue 32).
    await edicion.getByRole('textbox', { name: `Cantidad de ${LECHE}` }).fill('1,5');
    await edicion.getByRole('button', { name: `Quitar ${QUINUA}` }).click();
    await aceptar(page, `¿Quitar ${QUINUA} del paquete?`);
    await expect(filasEdicion).toHaveCount(2);
    expect(await violaciones(page)).toEqual([]);
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Paquete Modificado')).toBeVisible();
    await expect(edicion).toBeHidden();
    await fila.getByRole('button', { name: `Editar el paquete de ${SUBSIDIO}` }).click();
    await expect(edicion.getByRole('textbox', { name: `Cantidad de ${LECHE}` })).toHaveValue('1,5');
    await expect(filasEdicion).toHaveCount(2);
    await edicion.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edicion).toBeHidden();

    // A newer package of the same subsidy and regional, once activated, replaces the old one.
    await page.getByRole('button', { name: 'Agregar paquete' }).click();
    await elegir(alta, 'Subsidio', SUBSIDIO);
    await agregarAlimento(alta, QUINUA, '2');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Paquete Creado')).toBeVisible();
    const nuevo = lista.getByRole('row').filter({ hasText: 'CREADO' });
    await nuevo.getByRole('button', { name: `Activar el paquete de ${SUBSIDIO}` }).click();
    await aceptar(page, `¿Activar el paquete de ${SUBSIDIO} en REGIONAL POTOSÍ?`);
    await expect(toast(page, 'Paquete Activado')).toBeVisible();
    await expect(lista.getByRole('row').filter({ hasText: /(?<!IN)ACTIVO/ })).toHaveCount(1);
    await expect(lista.getByRole('row').filter({ hasText: 'INACTIVO' })).toHaveCount(1);
  });

  for (const [lang, cuenta, textos] of [
    ['en', PROGRAMA, { titulo: 'Packages', agregar: 'Add package', regional: 'Regional office' }],
    ['ay', OPERADOR, { titulo: 'Paquetenaka', agregar: 'Paquete yapt’aña', regional: 'Regional' }],
  ] as const) {
    test(`the screen and its dialog have no accessibility problems in ${lang} (${cuenta.usuario})`, async ({ page }) => {
      await entrar(page, cuenta, '/paquetes', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: textos.titulo })).toBeVisible();
      // A user with no regional of her own chooses one (issue 32): nothing is chosen for her.
      await expect(page.getByRole('table')).toHaveCount(0);
      expect(await violaciones(page), `${lang} /paquetes before a regional`).toEqual([]);
      await elegirOpcion(combo(page, textos.regional), 'REGIONAL POTOSÍ');
      await expect(page.getByRole('table')).toBeVisible();
      expect(await violaciones(page), `${lang} /paquetes`).toEqual([]);
      await page.getByRole('button', { name: textos.agregar }).click();
      const alta = page.getByRole('dialog', { name: textos.agregar });
      await expect(alta).toBeVisible();
      expect(await violaciones(page), `${lang} add dialog`).toEqual([]);
    });
  }
});
