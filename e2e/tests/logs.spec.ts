import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures/accounts';
import { entrar, expect, irA, submitLogin, test } from '../fixtures/login';
import { violaciones } from '../fixtures/axe';
import { campo, elegir } from '../fixtures/forms';

const grilla = (page: Page) => page.getByRole('table', { name: 'Lista de logs' });

async function abrirLogs(page: Page) {
  await irA(page, '/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Logs del sistema' })).toBeVisible();
  await expect(grilla(page).getByRole('row').nth(1)).toBeVisible();
}

test.describe('logs', () => {
  test('the administrator reads the log, filters a failed login by level and sees the chain intact', async ({ page, entrarComo }) => {
    // A failed login of an unknown user (no real account gets closer to being locked).
    await submitLogin(page, { form: 'otros', usuario: `nadie${Date.now().toString(36)}`, password: 'Incorrecta.2026', nombre: '' });
    await expect(page.getByRole('alert')).toContainText('Usuario y/o contraseña inválida');

    await entrarComo('admin', '/logs');
    await abrirLogs(page);
    await expect(grilla(page).getByRole('cell', { name: 'LOGIN', exact: true }).first()).toBeVisible();
    await expect(page.getByText(/^Cadena de auditoría íntegra \(\d+ registros\)$/)).toBeVisible();
    // Dates as 'dd/MM/YYYY hrs. HH:mm'.
    await expect(grilla(page).getByText(/^\d{2}\/\d{2}\/\d{4} hrs\. \d{2}:\d{2}$/).first()).toBeVisible();
    // Each entry reads as a sentence; the technical detail is behind its disclosure button.
    const ingreso = grilla(page).getByRole('row').filter({ hasText: 'admin ingresó al sistema' }).first();
    await expect(ingreso).toBeVisible();
    await ingreso.getByRole('button', { name: 'Ver el detalle técnico' }).click();
    const detalle = page.getByRole('region', { name: 'Detalle técnico' });
    await expect(detalle).toContainText('Ingreso al sistema');
    await page.keyboard.press('Escape');
    await expect(detalle).toHaveCount(0);

    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('search', { name: 'Filtros' });
    await elegir(panel, 'Nivel', 'ADVERTENCIA');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(grilla(page).getByRole('cell', { name: 'LOGIN_FALLIDO', exact: true }).first()).toBeVisible();
    await expect(grilla(page).getByRole('cell', { name: 'INFO', exact: true })).toHaveCount(0);

    // A range of days: today has rows, a day of the past has none.
    // Days are typed dd/mm/aaaa in Spanish, whatever the browser's own format; a day that does not exist is said.
    await campo(panel, 'Fecha desde').pressSequentially('31022000');
    await expect(campo(panel, 'Fecha desde')).toHaveValue('31/02/2000');
    await expect(panel.getByText('Fecha no válida: use dd/mm/aaaa.')).toBeVisible();
    // A half-typed day is not silently dropped: the search waits until it is mended.
    await campo(panel, 'Fecha desde').fill('0101');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(panel.getByText('Fecha no válida: use dd/mm/aaaa.')).toBeVisible();
    await campo(panel, 'Fecha desde').fill('01/01/2000');
    await campo(panel, 'Fecha hasta').fill('02/01/2000');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('No se encontraron registros que coincidan')).toBeVisible();
    await panel.getByRole('button', { name: 'Limpiar' }).click();
    await expect(campo(panel, 'Fecha desde')).toHaveValue('');
    await expect(grilla(page).getByRole('cell', { name: 'INFO', exact: true }).first()).toBeVisible();

    expect(await violaciones(page)).toEqual([]);
  });

  test('the auditor (role 10) can read the log', async ({ page }) => {
    await entrar(page, { form: 'otros', usuario: 'consulta', password: DEMO_PASSWORD, nombre: 'JORGE LUIS' });
    await abrirLogs(page);
    await expect(page.getByText(/Cadena de auditoría íntegra/)).toBeVisible();
  });
});
