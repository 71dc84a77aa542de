import { execFileSync } from 'node:child_process';
import type { Download, Page } from '@playwright/test';
import { formatoBs } from '@pb/contract';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { campo, combo, elegir, elegirOpcion } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { abrirDesdeMenu, entrar, marca, toast } from '../fixtures/programa';
import { codigoRecibido } from '../fixtures/sms';

/**
 * Issue 15's story at the counter, one woman from start to end: registered through SEGIP, a batch of
 * cards read on the reader, one of them hers, her new phone verified by SMS, her first package handed
 * out (identified by an SMS code), and her statement showing both movements.
 */
const OPERADOR: Account = { form: 'otros', usuario: 'operador', password: DEMO_PASSWORD, nombre: 'JUAN PABLO' };
// A woman the SEGIP simulator knows and no other journey or demo record uses.
const DOCUMENTO = '3998412';
const SUBSIDIO = 'SUBSIDIO UNIVERSAL PRENATAL';
/** The card-reader simulator started by global-setup.ts. */
const LECTOR = process.env.PB_E2E_LECTOR_URL!;

/** A 7-byte NFC UID in hex, new on every run. */
const uid = (i: number) => `04${(Date.now() * 10 + i).toString(16).toUpperCase().padStart(12, '0').slice(-12)}`;
const movilNuevo = (prefijo: string) => `${prefijo}${String(Date.now()).slice(-7)}`;

async function ponerEnLector(page: Page, uuid: string) {
  expect((await page.request.post(`${LECTOR}/tarjeta`, { data: { UUIDHex: uuid } })).ok()).toBe(true);
}

async function textoPdf(descarga: Download): Promise<string> {
  return execFileSync('pdftotext', ['-layout', (await descarga.path())!, '-'], { encoding: 'utf8' });
}

