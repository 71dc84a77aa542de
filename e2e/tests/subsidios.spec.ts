import { violaciones } from '../fixtures/axe';
import { campo, elegir } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { PROGRAMA, abrirDesdeMenu, confirmarCambioDeEstado, filtrarPorNombre, entrar, marca, toast } from '../fixtures/programa';

test.describe('subsidios', () => {
  test('the programme administrator creates a subsidy, is refused activation without a distribution, builds one that adds up and activates it', async ({ page }) => {
    const nombre = `SUBSIDIO E2E ${marca()}`;
    await entrar(page, PROGRAMA);

    await abrirDesdeMenu(page, 'Programa', 'Subsidios', 'Subsidios');
    const lista = page.getByRole('table', { name: 'Lista de subsidios' });
    await expect(lista.getByRole('row').filter({ hasText: 'BONO ESFUERZO POR BOLIVIA' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    // A new subsidy: an amount of zero is refused with the spec's message.
    await page.getByRole('button', { name: 'Agregar subsidio' }).click();
    const alta = page.getByRole('dialog', { name: 'Agregar subsidio' });
    await campo(alta, 'Nombre').fill(nombre.toLowerCase());
    await campo(alta, 'Número total de entregas').fill('4');
    await campo(alta, 'Vigencia').fill('60');
    await campo(alta, 'Gestión').fill('2026');
    await campo(alta, 'Monto').fill('0');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(alta.getByText('Debe agregar un monto válido')).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    // The amount as the screens show it, with a decimal comma (issue 32).
    await campo(alta, 'Monto').fill('1500,50');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    await expect(alta).toBeHidden();
    const fila = await filtrarPorNombre(page, lista, nombre);
    await expect(fila).toContainText('CREADO');
    await expect(fila).toContainText('1.500,50');

    // Without a distribution it cannot be activated.
    await confirmarCambioDeEstado(page, nombre);
    await expect(toast(page, '¡Debe crear una distribución para activar el subsidio!')).toBeVisible();
    await expect(fila).toContainText('CREADO');

    // A distribution whose groups do not add up is refused.
    await fila.getByRole('button', { name: `Agregar distribución a ${nombre}` }).click();
    const dist = page.getByRole('dialog', { name: `Distribución de ${nombre}` });
    await campo(dist, 'Nombre de la distribución 1').fill('Productos alimenticios');
    await campo(dist, 'Porcentaje de la distribución 1').fill('90');
    await elegir(dist, 'Grupo 1 de la distribución 1', 'LÁCTEOS Y DERIVADOS');
    await campo(dist, 'Porcentaje del grupo 1 de la distribución 1').fill('50');
    await dist.getByRole('button', { name: 'Agregar grupo a la distribución 1' }).click();
    await elegir(dist, 'Grupo 2 de la distribución 1', 'CEREALES Y DERIVADOS');
    await campo(dist, 'Porcentaje del grupo 2 de la distribución 1').fill('40');
    await expect(dist.getByText('Suma de los grupos de la distribución 1: 90%')).toBeVisible();
    await expect(dist.getByText('Suma de las distribuciones: 90%')).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await dist.getByRole('button', { name: 'Guardar' }).click();
    await expect(dist.getByRole('alert')).toContainText('Los porcentajes deben sumar 100%');

    // Then one that does: 50 + 50 in food, and 90 + 10 with the electricity company's credit.
    await campo(dist, 'Porcentaje del grupo 2 de la distribución 1').fill('50');
    await expect(dist.getByText('Suma de los grupos de la distribución 1: 100%')).toBeVisible();
    await dist.getByRole('button', { name: 'Agregar distribución' }).click();
    await campo(dist, 'Nombre de la distribución 2').fill('Energía eléctrica');
    await campo(dist, 'Porcentaje de la distribución 2').fill('10');
    await dist.getByRole('checkbox', { name: 'Crédito (empresa de electricidad)' }).check();
    await expect(dist.getByText('Suma de las distribuciones: 100%')).toBeVisible();
    await dist.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    await expect(dist).toBeHidden();

    // Now it activates, and its distribution can no longer be changed.
    await confirmarCambioDeEstado(page, nombre);
    await expect(toast(page, '¡Registro activado!')).toBeVisible();
    await expect(fila).toContainText('ACTIVO');
    await expect(fila.getByRole('button', { name: `Agregar distribución a ${nombre}` })).toBeDisabled();

    // '¿Agregar nuevo monto?' adds another year's amount, which becomes the current one.
    await fila.getByRole('button', { name: `Editar ${nombre}` }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar subsidio' });
    await expect(campo(edicion, 'Gestión')).toHaveCount(0);
    await edicion.getByLabel('¿Agregar nuevo monto?').check();
    await campo(edicion, 'Gestión').fill('2027');
    await campo(edicion, 'Monto').fill('1600');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se actualizó el registro correctamente')).toBeVisible();
    await expect(fila).toContainText('1.600,00');
    await expect(fila).toContainText('2027');

    // The view-distribution dialog shows what was saved, and the amounts per year.
    await fila.getByRole('button', { name: `Ver distribución de ${nombre}` }).click();
    const ver = page.getByRole('dialog', { name: `Ver distribución de ${nombre}` });
    await expect(ver.getByRole('table', { name: 'PRODUCTOS ALIMENTICIOS: 90%' })).toContainText('LÁCTEOS Y DERIVADOS');
    await expect(ver.getByRole('table', { name: 'ENERGÍA ELÉCTRICA: 10%' })).toBeVisible();
    await expect(ver.getByRole('table', { name: 'Montos por gestión' }).getByRole('row')).toHaveCount(3);
    expect(await violaciones(page)).toEqual([]);
    await ver.getByRole('button', { name: 'Cerrar' }).click();
    await expect(ver).toBeHidden();
  });

  for (const [lang, textos] of [
    ['en', { filtros: 'Filters', titulo: 'Subsidies', agregar: 'Add subsidy', ver: 'View distribution of SUBSIDIO PRENATAL', distribuir: (n: string) => `Add a distribution to ${n}`, distribucion: (n: string) => `Distribution of ${n}` }],
    ['ay', { filtros: 'Filtronaka', titulo: 'Subsidionaka', agregar: "Subsidio yapt'aña", ver: 'SUBSIDIO PRENATAL jaljäwip uñjaña', distribuir: (n: string) => `${n} ukar jaljäwi yapt'aña`, distribucion: (n: string) => `${n} jaljäwipa` }],
  ] as const) {
    test(`the screen and its dialogs have no accessibility problems in ${lang}`, async ({ page }) => {
      const nombre = `SUBSIDIO ${lang.toUpperCase()} ${marca()}`;
      await entrar(page, PROGRAMA, '/subsidios', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: textos.titulo })).toBeVisible();
      const fila = page.getByRole('row').filter({ hasText: 'SUBSIDIO PRENATAL' }).first();
      await expect(fila).toBeVisible();
      expect(await violaciones(page), `${lang} /subsidios`).toEqual([]);
      await page.getByRole('button', { name: textos.ver, exact: true }).click();
      const ver = page.getByRole('dialog', { name: textos.ver });
      await expect(ver.getByRole('table').first()).toBeVisible();
      expect(await violaciones(page), `${lang} view dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(ver).toBeHidden();

      // A new subsidy (CREADO), whose distribution dialog is then checked too.
      await page.getByRole('button', { name: textos.agregar }).click();
      const alta = page.getByRole('dialog', { name: textos.agregar });
      await expect(alta).toBeVisible();
      expect(await violaciones(page), `${lang} add dialog`).toEqual([]);
      await alta.locator('#subsidio-nombre').fill(nombre);
      await alta.locator('#subsidio-entregas').fill('2');
      await alta.locator('#subsidio-vigencia').fill('30');
      await alta.locator('#subsidio-gestion').fill('2026');
      await alta.locator('#subsidio-monto').fill('100');
      await alta.locator('button[type="submit"]').click();
      await expect(alta).toBeHidden();
      // Found by its name, wherever the list has put it (other runs add subsidies too).
      await page.getByRole('button', { name: textos.filtros }).click();
      const filtros = page.getByRole('search', { name: textos.filtros });
      await filtros.getByRole('textbox').first().fill(nombre);
      await filtros.locator('button[type="submit"]').click();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      await page.getByRole('button', { name: textos.distribuir(nombre) }).click();
      const dist = page.getByRole('dialog', { name: textos.distribucion(nombre) });
      await expect(dist.getByRole('group').first()).toBeVisible();
      expect(await violaciones(page), `${lang} distribution dialog`).toEqual([]);
    });
  }
});
