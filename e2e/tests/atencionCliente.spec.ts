import { execFileSync } from 'node:child_process';
import type { Download, Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { abrirLista, campo } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { abrirDesdeMenu, entrar, toast } from '../fixtures/programa';

/** The demo's auditor (role 10), who may read the counter's statements. */
const CONSULTA: Account = { form: 'otros', usuario: 'consulta', password: DEMO_PASSWORD, nombre: 'JORGE LUIS' };
/** The demo beneficiary of SUBSIDIO PRENATAL paid by the demo's PAGADO payroll (seed/entregas.ts; README). */
const DOCUMENTO = '10191816';

/** The text of a downloaded PDF, as poppler's pdftotext reads it. */
async function textoDe(descarga: Download): Promise<string> {
  return execFileSync('pdftotext', ['-layout', (await descarga.path())!, '-'], { encoding: 'utf8' });
}

async function descargar(page: Page, boton: string): Promise<Download> {
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: boton, exact: true }).click()]);
  return descarga;
}

test.describe('atención al cliente', () => {
  test('the auditor downloads a beneficiary’s statement and balances, and an unknown document is refused', async ({ page }) => {
    await entrar(page, CONSULTA);
    await abrirDesdeMenu(page, 'Atención', 'Atención al cliente', 'Atención al cliente');
    expect(await violaciones(page)).toEqual([]);

    // An empty document is refused before asking the server; an unknown one by the server.
    await page.getByRole('button', { name: 'Extracto', exact: true }).click();
    await expect(page.getByText('La busqueda requiere Nro. de documento')).toBeVisible();
    await campo(page, 'Nro. de documento').fill('99999999');
    await page.getByRole('button', { name: 'Saldos', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('No se encontró a una persona con el documento 99999999.');

    await campo(page, 'Nro. de documento').fill(DOCUMENTO);
    const extracto = await descargar(page, 'Extracto');
    expect(extracto.suggestedFilename()).toBe(`extracto-${DOCUMENTO}.pdf`);
    await expect(toast(page, 'Extracto descargado')).toBeVisible();
    const movimientos = await textoDe(extracto);
    expect(movimientos).toContain('Extracto de movimientos de');
    expect(movimientos).toContain(DOCUMENTO);
    expect(movimientos).toContain('Planilla PLANILLA SUBSIDIO PRENATAL (asignación 1)');
    // Amounts as the screens write them (issue 32): thousands with a dot, a decimal comma.
    expect(movimientos).toMatch(/\+2\.000,00/);
    // 2.000,00, or 0,00 once another journey handed her package out at the counter.
    expect(movimientos).toMatch(/Saldo SUBSIDIO PRENATAL: Bs (2\.000|0),00/);
    expect(movimientos).toMatch(/Página 1 de \d+/);

    const saldos = await descargar(page, 'Saldos');
    expect(saldos.suggestedFilename()).toBe(`saldos-${DOCUMENTO}.pdf`);
    const balance = await textoDe(saldos);
    // The counter's journey (actualizarBeneficiaria.spec.ts) may have handed out her package and reset her device first.
    expect(balance).toMatch(/SUBSIDIO PRENATAL\s+(ACTIVO|INACTIVO)\s+(2\.000,00\s+1\s+0|0,00\s+1\s+1)\s+0\s+0/);
    expect(balance).toContain('Saldo total: Bs');
    expect(await violaciones(page)).toEqual([]);

    // In English, the same screen.
    await abrirLista(page.getByRole('combobox', { name: /^Idioma/ }));
    await page.getByRole('option', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Statement', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Balances', exact: true })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });
});
