import type { Page } from '@playwright/test';
import { ACCOUNTS, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { generarCodigoDePlanilla } from '../fixtures/cpt';
import { expect, test } from '../fixtures/login';
import { olvidarSesion } from '../fixtures/login';
import { PUBLICA, crearPlanilla, fila } from '../fixtures/planillas';
import { PROGRAMA, entrar, marca } from '../fixtures/programa';
import { textos } from '../fixtures/textos';


async function entrarEn(page: Page, cuenta: Account, lang: string, ruta: string, titulo: string) {
  await olvidarSesion(page);
  await entrar(page, cuenta, ruta, { idioma: lang });
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('heading', { level: 1, name: titulo, exact: true })).toBeVisible();
}

for (const lang of ['en', 'ay'] as const) {
  test(`the employer's payroll screens and dialogs have no accessibility problems in ${lang}`, async ({ page, request }) => {
    const t = textos(lang);
    const nombre = `PLANILLA ${lang.toUpperCase()} ${marca()}`;
    await crearPlanilla(request, ACCOUNTS.empleador, nombre);

    // The employer's payrolls, the create dialog, the beneficiaries, the payment code and the generated code.
    await entrarEn(page, ACCOUNTS.empleador, lang, '/planillasPlanificar', t('planillas.titulo'));
    const lista = page.getByRole('table', { name: t('planillas.creadas') });
    await expect(fila(lista, nombre)).toBeVisible();
    expect(await violaciones(page), `${lang} /planillasPlanificar`).toEqual([]);
    await page.getByRole('button', { name: t('planillas.agregar'), exact: true }).click();
    const crear = page.getByRole('dialog', { name: t('planillas.crear.titulo') });
    await expect(crear.getByTestId('crear-planilla-total')).not.toHaveText(/^0 /);
    expect(await violaciones(page), `${lang} create dialog`).toEqual([]);
    await crear.getByRole('button', { name: t('common.cancel') }).click();
    await expect(crear).toBeHidden();

    await fila(lista, nombre).getByRole('button', { name: t('planillas.acciones.ver', { nombre }) }).click();
    const lineas = page.getByRole('dialog', { name: t('planillas.lineas.titulo', { nombre }) });
    await expect(lineas.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect(await violaciones(page), `${lang} beneficiaries dialog`).toEqual([]);
    await lineas.getByRole('button', { name: t('common.close') }).click();

    await generarCodigoDePlanilla(page, t, nombre, lang);

    await page.goto('/planillasHistorial');
    await expect(page.getByRole('heading', { level: 1, name: t('planillas.historial.titulo') })).toBeVisible();
    await expect(fila(page.getByRole('table'), nombre)).toBeVisible();
    expect(await violaciones(page), `${lang} /planillasHistorial`).toEqual([]);
  });

  // Apart from the employer's: on a busy machine the two together outlast a journey's time.
  test(`the C31 screens and dialogs have no accessibility problems in ${lang}`, async ({ page, request }) => {
    const t = textos(lang);

    // The public entity's C31 screen and dialog.
    const publica = `PLANILLA C31 ${lang.toUpperCase()} ${marca()}`;
    await crearPlanilla(request, PUBLICA, publica);
    await entrarEn(page, PUBLICA, lang, '/pagosc31', t('pagosc31.titulo'));
    const planillas = page.getByRole('table', { name: t('pagosc31.planillas') });
    await expect(fila(planillas, publica)).toBeVisible();
    expect(await violaciones(page), `${lang} /pagosc31 (entity)`).toEqual([]);
    await fila(planillas, publica).getByRole('button', { name: t('planillas.acciones.c31', { nombre: publica }) }).click();
    const c31 = page.getByRole('dialog', { name: t('planillas.c31.titulo') });
    await expect(c31.getByRole('button', { name: t('planillas.c31.elegirPdf') })).toBeVisible();
    expect(await violaciones(page), `${lang} C31 dialog`).toEqual([]);
    await c31.getByRole('button', { name: t('common.cancel') }).click();

    // The programme's forms and its daily report.
    await entrarEn(page, PROGRAMA, lang, '/pagosc31', t('pagosc31.tituloPrograma'));
    await expect(page.getByRole('table', { name: t('pagosc31.formularios') })).toBeVisible();
    expect(await violaciones(page), `${lang} /pagosc31 (programme)`).toEqual([]);
    await page.getByRole('button', { name: t('pagosc31.reporte.titulo') }).click();
    await expect(page.getByRole('dialog', { name: t('pagosc31.reporte.titulo') })).toBeVisible();
    expect(await violaciones(page), `${lang} daily report dialog`).toEqual([]);
  });
}
