import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { expect, test } from '../fixtures/login';
import { abrirDesdeMenu, entrar, menu, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

const BOM = '\ufeff';

/** The lines of the downloaded payroll (CRLF, a header first). */
function lineas(texto: string): string[] {
  return texto
    .replace(BOM, '')
    .split('\r\n')
    .filter((l) => l.length > 0);
}

/** The file with every worker's aguinaldo filled in: monto_detalle is the last column. */
function conMontos(tabla: string[], monto: (i: number) => string): Buffer {
  const [cabecera, ...resto] = tabla;
  const llenas = [cabecera!, ...resto.map((l, i) => l.replace(/;[^;]*$/, `;${monto(i)}`))];
  return Buffer.from(BOM + llenas.join('\r\n') + '\r\n', 'utf8');
}

const MATRICULAS = ['00098765', '00098766'] as const;

/** A GraphQL call as the demo employer, as the screen makes it. */
async function comoEmpleador<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const cuenta = ACCOUNTS.empleador;
  if (cuenta.form !== 'nit') throw new Error('the demo employer signs in with its NIT');
  const login = await request.post('/auth/nit', { data: { nit: cuenta.nit, usuario: cuenta.usuario, password: cuenta.password } });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post('/graphql', { data: { query, variables }, headers: { Authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

/** The first pending worker (by name) of one of the demo employer's matrículas, read through the API as the screen does. */
async function primeroDe(request: APIRequestContext, matricula: string): Promise<{ count: number; documento: string }> {
  const query = `query ($m: String) { beneficiariasNoEnPlanillasPorEntidad(limit: 1, order: "s_beneficiaria_persona_nombre_completo", matricula: $m) { count rows { s_beneficiaria_persona_nro_documento } } }`;
  const lista = (await comoEmpleador<{ beneficiariasNoEnPlanillasPorEntidad: { count: number; rows: Array<{ s_beneficiaria_persona_nro_documento: string }> } }>(request, query, { m: matricula })).beneficiariasNoEnPlanillasPorEntidad;
  return { count: lista.count, documento: lista.rows[0]!.s_beneficiaria_persona_nro_documento };
}

async function subir(page: Page, contenido: Buffer) {
  await page.getByTestId('archivo-planilla').setInputFiles({ name: 'planilla.csv', mimeType: 'text/csv', buffer: contenido });
  const dialogo = page.getByRole('dialog', { name: 'Resultado de la revisión' });
  await expect(dialogo).toBeVisible();
  return dialogo;
}

test.describe('csv_planillas', () => {
  test('the demo employer fetches its workers, fills the CSV, sees a broken file refused and loads a good one', async ({ page, request }) => {
    await entrar(page, ACCOUNTS.empleador);
    await abrirDesdeMenu(page, 'Planillas', 'Planilla de trabajadores', 'Planilla de trabajadores');
    await expect(page.getByText('2030405060')).toBeVisible();

    // Step 1: the workers from OVT; birth dates that differ are listed in the spec's dialog.
    await page.getByRole('button', { name: 'Obtener trabajadores' }).click();
    await expect(toast(page, 'trabajadores con el OVT')).toBeVisible();
    const fechas = page.getByRole('dialog', { name: 'Problemas en fechas de nacimientos. Corrija. Comuníquese con Agetic.' });
    if (await fechas.isVisible()) {
      await expect(fechas.getByRole('columnheader', { name: 'CI', exact: true })).toBeVisible();
      await fechas.getByRole('button', { name: 'Cerrar' }).click();
    }
    const lista = page.getByRole('table', { name: 'Trabajadores pendientes de planilla' });
    await expect(lista.getByRole('row').nth(1)).toBeVisible();

    // Step 2: the CSV to fill in.
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar planilla CSV' }).click()]);
    // The entity has two matrículas: the file has the workers of the one the list shows, the user's own.
    expect(descarga.suggestedFilename()).toMatch(/^planilla_trabajadores_00098765_\d{4}-\d{2}-\d{2}\.csv$/);
    const texto = await readFile((await descarga.path())!, 'utf8');
    expect(texto.startsWith(BOM)).toBe(true);
    const tabla = lineas(texto);
    expect(tabla[0]).toBe('nro_documento;complemento;nombre_completo;fecha_nacimiento;celular;sucursal;monto_detalle');
    expect(tabla.length).toBeGreaterThan(2);
    const documento = tabla[1]!.split(';')[0]!;

    // A broken file: an amount with a third decimal (never read as thousands, issue 31), and a worker
    // twice. Nothing is written.
    const rota = conMontos([...tabla, tabla[1]!], (i) => (i === 1 ? '100,005' : '1500,50'));
    const errores = await subir(page, rota);
    await expect(errores.getByRole('alert')).toHaveText('Se encontraron los siguientes errores en su planilla. Corrijalas por favor.');
    await expect(errores.getByRole('row').filter({ hasText: 'El monto «100,005» no es válido: use coma o punto para los decimales, con hasta 2 decimales (por ejemplo 2751,31).' })).toContainText('3');
    await expect(errores.getByRole('row').filter({ hasText: 'El documento está repetido en la planilla (fila 2).' })).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    await expect(errores.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    await errores.getByRole('button', { name: 'Cerrar' }).click();

    // A good file with two workers; the list shows the first one's amounts before it is written.
    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('search', { name: 'Filtros' });
    await panel.getByRole('textbox', { name: 'Nro. documento' }).fill(documento);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(lista.getByRole('row').filter({ hasText: documento })).toBeVisible();
    const buena = await subir(page, conMontos(tabla.slice(0, 3), () => '1500,50'));
    await expect(buena.getByRole('alert')).toHaveText('Planilla correcta.');
    expect(await violaciones(page)).toEqual([]);
    // Continuar writes the amounts and creates the payroll of their bonuses (decision 023); other
    // journeys may have left payrolls of this employer, so only the new ones are counted.
    const CREADAS = `{ planillas(estado: "CREADO", limit: 100) { rows { id nombre monto_total } } }`;
    type Creadas = { planillas: { rows: Array<{ id: number; nombre: string; monto_total: string }> } };
    const antes = new Set((await comoEmpleador<Creadas>(request, CREADAS, {})).planillas.rows.map((p) => p.id));
    await buena.getByRole('button', { name: 'Continuar' }).click();
    await expect(toast(page, 'Se actualizaron los montos de 2 trabajadores.')).toBeVisible();
    await expect(buena).toBeHidden();

    // In this month's payroll now: no longer pending; the payroll holds both bonuses, 15 % of 1500.50 each.
    const pendiente = await comoEmpleador<{ beneficiariasNoEnPlanillasPorEntidad: { count: number } }>(request, `query ($d: String) { beneficiariasNoEnPlanillasPorEntidad(s_beneficiaria_persona_nro_documento: $d) { count } }`, { d: documento });
    expect(pendiente.beneficiariasNoEnPlanillasPorEntidad.count).toBe(0);
    const nuevas = (await comoEmpleador<Creadas>(request, CREADAS, {})).planillas.rows.filter((p) => !antes.has(p.id));
    const centavos = nuevas.reduce((suma, p) => suma + Number(p.monto_total.replace('.', '')), 0);
    expect(centavos).toBe(2 * 22_508);
    expect(nuevas.length).toBeGreaterThan(0);
    // One payroll per paying branch; two of one upload are told apart by their branch's name.
    expect(nuevas.every((p) => (nuevas.length === 1 ? p.nombre === 'PLANILLA ESFUERZO POR BOLIVIA' : p.nombre.startsWith('PLANILLA ESFUERZO POR BOLIVIA — ')))).toBe(true);
    expect(new Set(nuevas.map((p) => p.nombre)).size).toBe(nuevas.length);
  });

  test('an employer with two matrículas chooses the one the list and the file to fill in show', async ({ page, request }) => {
    const [primera, segunda] = [await primeroDe(request, MATRICULAS[0]), await primeroDe(request, MATRICULAS[1])];
    expect(primera.count).toBeGreaterThan(0);
    expect(segunda.count).toBeGreaterThan(0);
    await entrar(page, ACCOUNTS.empleador);
    await abrirDesdeMenu(page, 'Planillas', 'Planilla de trabajadores', 'Planilla de trabajadores');
    const cabecera = page.getByRole('group', { name: 'Matrícula de comercio', exact: true });
    const selector = page.getByRole('combobox', { name: 'Matrícula de comercio de la lista' });
    const lista = page.getByRole('table', { name: 'Trabajadores pendientes de planilla' });
    // The user's own matrícula first.
    await expect(cabecera).toContainText(MATRICULAS[0]);
    await expect(selector).toHaveText(MATRICULAS[0]);
    await expect(lista.getByRole('row').nth(1)).toContainText(primera.documento);
    expect(await violaciones(page)).toEqual([]);

    await selector.click();
    const opciones = page.getByRole('listbox');
    await expect(opciones.getByRole('option')).toHaveText([...MATRICULAS]);
    await opciones.getByRole('option', { name: MATRICULAS[1] }).click();
    await expect(cabecera).toContainText(MATRICULAS[1]);
    await expect(lista.getByRole('row').nth(1)).toContainText(segunda.documento);
    await expect(lista.getByRole('row')).toHaveCount(Math.min(segunda.count, 10) + 1);

    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar planilla CSV' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^planilla_trabajadores_00098766_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lineas(await readFile((await descarga.path())!, 'utf8'))).toHaveLength(segunda.count + 1);
  });

  test('a dual-profile employer goes to its seller menu', async ({ page }) => {
    const doble: Account = { form: 'nit', nit: '2030405060', usuario: 'doble', password: DEMO_PASSWORD, nombre: 'PATRICIA' };
    await entrar(page, doble);
    await abrirDesdeMenu(page, 'Planillas', 'Planilla de trabajadores', 'Planilla de trabajadores');
    await page.getByRole('button', { name: 'Ir al menú de vendedor' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu(page).getByRole('button', { name: 'Proveedor' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Planillas' })).toHaveCount(0);
  });

  for (const [lang, titulo, matricula] of [
    ['en', 'Workers payroll', 'Commercial registration of the list'],
    ['ay', 'Irnaqirinakan planillapa', 'Siqin matrícula de comerciopa'],
  ] as const) {
    test(`the screen and its upload result have no accessibility problems in ${lang}`, async ({ page }) => {
      await entrar(page, ACCOUNTS.empleador, '/csv_planillas', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('combobox', { name: matricula })).toHaveText('00098765');
      expect(await violaciones(page), `${lang} /csv_planillas`).toEqual([]);
      // The upload's result, on a file of a document that is not a worker's: refused, nothing written.
      await page.getByTestId('archivo-planilla').setInputFiles({ name: 'planilla.csv', mimeType: 'text/csv', buffer: Buffer.from('nro_documento;monto_detalle\r\n1;100\r\n', 'utf8') });
      await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
      expect(await violaciones(page), `${lang} upload result`).toEqual([]);
    });
  }

  // Spec part 2 §2.4: the filling instructions and the rows' edit-mobile and change-state actions (decision 043).
  for (const lang of ['es', 'en', 'ay'] as const) {
    test(`the employer reads the filling instructions, is refused a taken mobile and inactivates then activates a worker from the list (${lang})`, async ({ page, request }) => {
      const t = textos(lang);
      type Fila = { s_beneficiaria_estado: string; s_beneficiaria_persona_nombre_completo: string; s_beneficiaria_persona_nro_documento: string; s_beneficiaria_persona_movil: string | null };
      const query = `query ($m: String) { beneficiariasNoEnPlanillasPorEntidad(limit: 100, order: "s_beneficiaria_persona_nombre_completo", matricula: $m) { rows { s_beneficiaria_estado s_beneficiaria_persona_nombre_completo s_beneficiaria_persona_nro_documento s_beneficiaria_persona_movil } } }`;
      const filas = (await comoEmpleador<{ beneficiariasNoEnPlanillasPorEntidad: { rows: Fila[] } }>(request, query, { m: MATRICULAS[0] })).beneficiariasNoEnPlanillasPorEntidad.rows;
      // A different worker per language, so the three runs never share a row.
      const activos = filas.filter((f) => f.s_beneficiaria_estado === 'ACTIVO');
      const trabajador = activos[['es', 'en', 'ay'].indexOf(lang)];
      const ocupado = filas.find((f) => f.s_beneficiaria_persona_movil && f !== trabajador)?.s_beneficiaria_persona_movil;
      expect(trabajador, 'an ACTIVO pending worker').toBeDefined();
      expect(ocupado, 'a pending worker with a mobile').toBeTruthy();
      const quien = trabajador!.s_beneficiaria_persona_nombre_completo;

      await entrar(page, ACCOUNTS.empleador, '/csv_planillas', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: t('csvPlanillas.titulo') })).toBeVisible();
      const lista = page.getByRole('table', { name: t('csvPlanillas.lista') });
      await expect(lista.getByRole('row').nth(1)).toBeVisible();

      // Step 2's link: the file's columns and the amount rules.
      await page.getByRole('button', { name: t('csvPlanillas.instrucciones.boton') }).click();
      const instrucciones = page.getByRole('dialog', { name: t('csvPlanillas.instrucciones.titulo') });
      await expect(instrucciones.getByRole('row', { name: new RegExp(`^monto_detalle`) })).toContainText(t('csvPlanillas.instrucciones.col.monto_detalle'));
      await expect(instrucciones.getByRole('rowheader')).toHaveText(['nro_documento', 'complemento', 'nombre_completo', 'fecha_nacimiento', 'celular', 'sucursal', 'monto_detalle']);
      await expect(instrucciones).toContainText(t('csvPlanillas.instrucciones.reglas.numero'));
      expect(await violaciones(page), `${lang} filling instructions`).toEqual([]);
      await instrucciones.getByRole('button', { name: t('common.close') }).click();
      await expect(instrucciones).toBeHidden();

      // The worker's row.
      await page.getByRole('button', { name: t('list.filters') }).click();
      const panel = page.getByRole('search', { name: t('list.filters') });
      await panel.getByRole('textbox', { name: t('csvPlanillas.documento') }).fill(trabajador!.s_beneficiaria_persona_nro_documento);
      await panel.getByRole('button', { name: t('list.search') }).click();
      await expect(lista.getByRole('row')).toHaveCount(2);
      const fila = lista.getByRole('row').filter({ hasText: trabajador!.s_beneficiaria_persona_nro_documento });

      // Edit mobile: another person's number is refused on the field, and nothing changes.
      await fila.getByRole('button', { name: t('trabajadores.editarCelularDe', { nombre: quien }) }).click();
      const dialogo = page.getByRole('dialog', { name: t('trabajadores.editarCelular') });
      const movil = dialogo.getByRole('textbox', { name: t('trabajadores.campos.movil') });
      await movil.fill(ocupado!);
      await dialogo.getByRole('button', { name: t('catalogo.guardar') }).click();
      await expect(dialogo.getByText(t('servidor.mensajes.celularRegistrado'))).toBeVisible();
      expect(await violaciones(page), `${lang} edit mobile`).toEqual([]);
      await dialogo.getByRole('button', { name: t('common.cancel') }).click();
      await expect(dialogo).toBeHidden();

      // Change state: INACTIVO after the spec's question, then ACTIVO again.
      const estado = fila.getByRole('switch', { name: t('catalogo.activoDe', { nombre: quien }) });
      await expect(estado).toBeChecked();
      for (const despues of [false, true]) {
        await estado.click();
        const confirmacion = page.getByRole('dialog', { name: t('dialog.confirmTitle') });
        await expect(confirmacion).toContainText(t('catalogo.confirmarEstado'));
        await confirmacion.getByRole('button', { name: t('common.accept') }).click();
        await expect(toast(page, t('servidor.mensajes.estadoModificado')).last()).toBeVisible();
        if (despues) await expect(estado).toBeChecked();
        else await expect(estado).not.toBeChecked();
      }
    });
  }
});
