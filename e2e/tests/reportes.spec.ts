import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { diaMesAnio, fechaBolivia, sumarDias } from '@pb/contract';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { campo, elegir } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { olvidarSesion } from '../fixtures/login';
import { PROGRAMA, entrar, toast } from '../fixtures/programa';

/**
 * The reports of spec part 2 §2.12 (issue 17) over the demo's past sales at DISTRIBUIDORA ANDINA
 * (2 to 30 days ago): the programme downloads expenses, sales and pending pickup; the provider its
 * own point of sale's sales. Only reads: no demo record changes.
 */
const PROVEEDOR: Account = { form: 'nit', nit: '1020304050', usuario: 'proveedor', password: DEMO_PASSWORD, nombre: 'LUCÍA' };

/** A day `delta` days from today in Bolivia, as a file name writes it (aaaa-mm-dd). */
const diaIso = (delta: number) => sumarDias(fechaBolivia(new Date()), delta);

/** The same day as the date fields take it (dd/mm/aaaa). */
const dia = (delta: number) => diaMesAnio(diaIso(delta));

async function filasDe(descarga: Download) {
  const texto = await readFile((await descarga.path())!, 'utf8');
  expect(texto.startsWith('\uFEFF')).toBe(true);
  return texto.slice(1).trim().split('\r\n').map((l) => l.split(';'));
}

async function descargar(page: Page, nombre?: string) {
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar', exact: true }).click()]);
  await expect(toast(page, 'Reporte descargado')).toBeVisible();
  // The file carries the days chosen (issue 32), not the day after the last one.
  if (nombre) expect(descarga.suggestedFilename()).toBe(nombre);
  const filas = await filasDe(descarga);
  await expect(toast(page, 'Reporte descargado')).toHaveCount(0, { timeout: 15_000 });
  return filas;
}

async function fechas(page: Page) {
  await campo(page, 'Fecha inicial').fill(dia(-40));
  await campo(page, 'Fecha final').fill(dia(0));
}

test('the programme downloads the expenses report, summary and detailed', async ({ page }) => {
  await entrar(page, PROGRAMA, '/reporte-gastos');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de gastos' })).toBeVisible();
  // Both dates are required.
  await page.getByRole('button', { name: 'Descargar', exact: true }).click();
  await expect(page.getByText('Las fechas inicial y final son obligatorias.')).toBeVisible();
  await fechas(page);
  expect(await violaciones(page)).toEqual([]);
  const resumen = await descargar(page, `gastos-resumen-${diaIso(-40)}-al-${diaIso(0)}.csv`);
  expect(resumen[0]).toEqual(['subsidio', 'grupo', 'departamento', 'nro_ventas', 'monto']);
  expect(resumen.length).toBeGreaterThan(1);

  await page.getByRole('radio', { name: 'Detallado' }).check();
  const detalle = await descargar(page);
  expect(detalle[0]).toEqual(['fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'grupo', 'producto', 'cantidad', 'precio', 'monto']);
  expect(detalle.some((r) => r[1]!.startsWith('DEMO-') && r[2] === 'DISTRIBUIDORA ANDINA S.R.L.')).toBe(true);
});

test('the programme downloads the sales report of every provider', async ({ page }) => {
  await entrar(page, PROGRAMA, '/reporteVentas');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de ventas' })).toBeVisible();
  await fechas(page);
  const resumen = await descargar(page);
  expect(resumen[0]).toEqual(['proveedor', 'nit', 'punto_venta', 'departamento', 'nro_ventas', 'monto', 'nro_revertidas']);
  expect(resumen.some((r) => r[0] === 'DISTRIBUIDORA ANDINA S.R.L.' && r[1] === '1020304050' && Number(r[4]) > 0)).toBe(true);
  await page.getByRole('radio', { name: 'Detallado' }).check();
  const detalle = await descargar(page);
  expect(detalle[0]).toEqual(['fecha', 'id_transaccion', 'proveedor', 'punto_venta', 'departamento', 'subsidio', 'beneficiaria', 'metodo', 'monto', 'estado']);
  const demo = detalle.find((r) => r[1]!.startsWith('DEMO-'))!;
  expect(demo[6]).toMatch(/^\*+\d{3}$/);
  expect(demo[9]).toBe('REALIZADA');
});

test('the programme downloads the pending pickup report after choosing the cascade', async ({ page }) => {
  await entrar(page, PROGRAMA, '/pendientesRecojo');
  await expect(page.getByRole('heading', { level: 1, name: 'Pendientes de recojo' })).toBeVisible();
  const formulario = page.locator('#pendientes-recojo');
  await page.getByRole('combobox', { name: /^Subsidio/ }).click();
  await page.getByRole('option').first().click();
  await elegir(formulario, 'Departamento', 'La Paz');
  await elegir(formulario, 'Provincia', 'Murillo');
  await elegir(formulario, 'Municipio', 'El Alto');
  // A new department clears the province and the municipality.
  await elegir(formulario, 'Departamento', 'Oruro');
  await expect(page.getByRole('combobox', { name: /^Provincia/ })).not.toContainText('Murillo');
  await elegir(formulario, 'Departamento', 'La Paz');
  await elegir(formulario, 'Provincia', 'Murillo');
  await elegir(formulario, 'Municipio', 'El Alto');
  expect(await violaciones(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Detallado' }).check();
  const detalle = await descargar(page);
  expect(detalle[0]).toEqual(['nro_documento', 'complemento', 'nombre', 'celular', 'sucursal', 'calendarios_pendientes', 'monto', 'fecha_limite']);
  await page.getByRole('radio', { name: 'Resumen' }).check();
  const resumen = await descargar(page);
  expect(resumen[0]).toEqual(['sucursal', 'nro_beneficiarias', 'nro_calendarios', 'monto']);
});

test('the provider downloads its own point of sale’s sales', async ({ page }) => {
  await olvidarSesion(page);
  await entrar(page, PROVEEDOR, '/reporteVentas');
  await expect(page.getByRole('heading', { level: 1, name: 'Reporte de ventas' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Punto de venta/ }).click();
  await page.getByRole('option').first().click();
  await fechas(page);
  expect(await violaciones(page)).toEqual([]);
  const filas = await descargar(page);
  expect(filas[0]).toEqual(['fecha', 'id_transaccion', 'beneficiaria', 'metodo', 'monto', 'estado']);
});

for (const lang of ['en', 'ay'] as const) {
  test(`the expenses report reads in ${lang} without accessibility problems`, async ({ page }) => {
    const catalogo = JSON.parse(readFileSync(new URL(`../../apps/web/src/i18n/${lang}.json`, import.meta.url), 'utf8')) as { reportes: { gastos: { titulo: string }; descargar: string } };
    await entrar(page, PROGRAMA, '/reporte-gastos', { idioma: lang });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: catalogo.reportes.gastos.titulo, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: catalogo.reportes.descargar, exact: true })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });
}
