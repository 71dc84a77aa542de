import { readFile } from 'node:fs/promises';
import { violaciones } from '../fixtures/axe';
import { combo, elegirOpcion } from '../fixtures/forms';
import { expect, olvidarSesion, test } from '../fixtures/login';
import { PROGRAMA, entrar } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

/** The demo employer's and the ETA's NITs (integrations/demo-personas.ts) and the worker seed/calidad.ts gives a SEGIP-confirmed birth date (DOCUMENTO_FECHA_OVT). */
const NIT_DEMO = '2030405060';
const NIT_ETA = '4050607080';
const DOCUMENTO_FECHA_OVT = '1270777';

/**
 * `/calidad` (issue 35 §4, decisions 062 and 066): the programme administrator (role 2) finds, in the
 * findings the demo start computed, what the demo seed planted: the worker whose OVT birth date is not
 * SEGIP's, the person in two employers' payrolls of one month, and the card assigned 120 days ago and
 * never used; sees when they were computed, downloads the report's CSV and recomputes them (the list
 * reloads with the card still there). The settled page passes Axe in Spanish, English and Aymara.
 */
const escaparRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the programme administrator finds the planted problems and downloads a report', async ({ page }) => {
  await entrar(page, PROGRAMA);
  for (const lang of ['es', 'en', 'ay'] as const) {
    const t = textos(lang);
    await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
    await page.goto('/calidad');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t('calidad.titulo'), exact: true })).toBeVisible();
    // The planted OVT/SEGIP birth-date difference (the first report, the one shown) and the person in the demo employer's and the ETA's payrolls of one month.
    await expect(page.getByRole('table').getByText(new RegExp(`^OVT \\d{2}/\\d{2}/\\d{4} · SEGIP \\d{2}/\\d{2}/\\d{4} · TEXTILES ILLIMANI S\\.A\\. \\(NIT ${NIT_DEMO}\\)$`))).toBeVisible();
    await expect(page.getByRole('table').getByText(DOCUMENTO_FECHA_OVT, { exact: true })).toBeVisible();
    expect(await violaciones(page), lang).toEqual([]);
    await elegirOpcion(combo(page, t('calidad.reporte')), t('calidad.reportes.planillasDosEmpleadores'));
    await expect(page.getByRole('table').getByText(new RegExp(`^\\d{4}-\\d{2}: GOBIERNO AUTÓNOMO MUNICIPAL DE ORURO DEMO \\(NIT ${NIT_ETA}\\), TEXTILES ILLIMANI S\\.A\\. \\(NIT ${NIT_DEMO}\\)$`))).toBeVisible();
    await elegirOpcion(combo(page, t('calidad.reporte')), t('calidad.reportes.tarjetasSinUso'));
    await expect(page.getByRole('table').getByText('DE0CA11DAD062')).toBeVisible();
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
    await expect(page.getByRole('table').getByText('DE0CA11DAD062')).toBeVisible();
    await expect(page.getByTestId('calidad-calculado')).toContainText(t('calidad.calculadoEl', { cuando: '' }).trim());
    // Again at once: refused, and the page says from when it may be asked (issue 51 §16).
    await page.getByRole('button', { name: t('calidad.actualizar') }).click();
    const [antes, despues] = t('servidor.mensajes.calidadEnEspera', { minutos: '5', hora: 'HORA' }).split('HORA') as [string, string];
    await expect(page.getByRole('alert').filter({ hasText: new RegExp(`^${escaparRegex(antes)}\\d{2}:\\d{2}${escaparRegex(despues)}$`) })).toBeVisible();
  }
  await page.evaluate(() => localStorage.setItem('pb.lang', 'es'));
  await olvidarSesion(page);
});
