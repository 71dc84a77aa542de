import { readFile } from 'node:fs/promises';
import { violaciones } from '../fixtures/axe';
import { combo, elegirOpcion } from '../fixtures/forms';
import { expect, olvidarSesion, test } from '../fixtures/login';
import { PROGRAMA, ingresar } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

/**
 * `/calidad` (issue 35 §4, decisions 062 and 066): the programme administrator (role 2) finds the card
 * the demo seed planted (assigned 120 days ago, never used) in the findings the demo start computed,
 * sees when they were computed, downloads the report's CSV and recomputes them (the list reloads
 * with the card still there); the settled page passes Axe in Spanish, English and Aymara.
 */
test('the programme administrator finds an unused card and downloads the report', async ({ page }) => {
  await ingresar(page, PROGRAMA);
  for (const lang of ['es', 'en', 'ay'] as const) {
    const t = textos(lang);
    await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
    await page.goto('/calidad');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t('calidad.titulo'), exact: true })).toBeVisible();
    await elegirOpcion(combo(page, t('calidad.reporte')), t('calidad.reportes.tarjetasSinUso'));
    await expect(page.getByRole('grid').getByText('DE0CA11DAD062')).toBeVisible();
    await expect(page.getByTestId('calidad-calculado')).toContainText(t('calidad.calculadoEl', { cuando: '' }).trim());
    expect(await violaciones(page), lang).toEqual([]);
    if (lang !== 'es') continue;
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t('calidad.descargar') }).click()]);
    const texto = await readFile((await descarga.path())!, 'utf8');
    const filas = texto.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(filas[0]).toBe('Clave;Documento;Nombre;Detalle');
    expect(filas.some((f) => f.startsWith('DE0CA11DAD062;'))).toBe(true);
    // Recompute now: the button shows its progress, then the message, and the list reloads.
    await page.getByRole('button', { name: t('calidad.actualizar') }).click();
    await expect(page.getByText(t('servidor.mensajes.calidadActualizada'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('calidad.actualizar') })).toBeEnabled();
    await expect(page.getByRole('grid').getByText('DE0CA11DAD062')).toBeVisible();
    await expect(page.getByTestId('calidad-calculado')).toContainText(t('calidad.calculadoEl', { cuando: '' }).trim());
  }
  await page.evaluate(() => localStorage.setItem('pb.lang', 'es'));
  await olvidarSesion(page);
});
