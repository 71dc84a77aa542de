import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatoBs, formatoMonto } from '@pb/contract';
import { ACCOUNTS } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { elegir } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { ETA, abrirEntrada, crearPlanilla, fila, masComision, menos, pendientesConMonto, sumaPendientes } from '../fixtures/planillas';
import { abrirDesdeMenu, entrar, marca, toast } from '../fixtures/programa';

const CREADAS = 'Planillas creadas';
const HISTORIAL = 'Planillas';

/** Chooses only the payroll named `nombre` in the payment-code dialog and generates the code; answers the code dialog. */
async function generarCodigo(page: Page, nombre: string): Promise<Locator> {
  const dialogo = page.getByRole('dialog', { name: 'Generar código de pago (CPT)' });
  await expect(dialogo.getByRole('row').filter({ hasText: nombre })).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  await dialogo.getByRole('checkbox', { name: 'Elegir todas las planillas' }).uncheck();
  await dialogo.getByRole('button', { name: 'Generar código' }).click();
  await expect(dialogo.getByRole('alert')).toHaveText('No tiene planillas seleccionadas para generar código de pago');
  await dialogo.getByRole('checkbox', { name: new RegExp(`^Elegir la planilla ${nombre} `) }).check();
  await dialogo.getByRole('button', { name: 'Generar código' }).click();
  const codigo = page.getByRole('dialog', { name: 'Código de pago generado' });
  await expect(codigo.getByTestId('codigo-pago')).toHaveText(/^\d{10}$/);
  return codigo;
}

