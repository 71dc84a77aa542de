import { readFile } from 'node:fs/promises';
import { violaciones } from '../fixtures/axe';
import { campo } from '../fixtures/forms';
import { expect, olvidarSesion, test } from '../fixtures/login';
import { PROGRAMA, entrar, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

/**
 * `/conciliacion` (issue 35 §1, decision 064): the programme administrator (role 2) sees on the
 * dashboard the open difference the demo seed planted (yesterday's reconciliation), finds it on the
 * screen, which passes Axe in Spanish, English and Aymara, resolves it with a reason and downloads
 * the day's CSV.
 */
const CODIGO = '9000000062';

test('the programme administrator finds an open reconciliation difference and resolves it', async ({ page }) => {
  await entrar(page, PROGRAMA);
  const es = textos('es');
  await expect(page.getByTestId('conciliacion-abiertas')).toContainText(es('conciliacion.abiertasTablero'));
  for (const lang of ['es', 'en', 'ay'] as const) {
    const t = textos(lang);
    await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
    await page.goto('/conciliacion');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t('conciliacion.titulo'), exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByText(CODIGO)).toBeVisible();
    await expect(page.getByTestId('conciliacion-resumen')).toBeVisible();
    expect(await violaciones(page), lang).toEqual([]);
  }

  await page.evaluate(() => localStorage.setItem('pb.lang', 'es'));
  await page.goto('/conciliacion');
  await expect(page.getByRole('table').getByText(CODIGO)).toBeVisible();
  await page.getByRole('button', { name: es('conciliacion.resolver.accion', { codigo: CODIGO }) }).click();
  const dialogo = page.getByRole('dialog', { name: es('conciliacion.resolver.titulo', { codigo: CODIGO }) });
  await expect(dialogo).toBeVisible();
  // A code the programme never issued: the dialog says that resolving credits nothing.
  await expect(dialogo).toContainText(es('conciliacion.resolver.noEmitido'));
  expect(await violaciones(page), 'diálogo').toEqual([]);
  await campo(dialogo, es('conciliacion.resolver.motivo')).fill('Código ajeno al programa: informado a la plataforma');
  await dialogo.getByRole('button', { name: es('conciliacion.resolver.boton'), exact: true }).click();
  await expect(toast(page, es('servidor.mensajes.conciliacionResueltaSinAbono'))).toBeVisible();
  await expect(dialogo).toBeHidden();
  const fila = page.getByRole('row').filter({ hasText: CODIGO });
  await expect(fila).toContainText('Código ajeno al programa');
  await expect(fila).toContainText(es('conciliacion.estados.RESUELTA'));

  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: es('conciliacion.descargarCsv') }).click()]);
  const texto = await readFile((await descarga.path())!, 'utf8');
  const filas = texto.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(filas[0]).toContain('Código');
  expect(filas.some((f) => f.includes(CODIGO) && f.includes('RESUELTA'))).toBe(true);
  await olvidarSesion(page);
});