test('mostrador: the operator registers a woman, gives her a card from a new batch, verifies her phone, hands out her package and prints her statement', async ({ page, request }) => {
  await entrar(page, OPERADOR);

  // 1. Registration through SEGIP, in the universal subsidy.
  await abrirDesdeMenu(page, 'Atención', 'Registros', 'Registro de beneficiarias del subsidio universal');
  const registro = page.getByRole('region', { name: 'Registro de beneficiaria' });
  await campo(registro, 'Número de documento').fill(DOCUMENTO);
  const nacimiento = registro.getByRole('group', { name: /^Fecha de nacimiento/ });
  await campo(nacimiento, 'Día').fill('3');
  await campo(nacimiento, 'Mes').fill('4');
  await campo(nacimiento, 'Año').fill('1995');
  await registro.getByRole('button', { name: 'Buscar' }).click();
  await expect(toast(page, 'Persona encontrada exitosamente.')).toBeVisible();
  await expect(registro.getByRole('region', { name: 'Datos de la beneficiaria (SEGIP)' })).toContainText('LUCÍA');
  await elegir(registro, 'Departamento', 'La Paz');
  await elegir(registro, 'Provincia', 'Murillo');
  await elegir(registro, 'Municipio', 'La Paz');
  await campo(registro, 'Número de celular').fill(movilNuevo('6'));
  await campo(registro, 'Código de inscripción').fill(`INS-${marca()}`);
  await campo(registro, 'Nombres del médico').fill('ANA');
  await campo(registro.getByRole('group', { name: 'Médico' }), 'Primer apellido').fill('QUISPE');
  await registro.getByRole('button', { name: 'Registrar' }).click();
  await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();

  // 2. A new batch of five cards, read one after another.
  await abrirDesdeMenu(page, 'Programa', 'Registro de tarjetas', 'Registro de tarjetas');
  await page.getByRole('textbox', { name: 'Lote o Número de Serie' }).fill(`LOTE-MOSTRADOR-${marca()}`);
  const tarjetas = [1, 2, 3, 4, 5].map(uid);
  const leer = page.getByRole('button', { name: 'Leer tarjeta' });
  for (const [i, uuid] of tarjetas.entries()) {
    await ponerEnLector(page, uuid);
    await leer.click();
    await expect(page.getByTestId('tarjetas-conteo')).toHaveText(String(i + 1));
    await expect(page.getByTestId('tarjetas-ultima')).toHaveText(uuid);
  }

  // 3. Her record at the counter: registered with a mobile, she waits for its verification.
  await abrirDesdeMenu(page, 'Atención', 'Actualizar beneficiaria', 'Actualizar beneficiaria');
  await page.getByRole('textbox', { name: 'Nro. de documento' }).fill(DOCUMENTO);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const ficha = page.getByRole('region', { name: SUBSIDIO, exact: true });
  await expect(ficha).toBeVisible();
  await expect(ficha.getByText('CREADO', { exact: true })).toBeVisible();
  await expect(ficha.getByText('0 de 1 entregas')).toBeVisible();

  // Her card: the third of the batch, on the reader.
  await ficha.getByRole('tab', { name: 'Tarjeta' }).click();
  await ponerEnLector(page, tarjetas[2]!);
  await ficha.getByRole('button', { name: 'Leer tarjeta' }).click();
  await expect(ficha.getByRole('textbox', { name: 'Tarjeta leída' })).toHaveValue(tarjetas[2]!);
  await ficha.getByRole('button', { name: 'Registrar tarjeta' }).click();
  await expect(toast(page, 'Se registro tarjeta a beneficiaria.')).toBeVisible();
  await expect(ficha.getByText(`Tarjeta actual: ${tarjetas[2]}`)).toBeVisible();

  // Her phone is another one: a code by SMS to it, typed at the counter; she is ACTIVO.
  await ficha.getByRole('tab', { name: 'Celular' }).click();
  const numero = movilNuevo('7');
  await ficha.getByRole('textbox', { name: 'Nuevo número de celular' }).fill(numero);
  await ficha.getByRole('button', { name: 'Enviar código' }).click();
  await expect(toast(page, 'Código enviado en SMS a beneficiaria')).toBeVisible();
  await ficha.getByRole('textbox', { name: 'Código de verificación' }).fill(await codigoRecibido(request, numero));
  await ficha.getByRole('button', { name: 'Verificar' }).click();
  await expect(toast(page, 'Se actualizo número de celular.')).toBeVisible();
  await expect(ficha.getByText('ACTIVO', { exact: true })).toBeVisible();
  expect(await violaciones(page)).toEqual([]);

  // 4. Her first package, identified by a code sent to her verified phone.
  await ficha.getByRole('button', { name: 'Entregar paquete' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Entregar paquete' });
  await elegirOpcion(combo(dialogo, 'Regional'), 'REGIONAL LA PAZ');
  await dialogo.getByRole('radio', { name: 'Con código SMS' }).check();
  // The phone's toast gone first, so that the one seen is this code's, sent before it is read.
  await expect(toast(page, 'Código enviado en SMS a beneficiaria')).toHaveCount(0);
  await dialogo.getByRole('button', { name: 'Enviar código' }).click();
  await expect(toast(page, 'Código enviado en SMS a beneficiaria')).toBeVisible();
  await dialogo.getByRole('textbox', { name: 'Código de verificación' }).fill(await codigoRecibido(request, numero));
  await dialogo.getByRole('button', { name: 'Entregar', exact: true }).click();
  await expect(dialogo.getByText(/^Paquete entregado por Bs /)).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  await dialogo.getByRole('button', { name: 'Cerrar' }).click();
  await expect(ficha.getByText('1 de 1 entregas')).toBeVisible();

  // 5. Her statement: the universal subsidy's credits, the delivery's charge, the balance left.
  await abrirDesdeMenu(page, 'Atención', 'Atención al cliente', 'Atención al cliente');
  await campo(page, 'Nro. de documento').fill(DOCUMENTO);
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Extracto', exact: true }).click()]);
  const texto = await textoPdf(descarga);
  expect(texto).toContain(DOCUMENTO);
  expect(texto).toContain('Inscripción al subsidio universal (asignación 1)');
  expect(texto).toContain('Entrega de paquete en REGIONAL LA PAZ (asignación 1)');
  // Amounts as the screens write them ('1.500,00'), read back as numbers.
  const importe = (texto: string | undefined) => Number((texto ?? '').replace(/\./g, '').replace(',', '.'));
  const abonos = [...texto.matchAll(/Inscripción al subsidio universal \(asignación \d\)\s+\+([\d.]+,\d\d)/g)].map((m) => importe(m[1]));
  const cargo = importe(/Entrega de paquete en REGIONAL LA PAZ \(asignación 1\)\s+-([\d.]+,\d\d)/.exec(texto)?.[1]);
  expect(abonos.length).toBeGreaterThan(0);
  const saldo = abonos.reduce((a, b) => a + b, 0) - cargo;
  expect(texto).toContain(`Saldo ${SUBSIDIO}: ${formatoBs(saldo.toFixed(2))}`);
});
