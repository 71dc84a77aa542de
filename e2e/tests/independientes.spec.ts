import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { campo, elegir } from '../fixtures/forms';
import { expect, olvidarSesion, test } from '../fixtures/login';
import { abrirEntrada, fila } from '../fixtures/planillas';
import { entrar, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

/** The demo independent employer (role 9, ROSA MAMANI QUISPE) and her seeded household workers (seed/independientes.ts). */
const INDEPENDIENTE: Account = { form: 'otros', usuario: 'independiente', password: DEMO_PASSWORD, nombre: 'ROSA MAMANI QUISPE' };
const ACTIVA_SIN_CELULAR = 'JUANA CONDORI MAMANI';
const CREADA_CON_CELULAR = 'MARIA LUZ POMA CHOQUE';
// A person of the SEGIP simulator nobody registers (no OVT worker, no other spec).
const NACIONAL = { documento: '2201842', nacimiento: '27/03/1996', nombre: 'GLADYS ROJAS HUANCA', celular: '69822014' };
const EXTRANJERA = { documento: 'E445566', nombre: 'ANA LUCÍA GÓMEZ PAREDES' };

/** A birth date typed as the form asks it: day, month and year (issue 32: dates dd/mm/aaaa). */
async function nacimiento(dialogo: Locator, fecha: string) {
  const [dia, mes, anio] = fecha.split('/');
  const grupo = dialogo.getByRole('group', { name: /^Fecha de nacimiento/ });
  await campo(grupo, 'Día').fill(dia!);
  await campo(grupo, 'Mes').fill(mes!);
  await campo(grupo, 'Año').fill(anio!);
}

async function aceptar(page: Page, titulo: string) {
  const confirmacion = page.getByRole('dialog', { name: titulo });
  await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
  await expect(confirmacion).toBeHidden();
}

async function registrado(page: Page) {
  await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
  // The next registration shows the same toast: wait for this one to go.
  await expect(toast(page, 'Se realizó el registro correctamente')).toHaveCount(0, { timeout: 15_000 });
}

test('the independent employer adds a national and a foreign worker, changes an amount, creates the payroll, gets its payment code and changes a phone', async ({ page }) => {
  await entrar(page, INDEPENDIENTE);
  await abrirEntrada(page, 'Independientes', 'Trabajadores independientes', 'Trabajadores independientes');
  const lista = page.getByRole('table', { name: 'Trabajadoras con el bono por pagar' });
  await expect(fila(lista, ACTIVA_SIN_CELULAR)).toContainText('ACTIVO');
  await expect(fila(lista, CREADA_CON_CELULAR)).toContainText('CREADO');
  expect(await violaciones(page), '/beneficiariaIndependiente').toEqual([]);

  // 1. A national worker, searched in SEGIP; the bonus of 1,10 Bs rounds half up to 0,17.
  await page.getByRole('button', { name: 'Agregar trabajadora' }).click();
  const agregar = page.getByRole('dialog', { name: 'Agregar trabajadora' });
  await campo(agregar, 'Cédula de identidad').fill(NACIONAL.documento);
  await nacimiento(agregar, NACIONAL.nacimiento);
  await agregar.getByRole('button', { name: 'Buscar en SEGIP' }).click();
  await expect(agregar.getByText(`Persona encontrada: ${NACIONAL.nombre}`)).toBeVisible();
  await campo(agregar, 'Celular').fill(NACIONAL.celular);
  await campo(agregar, 'Total aguinaldo').fill('1.10');
  await expect(agregar.getByText('Bono (15%): Bs 0,17')).toBeVisible();
  expect(await violaciones(page), 'add dialog (national)').toEqual([]);
  await agregar.getByRole('button', { name: 'Registrar' }).click();
  await expect(agregar).toBeHidden();
  await expect(fila(lista, NACIONAL.nombre)).toContainText('CREADO');
  await expect(fila(lista, NACIONAL.nombre)).toContainText('0,17');
  await registrado(page);

  // A foreign worker: a real birth date (day, month and year) and every field are required.
  await page.getByRole('button', { name: 'Agregar trabajadora' }).click();
  await agregar.getByRole('switch', { name: 'Beneficiaria extranjera' }).or(agregar.getByRole('checkbox', { name: 'Beneficiaria extranjera' })).check();
  await campo(agregar, 'Nro. de documento').fill(EXTRANJERA.documento);
  await nacimiento(agregar, '31/02/1988');
  await campo(agregar, 'Nombres').fill(' ana lucía ');
  await campo(agregar, 'Primer apellido').fill('gómez');
  await campo(agregar, 'Total aguinaldo').fill('1500,00');
  await agregar.getByRole('button', { name: 'Registrar' }).click();
  await expect(agregar.getByText('Formato incorrecto')).toBeVisible();
  await expect(agregar.getByText('Verifique que todos los campos del formulario sean correctos').first()).toBeVisible();
  await nacimiento(agregar, '20/04/1988');
  await campo(agregar, 'Segundo apellido').fill('paredes');
  await elegir(agregar, 'País de nacimiento', 'Perú');
  expect(await violaciones(page), 'add dialog (foreign)').toEqual([]);
  await agregar.getByRole('button', { name: 'Registrar' }).click();
  await expect(agregar).toBeHidden();
  await expect(fila(lista, EXTRANJERA.nombre)).toContainText('ACTIVO');
  await expect(fila(lista, EXTRANJERA.nombre)).toContainText('225,00');
  await registrado(page);

  // Her amount changes: the bonus is computed again.
  await fila(lista, EXTRANJERA.nombre).getByRole('button', { name: `Modificar monto: ${EXTRANJERA.nombre}` }).click();
  const monto = page.getByRole('dialog', { name: 'Modificar monto' });
  await campo(monto, 'Total aguinaldo').fill('2000');
  await expect(monto.getByText('Bono (15%): Bs 300,00')).toBeVisible();
  expect(await violaciones(page), 'amount dialog').toEqual([]);
  await monto.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se actualizó el registro correctamente')).toBeVisible();
  await expect(fila(lista, EXTRANJERA.nombre)).toContainText('300,00');

  // 2. One payroll of every listed worker: 450 + 375 + 0,17 + 300 Bs.
  await expect(page.getByText('Una planilla con las 4 trabajadoras de la lista, por Bs 1.125,17.')).toBeVisible();
  await page.getByRole('button', { name: 'Crear planilla' }).click();
  await aceptar(page, 'Crear la planilla');
  await expect(toast(page, 'Planilla creada')).toBeVisible();
  await expect(fila(lista, NACIONAL.nombre)).toHaveCount(0);
  // The header and the empty list's row: everyone is in the payroll.
  await expect(lista.getByRole('row')).toHaveCount(2);
  await expect(lista.getByRole('row').last()).toHaveText('No hay resultados');

  // The payroll on the independent payroll screen (no C31: the entity is not public), then back to step 3.
  await abrirEntrada(page, 'Independientes', 'Planillas', 'Planillas');
  await expect(fila(page.getByRole('table'), 'PLANILLA ESFUERZO POR BOLIVIA')).toContainText('1.125,17');
  await expect(fila(page.getByRole('table'), 'PLANILLA ESFUERZO POR BOLIVIA').getByRole('button', { name: /C31/ })).toHaveCount(0);
  expect(await violaciones(page), '/planillasPlanificarIndependientes').toEqual([]);
  await abrirEntrada(page, 'Independientes', 'Trabajadores independientes', 'Trabajadores independientes');

  // 3. Its payment code.
  await page.getByRole('button', { name: 'Generar código de pago', exact: true }).click();
  const cpt = page.getByRole('dialog', { name: 'Generar código de pago (CPT)' });
  await expect(cpt.getByRole('row').filter({ hasText: 'PLANILLA ESFUERZO POR BOLIVIA' })).toBeVisible();
  await cpt.getByRole('button', { name: 'Generar código' }).click();
  const codigo = page.getByRole('dialog', { name: 'Código de pago generado' });
  await expect(codigo.getByTestId('codigo-pago')).toHaveText(/^\d{10}$/);
  await expect(codigo).toContainText('1.126,17');
  await codigo.getByRole('button', { name: 'Cerrar' }).click();

  // The payroll in the independent history.
  await abrirEntrada(page, 'Independientes', 'Historial de planillas', 'Historial de planillas');
  await expect(fila(page.getByRole('table'), 'PLANILLA ESFUERZO POR BOLIVIA')).toContainText('ENVIADO');
  expect(await violaciones(page), '/planillasHistorialIndependiente').toEqual([]);

  // The phone change: the spec's two messages, then an ACTIVO worker's new phone blocks her until verified.
  await abrirEntrada(page, 'Independientes', 'Modificar celular', 'Modificar celular');
  const trabajadoras = page.getByRole('table', { name: 'Trabajadoras' });
  await fila(trabajadoras, CREADA_CON_CELULAR).getByRole('button', { name: `Cambiar celular: ${CREADA_CON_CELULAR}` }).click();
  const celular = page.getByRole('dialog', { name: 'Cambiar celular' });
  await celular.getByRole('button', { name: 'Guardar' }).click();
  await expect(celular.getByText('El celular nuevo tiene que ser diferente al actual')).toBeVisible();
  await campo(celular, 'Celular').fill('7912045');
  await celular.getByRole('button', { name: 'Guardar' }).click();
  await expect(celular.getByText('El celular tiene que tener 8 digitos')).toBeVisible();
  expect(await violaciones(page), 'phone dialog').toEqual([]);
  await celular.getByRole('button', { name: 'Cancelar' }).click();
  await expect(celular).toBeHidden();
  await fila(trabajadoras, ACTIVA_SIN_CELULAR).getByRole('button', { name: `Cambiar celular: ${ACTIVA_SIN_CELULAR}` }).click();
  await campo(celular, 'Celular').fill('69822015');
  await celular.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Se actualizo número de celular.')).toBeVisible();
  await expect(fila(trabajadoras, ACTIVA_SIN_CELULAR)).toContainText('BLOQUEADO POR CAMBIO DE CELULAR');
  await expect(fila(trabajadoras, ACTIVA_SIN_CELULAR)).toContainText('69822015');
  expect(await violaciones(page), '/modificarCelularIndependiente').toEqual([]);
});

const texto = (lang: string, clave: string) => textos(lang)(clave);

for (const lang of ['en', 'ay'] as const) {
  test(`the independent screens speak ${lang} and have no accessibility problems`, async ({ page }) => {
    await olvidarSesion(page);
    await entrar(page, INDEPENDIENTE, '/beneficiariaIndependiente', { idioma: lang });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: texto(lang, 'independientes.titulo'), exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: texto(lang, 'independientes.crearPlanilla') })).toBeVisible();
    expect(await violaciones(page), `${lang} /beneficiariaIndependiente`).toEqual([]);
    await page.getByRole('button', { name: texto(lang, 'independientes.agregar') }).click();
    await expect(page.getByRole('dialog', { name: texto(lang, 'independientes.agregar') })).toBeVisible();
    expect(await violaciones(page), `${lang} add dialog`).toEqual([]);
    await page.goto('/modificarCelularIndependiente');
    await expect(page.getByRole('heading', { level: 1, name: texto(lang, 'independientes.tituloCelular'), exact: true })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect(await violaciones(page), `${lang} /modificarCelularIndependiente`).toEqual([]);
  });
}
