import { execFileSync } from 'node:child_process';
import { centavosADecimal, formatoBs } from '@pb/contract';
import { ACCOUNTS, DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { gql } from '../fixtures/planillas';
import { abrirDesdeMenu, entrar, toast } from '../fixtures/programa';
import { codigoRecibido } from '../fixtures/sms';
import { desborde, TELEFONO } from '../fixtures/telefono';
import { textos } from '../fixtures/textos';

/** The demo provider's cashier (role 8), at her point of sale (seed/demo.ts). */
const CAJERO: Account = { form: 'otros', usuario: 'cajero', password: DEMO_PASSWORD, nombre: 'SANDRA' };
/** The demo beneficiary for purchases (seed/ventas.ts DOCUMENTO_COMPRAS): ACTIVO bonus, a mobile, SMS purchases on. */
const DOCUMENTO = '3678446';
const PRODUCTO = 'FIDEO TALLARÍN';


/** 'Bs 1.234,50' → 123450 centavos. */
const centavos = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', ''));
/** A masked name: each word's first letter and three asterisks (decision 030 point 10). */
const ENMASCARADO = /^\S\*\*\*( \S\*\*\*)+$/;
/** Centavos as the screens write them ('Bs 1.234,50'). */
const bs = (c: number) => formatoBs(centavosADecimal(c));

test.describe('ventas', () => {
  test('the cashier finds the demo beneficiary (masked, no balance), verifies her SMS code (name and balance), sells, prints the receipt, sees the lower balance, and reverses the sale', async ({ page, request }) => {
    const trabajadoras = await gql<{ beneficiariasPorEntidad: { rows: Array<{ beneficiaria_datos_persona_movil: string | null }> } }>(
      request,
      ACCOUNTS.empleador,
      'query ($d: String) { beneficiariasPorEntidad(nro_documento: $d, limit: 5) { rows { beneficiaria_datos_persona_movil } } }',
      { d: DOCUMENTO },
    );
    const movil = trabajadoras.beneficiariasPorEntidad.rows.find((r) => r.beneficiaria_datos_persona_movil)!.beneficiaria_datos_persona_movil!;

    await entrar(page, CAJERO);
    await abrirDesdeMenu(page, 'Proveedor', 'Ventas', 'Ventas');
    expect(await violaciones(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'Nº de documento' }).fill(DOCUMENTO);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    // Before she is identified: a masked name, her state, no balance and no products.
    const nombre = page.getByRole('heading', { level: 2, name: ENMASCARADO });
    await expect(nombre).toBeVisible();
    const saldo = page.getByTestId('saldo-1');
    await expect(saldo).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirmar venta', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Enviar código', exact: true }).click();
    await expect(toast(page, 'Código de compra enviado por SMS')).toBeVisible();
    await page.getByRole('textbox', { name: 'Código de compra' }).fill(await codigoRecibido(request, movil));
    expect(await violaciones(page)).toEqual([]);
    await page.getByRole('button', { name: 'Verificar', exact: true }).click();
    await expect(saldo).toHaveText(/^Bs [\d.]+,\d\d$/);
    await expect(page.getByRole('heading', { level: 2, name: ENMASCARADO })).toHaveCount(0);
    await expect(page.getByRole('region', { name: /^[A-ZÁÉÍÓÚÑ ]+$/ })).toBeVisible();
    const antes = centavos((await saldo.textContent())!);
    expect(antes).toBeGreaterThan(1200);

    // On a phone (issue 32 item 14) the products' table fits its card: the page does not scroll sideways
    // and the quantity is at hand.
    const escritorio = page.viewportSize()!;
    await page.setViewportSize(TELEFONO);
    expect(await desborde(page)).toBeNull();
    const cantidad = page.getByRole('textbox', { name: `Cantidad de ${PRODUCTO}` });
    await cantidad.fill('2');
    await expect(cantidad).toBeInViewport();
    await expect(page.getByText('Total: Bs 12,00')).toBeVisible();
    await page.setViewportSize(escritorio);
    expect(await violaciones(page)).toEqual([]);

    await page.getByRole('button', { name: 'Confirmar venta', exact: true }).click();
    await expect(toast(page, 'Venta realizada')).toBeVisible();
    const recibo = page.getByRole('region', { name: /^Recibo de la venta Nº \d+$/ });
    await expect(recibo).toBeVisible();
    await expect(recibo.getByText('Monto: Bs 12,00')).toBeVisible();
    await expect(recibo.getByText(`Saldo restante: ${bs(antes - 1200)}`)).toBeVisible();
    await expect(saldo).toHaveText(bs(antes - 1200));
    // The sale spent the code: another sale starts with a new one.
    await expect(page.getByText('La venta usó el código: para otra venta, envíe uno nuevo y verifíquelo.')).toBeVisible();

    const [descarga] = await Promise.all([page.waitForEvent('download'), recibo.getByRole('button', { name: 'Imprimir recibo', exact: true }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^recibo-\d+\.pdf$/);
    const pdf = execFileSync('pdftotext', ['-layout', (await descarga.path())!, '-'], { encoding: 'utf8' });
    expect(pdf).toContain('Recibo de compra');
    expect(pdf).toContain(DOCUMENTO);
    expect(pdf).toContain(PRODUCTO);
    expect(pdf).toContain('Total: Bs 12,00');
    expect(await violaciones(page)).toEqual([]);

    // The same day, the cashier reverses it after a confirmation: the balance comes back whole.
    await recibo.getByRole('button', { name: 'Revertir venta', exact: true }).click();
    const confirmar = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(confirmar).toContainText('¿Está seguro de revertir esta venta de Bs 12,00?');
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Venta revertida')).toBeVisible();
    await expect(recibo.getByText('Venta revertida: el monto volvió al saldo de la beneficiaria.')).toBeVisible();
    await expect(recibo.getByRole('button', { name: 'Revertir venta', exact: true })).toHaveCount(0);
    // The reversal answers her balance after it (issue 31).
    await expect(saldo).toHaveText(bs(antes));
    expect(await violaciones(page)).toEqual([]);

    // The same screen in English and Aymara.
    for (const lang of ['en', 'ay'] as const) {
      const t = textos(lang);
      await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: t('ventas.titulo') })).toBeVisible();
      await page.getByRole('textbox', { name: t('ventas.documento') }).fill(DOCUMENTO);
      await page.getByRole('button', { name: t('ventas.buscar'), exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: ENMASCARADO })).toBeVisible();
      await expect(page.getByText(t('ventas.identificar'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('ventas.verificar'), exact: true })).toBeVisible();
      expect(await violaciones(page), lang).toEqual([]);
    }
    await page.evaluate(() => localStorage.setItem('pb.lang', 'es'));
  });
});
