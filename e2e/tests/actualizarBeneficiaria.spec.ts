import type { APIRequestContext, Locator } from '@playwright/test';
import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { elegirOpcion, combo } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { gql } from '../fixtures/planillas';
import { abrirDesdeMenu, entrar, toast } from '../fixtures/programa';
import { codigoRecibido } from '../fixtures/sms';
import { textos } from '../fixtures/textos';

/** The programme's operator (role 3), at the customer service counter. */
const OPERADOR: Account = { form: 'otros', usuario: 'operador', password: DEMO_PASSWORD, nombre: 'JUAN PABLO' };
/** The demo beneficiary with a paid PRENATAL subsidy (README, demo seed of the deliveries). */
const DOCUMENTO = '10191816';
const SUBSIDIO = 'SUBSIDIO PRENATAL';
const REGIONAL = 'REGIONAL LA PAZ';


/** A mobile number nobody has: 7 and seven digits from the clock. */
const movilNuevo = () => `7${String(Date.now()).slice(-7)}`;
/** A 7-byte NFC UID in hex, new on every run. */
const uidNuevo = () => `04${Date.now().toString(16).toUpperCase().padStart(12, '0').slice(-12)}`;

/** The card reader's simulator: its address as the app gives it to the browser; the card is laid on it for the next read. */
async function ponerEnLector(request: APIRequestContext, uuid: string) {
  const { lectorTarjetas } = await gql<{ lectorTarjetas: string }>(request, OPERADOR, '{ lectorTarjetas }');
  const res = await request.post(`${lectorTarjetas.replace(/\/$/, '')}/tarjeta`, { data: { UUIDHex: uuid } });
  expect(res.ok()).toBe(true);
}

/** "N de M entregas" of a record, as numbers. */
async function entregas(ficha: Locator): Promise<[number, number]> {
  const texto = await ficha.getByText(/^\d+ de \d+ entregas$/).textContent();
  const [, a, b] = /^(\d+) de (\d+)/.exec(texto ?? '')!;
  return [Number(a), Number(b)];
}

