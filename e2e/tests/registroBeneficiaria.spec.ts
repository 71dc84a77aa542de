import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { campo, elegir } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { abrirDesdeMenu, entrar, toast } from '../fixtures/programa';

/** The programme's operator (role 3), who registers beneficiaries for any employer. */
const OPERADOR: Account = { form: 'otros', usuario: 'operador', password: DEMO_PASSWORD, nombre: 'JUAN PABLO' };
// The demo employer and two of its workers (docs/demo.md, OVT): LIDIA is the
// titular; WILFREDO, whom SEGIP knows born 02/01/1966, is registered as the beneficiary.
const NIT = '2030405060';
const MATRICULA = '00098765';
// A worker of the same registration for whom no journey registers anyone.
const SIN_BENEFICIARIAS = { documento: '13340928', nombre: 'MARÍA ORTIZ GONZÁLES' };

test.describe('registro de beneficiarias', () => {
  test('the operator finds a titular in the OVT and registers a LACTANCIA beneficiary verified with SEGIP', async ({ page }) => {
    await entrar(page, OPERADOR);
    await abrirDesdeMenu(page, 'Beneficiarias', 'Registro de beneficiarias', 'Registro de beneficiarias');
    const busqueda = page.getByRole('region', { name: 'OVT - Buscar titular' });
    await campo(busqueda, 'NIT').fill(NIT);
    await campo(busqueda, 'Matrícula de comercio').fill(MATRICULA);
    // Only digits reach the document field.
    await campo(busqueda, 'Número de documento').fill('10x49345');
    await expect(campo(busqueda, 'Número de documento')).toHaveValue('1049345');
    await busqueda.getByRole('button', { name: 'Buscar' }).click();
    await expect(toast(page, 'Trabajador encontrado exitosamente.')).toBeVisible();
    const titular = page.getByRole('region', { name: 'Titular', exact: true });
    await expect(titular).toContainText('LIDIA YUPANQUI ARCE');
    await expect(titular).toContainText('01/07/2000');

    const formulario = page.getByRole('region', { name: 'Beneficiaria', exact: true });
    const agregar = formulario.getByRole('button', { name: 'Agregar' });
    await expect(agregar).toBeDisabled();
    await elegir(formulario, 'Subsidio', 'SUBSIDIO DE LACTANCIA');
    await expect(formulario.getByRole('combobox', { name: /^Subsidio/ })).not.toContainText('UNIVERSAL');
    await formulario.getByRole('switch', { name: 'La titular es la beneficiaria' }).uncheck();
    await campo(formulario, 'Número de documento de la beneficiaria').fill('1025190');
    const nacimiento = formulario.getByRole('group', { name: /Fecha de nacimiento de la beneficiaria/ });
    await campo(nacimiento, 'Día').fill('2');
    await campo(nacimiento, 'Mes').fill('1');
    await campo(nacimiento, 'Año').fill('1966');
    await elegir(formulario, 'Género', 'Hombre');
    await formulario.getByRole('button', { name: 'Verificar con SEGIP' }).click();
    await expect(formulario.getByRole('status')).toContainText('WILFREDO');
    // LACTANCIA counts the newborns: 0 becomes 1.
    await campo(formulario, 'Número de nacidos vivos').fill('0');
    await campo(formulario, 'Número de nacidos vivos').blur();
    await expect(campo(formulario, 'Número de nacidos vivos')).toHaveValue('1');
    await expect(formulario.getByRole('combobox', { name: /^Número de asignación final/ })).toContainText('12');
    // A start date ahead (the 1st of next month), as the import's guide writes it (issue 32).
    const inicio = formulario.getByRole('group', { name: /^Fecha de inicio/ });
    const proximoMes = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1));
    await campo(inicio, 'Día').fill('1');
    await campo(inicio, 'Mes').fill(String(proximoMes.getUTCMonth() + 1));
    await campo(inicio, 'Año').fill(String(proximoMes.getUTCFullYear()));
    await expect(agregar).toBeEnabled();
    expect(await violaciones(page)).toEqual([]);
    await agregar.click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    // The titular's registered beneficiaries are read again: WILFREDO is there (other journeys may add LIDIA's own).
    const registradas = page.getByRole('region', { name: 'Beneficiarias ya registradas de este titular' });
    const wilfredo = registradas.getByRole('row').filter({ hasText: '1025190' });
    await expect(wilfredo).toContainText('WILFREDO CHOQUE CONDORI');
    await expect(wilfredo).toContainText('SUBSIDIO DE LACTANCIA');
    await expect(wilfredo.getByRole('cell').last()).toHaveText('ACTIVO');

    // The same subsidy again for the same person is refused with the spec's text.
    await elegir(formulario, 'Subsidio', 'SUBSIDIO DE LACTANCIA');
    await formulario.getByRole('switch', { name: 'La titular es la beneficiaria' }).uncheck();
    await campo(formulario, 'Número de documento de la beneficiaria').fill('1025190');
    await campo(nacimiento, 'Día').fill('2');
    await campo(nacimiento, 'Mes').fill('1');
    await campo(nacimiento, 'Año').fill('1966');
    await formulario.getByRole('button', { name: 'Verificar con SEGIP' }).click();
    await expect(formulario.getByRole('status')).toContainText('WILFREDO');
    await campo(inicio, 'Día').fill('1');
    await campo(inicio, 'Mes').fill('11');
    await campo(inicio, 'Año').fill('2026');
    await agregar.click();
    await expect(formulario.getByRole('alert')).toContainText('Verifique los datos, asegurese de que el subsidio no esta registrado');

    // Another titular has no beneficiary yet; looking LIDIA up again lists WILFREDO.
    await campo(busqueda, 'Número de documento').fill(SIN_BENEFICIARIAS.documento);
    await busqueda.getByRole('button', { name: 'Buscar' }).click();
    await expect(titular).toContainText(SIN_BENEFICIARIAS.nombre);
    await expect(registradas).toContainText('Este titular aún no tiene beneficiarias registradas.');
    await expect(registradas.getByRole('table')).toHaveCount(0);
    await campo(busqueda, 'Número de documento').fill('1049345');
    await busqueda.getByRole('button', { name: 'Buscar' }).click();
    await expect(titular).toContainText('LIDIA YUPANQUI ARCE');
    await expect(wilfredo).toContainText('WILFREDO CHOQUE CONDORI');
    expect(await violaciones(page)).toEqual([]);
  });

  for (const [lang, textos] of [
    ['en', { titulo: 'Beneficiary registration', buscar: 'OVT - Find titular', boton: 'Search', beneficiaria: 'Beneficiary', registradas: 'Beneficiaries already registered for this holder' }],
    ['ay', { titulo: 'Beneficiarianak qillqantaña', buscar: 'OVT - Titular thaqhaña', boton: 'Thaqhaña', beneficiaria: "Yanapt'ata warmi", registradas: 'Aka titularan qillqantat beneficiarianakapa' }],
  ] as const) {
    test(`the screen has no accessibility problems in ${lang}`, async ({ page }) => {
      await entrar(page, OPERADOR, '/beneficiarias', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: textos.titulo })).toBeVisible();
      const busqueda = page.getByRole('region', { name: textos.buscar });
      await busqueda.locator('#titular-nit').fill(NIT);
      await busqueda.locator('#titular-matricula').fill(MATRICULA);
      await busqueda.locator('#titular-documento').fill('1049345');
      await busqueda.getByRole('button', { name: textos.boton }).click();
      await expect(page.getByRole('region', { name: textos.beneficiaria, exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: textos.registradas }).getByRole('heading', { level: 2, name: textos.registradas })).toBeVisible();
      expect(await violaciones(page), `${lang} /beneficiarias`).toEqual([]);
    });
  }
});
