import { violaciones } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { textos } from '../fixtures/textos';

test('the recovery and sign-up pages speak English and Aymara, and pass axe in each', async ({ page }) => {
  for (const lang of ['en', 'ay']) {
    const t = textos(lang);
    await page.addInitScript((l) => localStorage.setItem('pb.lang', l), lang);
    for (const [ruta, titulo] of [['/recuperar', 'cuentas.recuperar.title'], ['/registro', 'cuentas.registro.title'], ['/restablecer?token=x', 'cuentas.restablecer.title'], ['/confirmar?token=x', 'cuentas.confirmar.title']] as const) {
      await page.goto(ruta);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(titulo));
      expect(await violaciones(page), `${lang} ${ruta}`).toEqual([]);
    }
  }
});
