import { violaciones } from '../fixtures/axe';
import { expect, entrarComo, test } from '../fixtures/login';
import { textos } from '../fixtures/textos';

/**
 * Mail notices on /account (issue 35 §3, decision 065): the demo employer sees the six kinds of an
 * employer (not the providers'), turns one off, the choice is saved on the server (it is still off
 * after a reload and in every language), and the section passes axe in Spanish, English and Aymara.
 */
test('mail notices on /account: one switch per kind of the role, saved for the user; axe in es, en and ay', async ({ page }) => {
  await entrarComo(page, 'empleador');
  await page.goto('/account');
  const es = textos('es');
  const seccion = page.getByRole('region', { name: es('account.correos.title') });
  await expect(seccion).toBeVisible();
  await expect(seccion.getByRole('switch')).toHaveCount(6);
  await expect(seccion.getByRole('group', { name: es('account.correos.grupos.proveedores') })).toHaveCount(0);
  const pagada = seccion.getByRole('switch', { name: es('account.correos.tipos.PLANILLA_PAGADA') });
  await expect(pagada).toBeChecked();
  await pagada.click();
  await expect(page.getByTestId('toast').filter({ hasText: es('account.correos.desactivado', { tipo: es('account.correos.tipos.PLANILLA_PAGADA') }) })).toBeVisible();
  await expect(pagada).not.toBeChecked();
  expect(await violaciones(page), 'es /account').toEqual([]);

  for (const lang of ['en', 'ay']) {
    const t = textos(lang);
    await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
    await page.reload();
    const s = page.getByRole('region', { name: t('account.correos.title') });
    await expect(s.getByRole('group', { name: t('account.correos.grupos.entidades') })).toBeVisible();
    await expect(s.getByRole('switch', { name: t('account.correos.tipos.PLANILLA_PAGADA') })).not.toBeChecked();
    await expect(s.getByRole('switch', { name: t('account.correos.tipos.CPT_EMITIDO') })).toBeChecked();
    expect(await violaciones(page), `${lang} /account`).toEqual([]);
  }

  // Back on, as the demo had it.
  await page.evaluate(() => localStorage.setItem('pb.lang', 'es'));
  await page.reload();
  const otraVez = page.getByRole('region', { name: es('account.correos.title') }).getByRole('switch', { name: es('account.correos.tipos.PLANILLA_PAGADA') });
  await otraVez.click();
  await expect(otraVez).toBeChecked();
});