test.describe('actualizarBeneficiaria', () => {
  test('at the counter the operator changes a beneficiary’s phone by SMS code, gives her a card, hands her a package identified by that card and resets her old device', async ({ page, request }) => {
    await entrar(page, OPERADOR);
    await abrirDesdeMenu(page, 'Atención', 'Actualizar beneficiaria', 'Actualizar beneficiaria');
    const documento = page.getByRole('textbox', { name: 'Nro. de documento' });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('La busqueda requiere Nro. de documento')).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    await documento.fill(DOCUMENTO);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    const ficha = page.getByRole('region', { name: SUBSIDIO, exact: true });
    await expect(ficha).toBeVisible();
    const [entregadas, habilitadas] = await entregas(ficha);
    expect(await violaciones(page)).toEqual([]);

    // Her new phone: a code by SMS, read on her phone (the gateway's simulator), typed at the counter.
    await ficha.getByRole('tab', { name: 'Celular' }).click();
    const numero = movilNuevo();
    await ficha.getByRole('textbox', { name: 'Nuevo número de celular' }).fill(numero);
    const enviar = ficha.getByRole('button', { name: 'Enviar código' });
    await enviar.click();
    await expect(toast(page, 'Código enviado en SMS a beneficiaria')).toBeVisible();
    await expect(enviar).toBeDisabled();
    const verificar = ficha.getByRole('button', { name: 'Verificar' });
    await verificar.click();
    await expect(ficha.getByText('Debe proporcionar el código de verificación')).toBeVisible();
    await ficha.getByRole('textbox', { name: 'Código de verificación' }).fill(await codigoRecibido(request, numero));
    await verificar.click();
    await expect(toast(page, 'Se actualizo número de celular.')).toBeVisible();
    await expect(ficha.getByText(`Celular actual: ${numero}`)).toBeVisible();
    await expect(verificar).toBeDisabled();
    expect(await violaciones(page)).toEqual([]);

    // A card registered in a batch, read on the reader and given to her.
    const uuid = uidNuevo();
    await gql(request, OPERADOR, 'mutation ($uuid: String!) { tarjetaAdd(uuid: $uuid, lote: "E2E-ATENCION") { id } }', { uuid });
    await ficha.getByRole('tab', { name: 'Tarjeta' }).click();
    await expect(ficha.getByText('La beneficiaria no tiene una tarjeta asignada.')).toBeVisible();
    await ponerEnLector(request, uuid);
    await ficha.getByRole('button', { name: 'Leer tarjeta' }).click();
    await expect(ficha.getByRole('textbox', { name: 'Tarjeta leída' })).toHaveValue(uuid);
    await ficha.getByRole('button', { name: 'Registrar tarjeta' }).click();
    await expect(toast(page, 'Se registro tarjeta a beneficiaria.')).toBeVisible();
    await expect(ficha.getByText(`Tarjeta actual: ${uuid}`)).toBeVisible();

    // Three wrong cards in a row at a counter block her (issue 32: deliveries count them as sales do);
    // the operator sees why and unblocks her once she has shown who she is.
    const { regionalesEntrega } = await gql<{ regionalesEntrega: Array<{ id: number; nombre: string }> }>(request, OPERADOR, '{ regionalesEntrega { id nombre } }');
    const idRegional = regionalesEntrega.find((r) => r.nombre === REGIONAL)!.id;
    const idBeneficiaria = (await gql<{ buscarbeneficiariaEntrega: Array<{ id: number; ben_subsidio_nombre: string }> }>(request, OPERADOR, 'query ($d: String!) { buscarbeneficiariaEntrega(persona_nro_documento: $d) { id ben_subsidio_nombre } }', { d: DOCUMENTO })).buscarbeneficiariaEntrega.find((r) => r.ben_subsidio_nombre === SUBSIDIO)!.id;
    for (let i = 0; i < 3; i++)
      await gql(request, OPERADOR, 'mutation ($b: ID!, $s: ID!, $u: String) { entregarPaquete(idBeneficiaria: $b, idSucursal: $s, medio: "TARJETA", uuidTarjeta: $u) { code message } }', { b: idBeneficiaria, s: idRegional, u: uidNuevo().replace(/^04/, '05') });
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(ficha.getByText('BLOQUEADO POR INTENTOS', { exact: true })).toBeVisible();
    await expect(ficha.getByText(/^Bloqueada tras tres códigos o tarjetas incorrectas seguidas/)).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await ficha.getByRole('button', { name: 'Desbloquear' }).click();
    const desbloqueo = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(desbloqueo).toContainText('¿Está seguro de desbloquear a');
    await desbloqueo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Beneficiaria desbloqueada: ya puede comprar y recibir entregas.')).toBeVisible();
    await expect(ficha.getByText('ACTIVO', { exact: true })).toBeVisible();
    await expect(ficha.getByRole('button', { name: 'Desbloquear' })).toHaveCount(0);

    // The package, identified by her card at the reader.
    await ficha.getByRole('button', { name: 'Entregar paquete' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Entregar paquete' });
    await elegirOpcion(combo(dialogo, 'Regional'), REGIONAL);
    await ponerEnLector(request, uuid);
    await dialogo.getByRole('button', { name: 'Leer tarjeta' }).click();
    await expect(dialogo.getByRole('textbox', { name: 'Tarjeta leída' })).toHaveValue(uuid);
    expect(await violaciones(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect(dialogo.getByText(/^Paquete entregado por Bs /)).toBeVisible();
    await expect(dialogo.getByRole('list', { name: 'Alimentos del paquete' }).getByRole('listitem').first()).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(ficha.getByText(`${entregadas + 1} de ${habilitadas} entregas`)).toBeVisible();

    // Her phone is new: the app's account on the old device is reset (no purchases until she activates it again).
    await ficha.getByRole('tab', { name: 'Cuenta dispositivo móvil' }).click();
    await expect(ficha.getByText('ACTIVO', { exact: true })).toBeVisible();
    await ficha.getByRole('button', { name: 'Inactivar dispositivo' }).click();
    const confirmacion = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(confirmacion).toContainText('¿Está seguro de inactivar la cuenta del dispositivo móvil de');
    await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Dispositivo móvil inactivado correctamente')).toBeVisible();
    await expect(ficha.getByText('INACTIVO', { exact: true })).toBeVisible();

    // The same screen in English and Aymara.
    for (const lang of ['en', 'ay'] as const) {
      const t = textos(lang);
      await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: t('actualizarBeneficiaria.titulo') })).toBeVisible();
      await page.getByRole('textbox', { name: t('actualizarBeneficiaria.documento') }).fill(DOCUMENTO);
      await page.getByRole('button', { name: t('actualizarBeneficiaria.buscar'), exact: true }).click();
      const enIdioma = page.getByRole('region', { name: SUBSIDIO, exact: true });
      await expect(enIdioma.getByRole('tab', { name: t('actualizarBeneficiaria.pestanas.dispositivo') })).toBeVisible();
      await expect(enIdioma.getByText(t('actualizarBeneficiaria.entregas', { entregados: String(entregadas + 1), habilitados: String(habilitadas) }))).toBeVisible();
      expect(await violaciones(page), lang).toEqual([]);
    }
    await page.evaluate(() => localStorage.setItem('pb.lang', 'es'));
  });
});
