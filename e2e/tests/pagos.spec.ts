import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { diaMesAnio, fechaBolivia, sumarDias } from '@pb/contract';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { expect, test, olvidarSesion } from '../fixtures/login';
import { abrirEntrada, fila } from '../fixtures/planillas';
import { PROGRAMA, entrar, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

/** The demo provider's owner (role 4), through the NIT form. */
const PROVEEDOR: Account = { form: 'nit', nit: '1020304050', usuario: 'proveedor', password: DEMO_PASSWORD, nombre: 'Proveedor' };

/** The AAAA-MM-DD of a day `atras` days before today in Bolivia. */
const diaIso = (atras: number) => sumarDias(fechaBolivia(new Date()), -atras);

async function descargar(page: Page, accion: () => Promise<void>) {
  const [archivo] = await Promise.all([page.waitForEvent('download'), accion()]);
  return { nombre: archivo.suggestedFilename(), texto: (await readFile((await archivo.path())!)).toString('utf8') };
}

test.describe('pagos', () => {
  test("the programme settles the demo sales and downloads the entity payments report; the provider sees its payment PAGADO and downloads its details", async ({ page }) => {
    // The programme settles the sales up to yesterday.
    await entrar(page, PROGRAMA);
    await abrirEntrada(page, 'Reportes', 'Pagos a entidades', 'Pagos a entidades');
    expect(await violaciones(page)).toEqual([]);
    await page.getByRole('button', { name: 'Liquidar ventas' }).click();
    const confirmar = page.getByRole('dialog', { name: 'Liquidar ventas' });
    await expect(confirmar).toContainText('hasta ayer');
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    // The signing journey (firmas.spec.ts, earlier in the run) may have settled them already: its one payment is this one.
    await expect(toast(page, 'Ventas liquidadas: 1 pago por Bs').or(toast(page, 'No hay ventas por liquidar hasta ayer.'))).toBeVisible();
    const ultimos = page.getByRole('table', { name: 'Últimos pagos a proveedores' });
    const pago = fila(ultimos, 'DISTRIBUIDORA ANDINA S.R.L.');
    await expect(pago).toContainText('PAGADO');
    expect(await violaciones(page)).toEqual([]);

    // Its summary report of the last month: the provider's line, paid.
    const reporte = page.getByRole('form', { name: 'Reporte de pagos a entidades' });
    await reporte.getByRole('button', { name: 'Descargar' }).click();
    await expect(reporte.getByRole('alert')).toHaveText('Las fechas inicial y final son obligatorias.');
    await reporte.getByRole('textbox', { name: 'Fecha inicial' }).fill(diaMesAnio(diaIso(30)));
    await reporte.getByRole('textbox', { name: 'Fecha final' }).fill(diaMesAnio(diaIso(0)));
    const resumen = await descargar(page, () => reporte.getByRole('button', { name: 'Descargar' }).click());
    // The file carries the days chosen (issue 32).
    expect(resumen.nombre).toBe(`pagos-entidades-resumen-${diaIso(30)}-al-${diaIso(0)}.csv`);
    const lineas = resumen.texto.replace('\ufeff', '').trim().split('\r\n');
    expect(lineas[0]).toBe('nit;entidad;pagos;total;pagado;enviado;observado');
    expect(lineas.find((l) => l.startsWith('1020304050;'))).toMatch(/^1020304050;DISTRIBUIDORA ANDINA S\.R\.L\.;1;(\d+,\d{2});\1;0,00;0,00$/);

    // The provider sees it PAGADO and downloads its sales.
    await olvidarSesion(page);
    await entrar(page, PROVEEDOR);
    await abrirEntrada(page, 'Proveedor', 'Pagos', 'Pagos');
    const propio = page.getByRole('table', { name: 'Pagos por ventas' }).getByRole('row').nth(1);
    await expect(propio).toContainText('PAGADO');
    await expect(propio).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(await violaciones(page)).toEqual([]);
    const detalle = await descargar(page, () => propio.getByRole('button', { name: /^Descargar el detalle del pago/ }).click());
    expect(detalle.nombre).toMatch(/^ventas-pagadas-distribuidora-andina-s-r-l-\d{4}-\d{2}-\d{2}(-al-\d{4}-\d{2}-\d{2})?\.csv$/);
    const ventas = detalle.texto.replace('\ufeff', '').trim().split('\r\n');
    expect(ventas[0]).toBe('fecha;id_transaccion;punto_venta;metodo;productos;monto');
    expect(ventas.length).toBeGreaterThan(5);
    expect(ventas.slice(1).every((l) => /;DEMO-\d{4};/.test(l))).toBe(true);

    // The same screen in English and Aymara.
    for (const lang of ['en', 'ay'] as const) {
      const t = textos(lang);
      await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
      await page.goto('/pagos');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: t('pagosProveedor.titulo'), exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: t('pagosProveedor.lista') }).getByRole('row').nth(1)).toContainText(t('estados.PAGADO'));
      expect(await violaciones(page)).toEqual([]);
    }
  });
});
