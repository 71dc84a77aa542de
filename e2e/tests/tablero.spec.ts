import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatoBs } from '@pb/contract';
import { ACCOUNTS, DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { expect, olvidarSesion, test } from '../fixtures/login';
import { gql } from '../fixtures/planillas';
import { PROGRAMA, entrar } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

/**
 * The dashboard's charts (issue 17): each role sees its own as a labelled figure with an svg, and
 * the same numbers in the table alternative. The expected numbers are the server's (the API tests
 * prove them on known rows): here the screen must show them, formatted, whatever other journeys added.
 */
const PROVEEDOR: Account = { form: 'nit', nit: '1020304050', usuario: 'proveedor', password: DEMO_PASSWORD, nombre: 'LUCÍA' };

const es = textos('es');

const QUERY = `{ tablero {
  dineroPorMes { mes ingresos ventas pagos }
  beneficiariasPorEstado { estado cantidad }
  planillasPorEstado { estado cantidad monto }
  ventasPorSemana { semana cantidad monto }
} }`;
type Tablero = {
  dineroPorMes: Array<{ mes: string; ingresos: string; ventas: string; pagos: string }> | null;
  beneficiariasPorEstado: Array<{ estado: string; cantidad: number }> | null;
  planillasPorEstado: Array<{ estado: string; cantidad: number; monto: string }> | null;
  ventasPorSemana: Array<{ semana: string; cantidad: number; monto: string }> | null;
};
const tableroDe = async (request: APIRequestContext, cuenta: Account) => (await gql<{ tablero: Tablero }>(request, cuenta, QUERY)).tablero;

/** A chart card: a figure named by its title, drawn as an svg. */
async function grafico(page: Page, titulo: string): Promise<Locator> {
  const figura = page.getByRole('figure', { name: titulo });
  await expect(figura.locator('svg').first()).toBeVisible();
  return figura;
}

/** Shows the card's table and answers the row named `fila` (its first cell). */
async function filaDeTabla(figura: Locator, boton: string, fila: string): Promise<Locator> {
  await figura.getByRole('button', { name: boton }).click();
  const tabla = figura.getByRole('table');
  await expect(tabla).toBeVisible();
  return tabla.getByRole('row').filter({ has: figura.page().getByRole('rowheader', { name: fila, exact: true }) });
}

/** Signs in as `cuenta` after forgetting the previous session. */
async function entrarDeNuevo(page: Page, cuenta: Account) {
  await olvidarSesion(page);
  await entrar(page, cuenta);
}

test("the programme's administrator sees money per month and beneficiaries per state, with their tables", async ({ page, request }) => {
  const datos = await tableroDe(request, PROGRAMA);
  await entrarDeNuevo(page, PROGRAMA);
  const dinero = await grafico(page, es('tablero.dineroTitulo'));
  // The demo paid last month's payroll and sold in the last 30 days: this month or the last has money.
  const ultimo = datos.dineroPorMes!.at(-1)!;
  const [anio, mes] = ultimo.mes.split('-');
  const fila = await filaDeTabla(dinero, es('tablero.verTabla'), `${es('tablero.meses').split(',')[Number(mes) - 1]} ${anio}`);
  await expect(fila.getByRole('cell')).toHaveText([formatoBs(ultimo.ingresos), formatoBs(ultimo.ventas), formatoBs(ultimo.pagos)]);
  expect(datos.dineroPorMes!.some((m) => m.ingresos !== '0.00') && datos.dineroPorMes!.some((m) => m.ventas !== '0.00')).toBe(true);

  const beneficiarias = await grafico(page, es('tablero.beneficiariasTitulo'));
  const activas = datos.beneficiariasPorEstado!.find((e) => e.estado === 'ACTIVO')!;
  expect(activas.cantidad).toBeGreaterThan(0);
  const filaActivas = await filaDeTabla(beneficiarias, es('tablero.verTabla'), 'ACTIVO');
  await expect(filaActivas.getByRole('cell')).toHaveText([String(activas.cantidad)]);
  expect(await violaciones(page)).toEqual([]);
});

test('the demo employer sees its payrolls per state, with their count and Bs in the table', async ({ page, request }) => {
  const datos = await tableroDe(request, ACCOUNTS.empleador);
  expect(datos.dineroPorMes).toBeNull();
  await entrarDeNuevo(page, ACCOUNTS.empleador);
  const planillas = await grafico(page, es('tablero.planillasTitulo'));
  await expect(page.getByRole('figure', { name: es('tablero.dineroTitulo') })).toHaveCount(0);
  const pagadas = datos.planillasPorEstado!.find((p) => p.estado === 'PAGADO')!;
  const fila = await filaDeTabla(planillas, es('tablero.verTabla'), 'PAGADO');
  await expect(fila.getByRole('cell')).toHaveText([String(pagadas.cantidad), formatoBs(pagadas.monto)]);
  expect(await violaciones(page)).toEqual([]);
});

test('the demo provider sees its sales per week, with their count and Bs in the table', async ({ page, request }) => {
  const datos = await tableroDe(request, PROVEEDOR);
  await entrarDeNuevo(page, PROVEEDOR);
  const ventas = await grafico(page, es('tablero.ventasTitulo'));
  await expect(page.getByRole('figure', { name: es('tablero.planillasTitulo') })).toHaveCount(0);
  // The demo sold 2 to 30 days ago: a week with sales, shown as "Sem. dd/mm".
  const semana = datos.ventasPorSemana!.find((s) => s.cantidad > 0)!;
  const [, mm, dd] = semana.semana.split('-');
  const fila = await filaDeTabla(ventas, es('tablero.verTabla'), es('tablero.semanaDe').replace('{{fecha}}', `${dd}/${mm}`));
  await expect(fila.getByRole('cell')).toHaveText([String(semana.cantidad), formatoBs(semana.monto)]);
  expect(await violaciones(page)).toEqual([]);
});

for (const lang of ['en', 'ay'] as const) {
  test(`the employer's chart speaks ${lang} and has no accessibility problems`, async ({ page }) => {
    const t = textos(lang);
    await entrarDeNuevo(page, ACCOUNTS.empleador);
    await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const planillas = await grafico(page, t('tablero.planillasTitulo'));
    // Only the current language's catalogue (decision 076): the whole Spanish one is not downloaded.
    expect(scripts.filter((s) => /\/assets\/(completo|en|ay)-/.test(s)).map((s) => s.replace(/^\/assets\/([a-z]+)-.*$/, '$1'))).toEqual([lang]);
    await planillas.getByRole('button', { name: t('tablero.verTabla') }).click();
    await expect(planillas.getByRole('columnheader', { name: t('tablero.cantidad') })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
  });
}
