import { DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { campo, combo, elegir } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { PROGRAMA, abrirDesdeMenu, entrar, toast } from '../fixtures/programa';

/** The programme's operator (role 3), at the counter. */
const OPERADOR: Account = { form: 'otros', usuario: 'operador', password: DEMO_PASSWORD, nombre: 'JUAN PABLO' };
// A woman the SEGIP simulator knows (one of its 300 generated people) and no demo record names.
const DOCUMENTO = '6971100';
const NACIMIENTO = { dia: '24', mes: '6', anio: '1999' };

test.describe('registros (subsidio universal)', () => {
  test('the operator finds a woman in SEGIP and registers her in the universal subsidy; a second time is refused', async ({ page }) => {
    await entrar(page, OPERADOR);
    await abrirDesdeMenu(page, 'Atención', 'Registros', 'Registro de beneficiarias del subsidio universal');
    const registro = page.getByRole('region', { name: 'Registro de beneficiaria' });
    const buscar = registro.getByRole('button', { name: 'Buscar' });
    // The look-up needs the document and the birth date (spec §5).
    await expect(buscar).toBeDisabled();

    const buscarla = async () => {
      await campo(registro, 'Número de documento').fill(DOCUMENTO);
      const nacimiento = registro.getByRole('group', { name: /^Fecha de nacimiento/ });
      await campo(nacimiento, 'Día').fill(NACIMIENTO.dia);
      await campo(nacimiento, 'Mes').fill(NACIMIENTO.mes);
      await campo(nacimiento, 'Año').fill(NACIMIENTO.anio);
      // The second look-up's toast is told from the first one's only once that one has gone.
      await expect(toast(page, 'Persona encontrada exitosamente.')).toHaveCount(0);
      await buscar.click();
      await expect(toast(page, 'Persona encontrada exitosamente.')).toBeVisible();
      await expect(registro.getByRole('region', { name: 'Datos de la beneficiaria (SEGIP)' })).toContainText('SONIA');
    };
    const completar = async () => {
      await elegir(registro, 'Departamento', 'La Paz');
      await elegir(registro, 'Provincia', 'Murillo');
      await elegir(registro, 'Municipio', 'El Alto');
      await campo(registro, 'Código de inscripción').fill(`INS-${DOCUMENTO}`);
      await campo(registro, 'Nombres del médico').fill('RENÉ');
      await campo(registro.getByRole('group', { name: 'Médico' }), 'Primer apellido').fill('FLORES');
    };

    await buscarla();
    const datos = registro.getByRole('region', { name: 'Datos de la beneficiaria (SEGIP)' });
    await expect(datos).toContainText('ROJAS');
    await expect(datos).toContainText('24/06/1999');
    // Cascade: a new department clears the province and the municipality.
    await elegir(registro, 'Departamento', 'Oruro');
    await expect(combo(registro, 'Municipio')).toBeDisabled();
    await completar();
    // A mobile outside the rule is said on its field.
    await campo(registro, 'Número de celular').fill('5123');
    await registro.getByRole('button', { name: 'Registrar' }).click();
    await expect(registro.getByText('El celular tiene que tener 8 digitos')).toBeVisible();
    await campo(registro, 'Número de celular').fill('79990011');
    expect(await violaciones(page)).toEqual([]);
    await registro.getByRole('button', { name: 'Registrar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();
    // The page is clear for the next woman.
    await expect(campo(registro, 'Número de documento')).toHaveValue('');
    await expect(registro.getByRole('button', { name: 'Registrar' })).toHaveCount(0);

    // Registering her again is said at the search, before the form opens (issue 51 §12).
    await campo(registro, 'Número de documento').fill(DOCUMENTO);
    const nacimiento = registro.getByRole('group', { name: /^Fecha de nacimiento/ });
    await campo(nacimiento, 'Día').fill(NACIMIENTO.dia);
    await campo(nacimiento, 'Mes').fill(NACIMIENTO.mes);
    await campo(nacimiento, 'Año').fill(NACIMIENTO.anio);
    await buscar.click();
    await expect(registro.getByRole('alert')).toContainText('Verifique los datos, asegurese de que el subsidio no esta registrado');
    await expect(registro.getByRole('button', { name: 'Registrar' })).toHaveCount(0);
  });

  test('for role 2 the titles are Registros / Registro, in English too', async ({ page }) => {
    await entrar(page, PROGRAMA, '/registros', { idioma: 'en' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Registrations' })).toBeVisible();
    const registro = page.getByRole('region', { name: 'Registration', exact: true });
    await expect(registro.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(await violaciones(page), 'en /registros').toEqual([]);
  });
});