test.describe('planillas', () => {
  test('the employer builds a payroll of one worker, gets its payment code, the bank pays it and the history shows it PAGADO', async ({ page, request }) => {
    const [trabajador] = await pendientesConMonto(request, ACCOUNTS.empleador);
    const nombre = `PLANILLA CPT ${marca()}`;
    // A common office screen (issue 32): the history's columns must all be in sight.
    await page.setViewportSize({ width: 1366, height: 768 });
    await entrar(page, ACCOUNTS.empleador);
    await abrirEntrada(page, 'Planillas', 'Planillas', 'Planillas');
    expect(await violaciones(page)).toEqual([]);

    // The create dialog: every pending worker is in at first; remove all, then include one found by document.
    await page.getByRole('button', { name: 'Agregar planilla' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar planilla' });
    await expect(dialogo.getByRole('textbox', { name: 'Nombre' })).toHaveValue('PLANILLA ESFUERZO POR BOLIVIA');
    const total = dialogo.getByTestId('crear-planilla-total');
    await expect(total).not.toHaveText(/^0 /);
    expect(await violaciones(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Quitar todas' }).click();
    await expect(total).toHaveText('0 beneficiarias · Total Bs 0,00');
    await elegir(dialogo, 'Sucursal de pago', trabajador!.e_beneficiaria_nombre);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByRole('alert')).toHaveText('No se tiene beneficiarias para crear la planilla');
    await dialogo.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    const busqueda = dialogo.getByRole('search', { name: 'Buscar beneficiarias pendientes' });
    await busqueda.getByRole('textbox', { name: 'Nro. documento' }).fill(trabajador!.s_beneficiaria_persona_nro_documento);
    await busqueda.getByRole('button', { name: 'Buscar' }).click();
    await dialogo.getByRole('button', { name: `Incluir en la planilla: ${trabajador!.s_beneficiaria_persona_nombre_completo}` }).click();
    await expect(total).toHaveText(`1 beneficiaria · Total ${formatoBs(trabajador!.monto)}`);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    await expect(dialogo).toBeHidden();

    const lista = page.getByRole('table', { name: CREADAS });
    const creada = fila(lista, nombre);
    await expect(creada).toContainText(formatoMonto(trabajador!.monto));
    await expect(creada).toContainText('CREADO');

    // Its beneficiaries.
    await creada.getByRole('button', { name: `Ver beneficiarias de ${nombre}` }).click();
    const lineas = page.getByRole('dialog', { name: `Beneficiarias de la planilla ${nombre}` });
    await expect(lineas.getByRole('row').filter({ hasText: trabajador!.s_beneficiaria_persona_nombre_completo })).toBeVisible();
    // A bonus line has no assignment number: no column that is always empty (issue 51 §18).
    await expect(lineas.getByRole('columnheader', { name: 'Monto (Bs)' })).toBeVisible();
    await expect(lineas.getByRole('columnheader', { name: 'Nro. asignación' })).toHaveCount(0);
    expect(await violaciones(page)).toEqual([]);
    await lineas.getByRole('button', { name: 'Cerrar' }).click();

    // One code for it: the amount is its total plus Bs 1,00.
    await page.getByRole('button', { name: 'Generar código de pago' }).click();
    const codigo = await generarCodigo(page, nombre);
    await expect(codigo.getByTestId('codigo-monto')).toHaveText(formatoBs(masComision(trabajador!.monto)));
    expect(await violaciones(page)).toEqual([]);
    const cpt = (await codigo.getByTestId('codigo-pago').textContent())!;
    await codigo.getByRole('button', { name: 'Cerrar' }).click();
    // ENVIADO: it left the list of created payrolls.
    await expect(creada).toHaveCount(0);

    // The bank pays it, as the README's employer does: «Pagar» on the simulator's page; the platform
    // notifies our server.
    const volver = page.url();
    await page.goto('/dev/pagos');
    await page.getByRole('button', { name: `Pagar el código ${cpt}` }).click();
    await expect(page.getByRole('status')).toHaveText(`Código ${cpt} pagado.`);
    await expect(page.getByRole('button', { name: `Pagar el código ${cpt}` })).toHaveCount(0);
    await page.goto(volver);

    await abrirEntrada(page, 'Planillas', 'Historial de planillas', 'Historial de planillas');
    const historial = page.getByRole('table', { name: HISTORIAL });
    await expect(async () => {
      await page.getByRole('button', { name: 'Actualizar' }).click();
      await expect(fila(historial, nombre)).toContainText('PAGADO', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(fila(historial, nombre)).toContainText(cpt);
    // Its mails (issue 35 §3, decision 065): the server's job sends the code's and the paid payroll's, once each, seen in the mail simulator.
    const asuntos = async () => {
      const res = await request.get(`/dev/correos.json?para=${encodeURIComponent('empleador@illimani.example.bo')}`);
      return ((await res.json()) as { mensajes: Array<{ asunto: string }> }).mensajes.map((m) => m.asunto).filter((a) => a.includes(cpt)).sort();
    };
    await expect.poll(asuntos, { timeout: 45_000 }).toEqual([`ProBolivia: código de pago ${cpt} emitido`, `ProBolivia: planilla pagada con el código ${cpt}`]);
    // The branch it is paid from tells two payrolls of a month apart (issue 32); the state is in sight.
    await expect(fila(historial, nombre)).toContainText(trabajador!.e_beneficiaria_nombre);
    await expect(historial.getByRole('columnheader', { name: 'Sucursal' })).toBeInViewport({ ratio: 1 });
    await expect(historial.getByRole('columnheader', { name: 'Estado' })).toBeInViewport({ ratio: 1 });
    expect(await violaciones(page)).toEqual([]);

    // Its receipt, a PDF.
    const [descarga] = await Promise.all([page.waitForEvent('download'), fila(historial, nombre).getByRole('button', { name: `Descargar la boleta de ${nombre}` }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^planilla-\d+\.pdf$/);
    expect((await readFile((await descarga.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the employer cancels a created payroll, which the history then shows ANULADO', async ({ page, request }) => {
    const nombre = `PLANILLA ANULAR ${marca()}`;
    await crearPlanilla(request, ACCOUNTS.empleador, nombre);
    await entrar(page, ACCOUNTS.empleador);
    await abrirEntrada(page, 'Planillas', 'Planillas', 'Planillas');
    const creada = fila(page.getByRole('table', { name: CREADAS }), nombre);
    await creada.getByRole('button', { name: `Anular ${nombre}` }).click();
    const confirmar = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(confirmar).toContainText(`¿Anular la planilla ${nombre}?`);
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Planilla anulada exitosamente')).toBeVisible();
    await expect(creada).toHaveCount(0);

    await abrirEntrada(page, 'Planillas', 'Historial de planillas', 'Historial de planillas');
    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('search', { name: 'Filtros' });
    await elegir(panel, 'Estado', 'ANULADO');
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(fila(page.getByRole('table', { name: HISTORIAL }), nombre)).toContainText('ANULADO');
  });

  test('the employer generates the payment code from step 3 of the workers payroll', async ({ page, request }) => {
    const nombre = `PLANILLA PASO3 ${marca()}`;
    const { pendiente } = await crearPlanilla(request, ACCOUNTS.empleador, nombre);
    await entrar(page, ACCOUNTS.empleador);
    await abrirDesdeMenu(page, 'Planillas', 'Planilla de trabajadores', 'Planilla de trabajadores');
    await expect(page.getByText(/Un código de pago para (sus \d+ planillas creadas|su planilla creada)\./)).toBeVisible();
    await page.getByRole('button', { name: 'Generar código de pago' }).click();
    const codigo = await generarCodigo(page, nombre);
    await expect(codigo.getByTestId('codigo-monto')).toHaveText(formatoBs(masComision(pendiente.monto)));
    await expect(codigo).toContainText('Bs 1,00 de comisión de la plataforma de pagos');
    await codigo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(codigo).toBeHidden();
  });

  test('an autonomous territorial entity pays every pending worker but one: the server builds the payroll from the whole list', async ({ page, request }) => {
    const { pagables, monto_total } = await sumaPendientes(request, ETA);
    const [fuera] = await pendientesConMonto(request, ETA);
    const nombre = `PLANILLA TODAS ${marca()}`;
    await entrar(page, ETA);
    await abrirEntrada(page, 'Planillas', 'Planillas', 'Planillas');
    await page.getByRole('button', { name: 'Agregar planilla' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar planilla' });
    const total = dialogo.getByTestId('crear-planilla-total');
    await expect(total).toHaveText(`${pagables} ${pagables === 1 ? 'beneficiaria' : 'beneficiarias'} · Total ${formatoBs(monto_total)}`);
    await dialogo.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    const busqueda = dialogo.getByRole('search', { name: 'Buscar beneficiarias pendientes' });
    await busqueda.getByRole('textbox', { name: 'Nro. documento' }).fill(fuera!.s_beneficiaria_persona_nro_documento);
    await busqueda.getByRole('button', { name: 'Buscar' }).click();
    await dialogo.getByRole('button', { name: `Quitar de la planilla: ${fuera!.s_beneficiaria_persona_nombre_completo}` }).click();
    const esperado = menos(monto_total, fuera!.monto);
    await expect(total).toHaveText(`${pagables - 1} ${pagables - 1 === 1 ? 'beneficiaria' : 'beneficiarias'} · Total ${formatoBs(esperado)}`);
    const sucursal = dialogo.getByRole('combobox', { name: /^Sucursal de pago/ });
    if (!(await sucursal.textContent())?.includes(fuera!.e_beneficiaria_nombre)) await elegir(dialogo, 'Sucursal de pago', fuera!.e_beneficiaria_nombre);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();

    const creada = fila(page.getByRole('table', { name: CREADAS }), nombre);
    await expect(creada).toContainText(formatoMonto(esperado));
    await creada.getByRole('button', { name: `Ver beneficiarias de ${nombre}` }).click();
    const lineas = page.getByRole('dialog', { name: `Beneficiarias de la planilla ${nombre}` });
    await expect(lineas.getByText(new RegExp(`de ${pagables - 1}$`))).toBeVisible();
    await expect(lineas.getByRole('row').filter({ hasText: fuera!.s_beneficiaria_persona_nombre_completo })).toHaveCount(0);
    // Only the one left out is still pending.
    expect((await sumaPendientes(request, ETA)).pagables).toBe(1);
  });
});
