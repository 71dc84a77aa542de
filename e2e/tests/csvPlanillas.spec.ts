import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { abrirDesdeMenu, ingresar, menu, toast } from '../fixtures/programa';

const BOM = '\ufeff';

/** The lines of the downloaded payroll (CRLF, a header first). */
function lineas(texto: string): string[] {
  return texto
    .replace(BOM, '')
    .split('\r\n')
    .filter((l) => l.length > 0);
}

/** The file with every worker's aguinaldo filled in: monto_detalle is the last column. */
function conMontos(tabla: string[], monto: (i: number) => string): Buffer {
  const [cabecera, ...resto] = tabla;
  const llenas = [cabecera!, ...resto.map((l, i) => l.replace(/;[^;]*$/, `;${monto(i)}`))];
  return Buffer.from(BOM + llenas.join('\r\n') + '\r\n', 'utf8');
}

async function subir(page: Page, contenido: Buffer) {
  await page.getByTestId('archivo-planilla').setInputFiles({ name: 'planilla.csv', mimeType: 'text/csv', buffer: contenido });
  const dialogo = page.getByRole('dialog', { name: 'Resultado de la revisión' });
  await expect(dialogo).toBeVisible();
  return dialogo;
}

test.describe('csv_planillas', () => {
  test('the demo employer fetches its workers, fills the CSV, sees a broken file refused and loads a good one', async ({ page }) => {
    await ingresar(page, ACCOUNTS.empleador);
    await abrirDesdeMenu(page, 'Planillas', 'Planilla de trabajadores', 'Planilla de trabajadores');
    await expect(page.getByText('2030405060')).toBeVisible();

    // Step 1: the workers from OVT; birth dates that differ are listed in the spec's dialog.
    await page.getByRole('button', { name: 'Obtener trabajadores' }).click();
    await expect(toast(page, 'trabajadores con el OVT')).toBeVisible();
    const fechas = page.getByRole('dialog', { name: 'Problemas en fechas de nacimientos. Corrija. Comuníquese con Agetic.' });
    if (await fechas.isVisible()) {
      await expect(fechas.getByRole('columnheader', { name: 'CI', exact: true })).toBeVisible();
      await fechas.getByRole('button', { name: 'Cerrar' }).click();
    }
    const lista = page.getByRole('grid', { name: 'Trabajadores pendientes de planilla' });
    await expect(lista.getByRole('row').nth(1)).toBeVisible();

    // Step 2: the CSV to fill in.
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar planilla CSV' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^planilla_trabajadores_\d{4}-\d{2}-\d{2}\.csv$/);
    const texto = await readFile((await descarga.path())!, 'utf8');
    expect(texto.startsWith(BOM)).toBe(true);
    const tabla = lineas(texto);
    expect(tabla[0]).toBe('nro_documento;complemento;nombre_completo;fecha_nacimiento;celular;sucursal;monto_detalle');
    expect(tabla.length).toBeGreaterThan(2);
    const documento = tabla[1]!.split(';')[0]!;

    // A broken file: an amount that is not a number, and a worker twice. Nothing is written.
    const rota = conMontos([...tabla, tabla[1]!], (i) => (i === 1 ? 'mil' : '1500,50'));
    const errores = await subir(page, rota);
    await expect(errores.getByRole('alert')).toHaveText('Se encontraron los siguientes errores en su planilla. Corrijalas por favor.');
    await expect(errores.getByRole('row').filter({ hasText: 'El monto debe ser un número mayor a cero con hasta 2 decimales.' })).toContainText('3');
    await expect(errores.getByRole('row').filter({ hasText: 'El documento está repetido en la planilla (fila 2).' })).toBeVisible();
    await expect(errores.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await errores.getByRole('button', { name: 'Cerrar' }).click();

    // The good file, then Continuar writes the amounts.
    const buena = await subir(page, conMontos(tabla, () => '1500,50'));
    await expect(buena.getByRole('alert')).toHaveText('Planilla correcta.');
    await buena.getByRole('button', { name: 'Continuar' }).click();
    await expect(toast(page, `Se actualizaron los montos de ${tabla.length - 1} trabajadores.`)).toBeVisible();
    await expect(buena).toBeHidden();

    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('search', { name: 'Filtros' });
    await panel.getByRole('textbox', { name: 'Nro. documento' }).fill(documento);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    const fila = lista.getByRole('row').filter({ hasText: documento });
    await expect(fila).toContainText('1.500,50');
    await expect(fila).toContainText('225,08');
  });

  test('a dual-profile employer goes to its seller menu', async ({ page }) => {
    const doble: Account = { form: 'nit', nit: '2030405060', usuario: 'doble', password: DEMO_PASSWORD, nombre: 'PATRICIA' };
    await ingresar(page, doble);
    await abrirDesdeMenu(page, 'Planillas', 'Planilla de trabajadores', 'Planilla de trabajadores');
    await page.getByRole('button', { name: 'Ir al menú de vendedor' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu(page).getByRole('button', { name: 'Proveedor' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Planillas' })).toHaveCount(0);
  });

  for (const [lang, titulo] of [
    ['en', 'Workers payroll'],
    ['ay', 'Irnaqirinakan planillapa'],
  ] as const) {
    test(`the screen has no accessibility problems in ${lang}`, async ({ page }) => {
      await ingresar(page, ACCOUNTS.empleador);
      await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
      await page.goto('/csv_planillas');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
      await expect(page.getByRole('grid')).toBeVisible();
      expect(await violaciones(page), `${lang} /csv_planillas`).toEqual([]);
    });
  }
});
