import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS, type Account } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { generarCodigoDePlanilla } from '../fixtures/cpt';
import { campo } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { ETA, crearPlanilla } from '../fixtures/planillas';
import { CONFIRMAR_ESTADO, abrirDesdeMenu, entrar, marca, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';

const EMPLEADOR = ACCOUNTS.empleador;

interface Fila {
  beneficiaria_datos_estado: string;
  beneficiaria_datos_persona_movil: string | null;
  beneficiaria_datos_persona_nro_documento: string;
  beneficiaria_datos_persona_nombres: string;
  beneficiaria_datos_persona_primer_apellido: string | null;
  beneficiaria_datos_persona_segundo_apellido: string | null;
}
const LISTA = `query ($page: Int) { beneficiariasPorEntidad(limit: 100, page: $page) { rows {
  beneficiaria_datos_estado beneficiaria_datos_persona_movil beneficiaria_datos_persona_nro_documento
  beneficiaria_datos_persona_nombres beneficiaria_datos_persona_primer_apellido beneficiaria_datos_persona_segundo_apellido } } }`;

/** The demo employer's workers as its OVT sync left them (read through the API, as the screen does). */
async function trabajadoresDemo(request: APIRequestContext): Promise<Fila[]> {
  if (EMPLEADOR.form !== 'nit') throw new Error('the demo employer signs in with its NIT');
  const login = await request.post('/auth/nit', { data: { nit: EMPLEADOR.nit, usuario: EMPLEADOR.usuario, password: EMPLEADOR.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const filas: Fila[] = [];
  for (let page = 1; page <= 3; page++) {
    const res = await request.post('/graphql', { data: { query: LISTA, variables: { page } }, headers: { Authorization: `Bearer ${token}` } });
    filas.push(...((await res.json()) as { data: { beneficiariasPorEntidad: { rows: Fila[] } } }).data.beneficiariasPorEntidad.rows);
  }
  return filas;
}

/** The list's total as its pager shows it ('1–10 de 223'). */
async function totalDeLista(page: Page): Promise<number> {
  const pager = page.getByText(/^\d+–\d+ de \d+$/);
  await expect(pager).toBeVisible();
  return Number(/de (\d+)$/.exec((await pager.textContent()) ?? '')?.[1]);
}

const nombre = (f: Fila) => [f.beneficiaria_datos_persona_nombres, f.beneficiaria_datos_persona_primer_apellido, f.beneficiaria_datos_persona_segundo_apellido].filter(Boolean).join(' ');

async function aceptar(page: Page, pregunta: string) {
  const confirmacion = page.getByRole('dialog', { name: 'Confirmación' });
  await expect(confirmacion).toContainText(pregunta);
  await confirmacion.getByRole('button', { name: 'Aceptar' }).click();
  await expect(confirmacion).toBeHidden();
}

async function filtrarPorDocumento(page: Page, grilla: Locator, documento: string): Promise<Locator> {
  const boton = page.getByRole('button', { name: 'Filtros' });
  if ((await boton.getAttribute('aria-expanded')) !== 'true') await boton.click();
  const panel = page.getByRole('search', { name: 'Filtros' });
  await campo(panel, 'Nro. documento').fill(documento);
  await panel.getByRole('button', { name: 'Buscar' }).click();
  await expect(grilla.getByRole('row')).toHaveCount(2); // the header and the match
  return grilla.getByRole('row').filter({ hasText: documento });
}

test.describe('beneficiariasEditar', () => {
  test('the demo employer changes a worker’s mobile, inactivates and activates the worker, and turns SMS purchases off', async ({ page, request }) => {
    const todos = await trabajadoresDemo(request);
    // Synced without a mobile, a worker starts ACTIVO (DOMAIN.md §3); another worker's mobile is taken.
    const trabajador = todos.find((f) => f.beneficiaria_datos_estado === 'ACTIVO' && !f.beneficiaria_datos_persona_movil);
    const ocupado = todos.find((f) => f.beneficiaria_datos_persona_movil)?.beneficiaria_datos_persona_movil;
    expect(trabajador, 'a synced worker without a mobile').toBeDefined();
    expect(ocupado, 'a synced worker with a mobile').toBeTruthy();
    const quien = nombre(trabajador!);
    const tomados = new Set(todos.map((f) => f.beneficiaria_datos_persona_movil));
    let libre = '';
    for (let n = 60_000_000 + (Date.now() % 9_000_000); !libre || tomados.has(libre); n++) libre = String(n);

    // A common office screen (issue 32): every column, the state and its switch last, must be in sight.
    await page.setViewportSize({ width: 1366, height: 768 });
    await entrar(page, EMPLEADOR);
    await abrirDesdeMenu(page, 'Beneficiarias', 'Trabajadores', 'Trabajadores');
    const grilla = page.getByRole('table', { name: 'Lista de trabajadores' });
    await expect(grilla.getByRole('row').nth(1)).toBeVisible();
    expect(await violaciones(page)).toEqual([]);
    const fila = await filtrarPorDocumento(page, grilla, trabajador!.beneficiaria_datos_persona_nro_documento);
    await expect(fila).toContainText(quien);
    await expect(fila).toContainText('ACTIVO');

    // Edit the mobile: a number another person has is refused on the field, a free one is saved.
    await fila.getByRole('button', { name: `Editar el celular de ${quien}` }).click();
    const dialogo = page.getByRole('dialog', { name: 'Editar celular' });
    const movil = dialogo.getByRole('textbox', { name: 'Celular' });
    await movil.fill('5123');
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El celular tiene que tener 8 digitos')).toBeVisible();
    await movil.fill(ocupado!);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogo.getByText('El número de celular ya se encuentra registrado')).toBeVisible();
    await expect(movil).toBeFocused();
    expect(await violaciones(page)).toEqual([]);
    await movil.fill(libre);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se actualizo número de celular.')).toBeVisible();
    await expect(dialogo).toBeHidden();
    await expect(fila).toContainText(libre);
    // The new phone must be verified again: the worker cannot buy until activated.
    await expect(fila).toContainText('BLOQUEADO POR CAMBIO DE CELULAR');

    await fila.getByRole('button', { name: `Activar a ${quien}` }).click();
    await aceptar(page, `¿Está seguro de activar a ${quien}? Podrá realizar compras.`);
    await expect(toast(page, '¡Registro activado!')).toBeVisible();
    await expect(fila.getByText('ACTIVO', { exact: true })).toBeVisible();

    await fila.getByRole('button', { name: `Inactivar a ${quien}` }).click();
    await aceptar(page, `¿Está seguro de inactivar a ${quien}? No podrá realizar compras.`);
    // The worker's record is what changed, and the toast says so (issue 32).
    await expect(toast(page, '¡Registro desactivado!')).toBeVisible();
    await expect(fila.getByText('INACTIVO', { exact: true })).toBeVisible();

    // The state toggle brings it back: in sight at 1366 px, without scrolling the list sideways.
    const estado = fila.getByRole('switch', { name: `Activo: ${quien}` });
    // (The switch's input is wider than the switch drawn: the whole state column is what must be in sight.)
    await expect(grilla.getByRole('columnheader', { name: 'Estado' })).toBeInViewport({ ratio: 1 });
    await expect(estado).toBeInViewport();
    await expect(estado).not.toBeChecked();
    await estado.click();
    await aceptar(page, CONFIRMAR_ESTADO);
    await expect(toast(page, 'Estado Modificado')).toBeVisible();
    await expect(fila.getByText('ACTIVO', { exact: true })).toBeVisible();
    await expect(estado).toBeChecked();

    const sms = fila.getByRole('switch', { name: `Compra con SMS: ${quien}` });
    await expect(sms).toBeChecked();
    await sms.click();
    await expect(toast(page, 'Compra con SMS actualizado')).toBeVisible();
    await expect(sms).not.toBeChecked();
    await expect(sms).toBeEnabled();
  });

  test('the demo employer exports its workers as a CSV with their states', async ({ page }) => {
    await entrar(page, EMPLEADOR);
    await abrirDesdeMenu(page, 'Beneficiarias', 'Trabajadores', 'Trabajadores');
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar trabajadores CSV' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^trabajadores_\d{4}-\d{2}-\d{2}\.csv$/);
    const lineas = (await readFile((await descarga.path())!, 'utf8')).replace('\ufeff', '').split('\r\n').filter(Boolean);
    expect(lineas[0]).toBe('nro_documento;complemento;nombre_completo;fecha_nacimiento;celular;sucursal;monto_detalle;estado');
    // Every row the list shows (issue 32): the 223 demo workers the OVT sync brought (README), in a payroll or not.
    const total = await totalDeLista(page);
    expect(total).toBeGreaterThanOrEqual(223);
    expect(lineas.length - 1).toBe(total);
  });

  test('the employer imports the workers file with a changed mobile', async ({ page, request }) => {
    const todos = await trabajadoresDemo(request);
    // A worker synced without a mobile is ACTIVO; its first mobile, as any new one, must be verified.
    const trabajador = [...todos].reverse().find((f) => f.beneficiaria_datos_estado === 'ACTIVO' && !f.beneficiaria_datos_persona_movil);
    expect(trabajador, 'an ACTIVO worker without a mobile').toBeDefined();
    const documento = trabajador!.beneficiaria_datos_persona_nro_documento;
    const tomados = new Set(todos.map((f) => f.beneficiaria_datos_persona_movil));
    let libre = '';
    for (let n = 69_000_000 + (Date.now() % 900_000); !libre || tomados.has(libre); n++) libre = String(n);

    await entrar(page, EMPLEADOR);
    await abrirDesdeMenu(page, 'Beneficiarias', 'Trabajadores', 'Trabajadores');
    const grilla = page.getByRole('table', { name: 'Lista de trabajadores' });
    await expect(grilla.getByRole('row').nth(1)).toBeVisible();

    // The exported file, with that worker's celular cell (the fifth) filled in, goes back as it is.
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar trabajadores CSV' }).click()]);
    const lineas = (await readFile((await descarga.path())!, 'utf8')).replace('\ufeff', '').split('\r\n').filter(Boolean);
    const editadas = lineas.map((l) => {
      const celdas = l.split(';');
      if (celdas[0] !== documento) return l;
      celdas[4] = libre;
      return celdas.join(';');
    });
    expect(editadas).not.toEqual(lineas);
    await page.getByTestId('archivo-trabajadores').setInputFiles({ name: 'trabajadores.csv', mimeType: 'text/csv', buffer: Buffer.from('\ufeff' + editadas.join('\r\n') + '\r\n', 'utf8') });
    const dialogo = page.getByRole('dialog', { name: 'Resultado de la revisión' });
    await expect(dialogo.getByRole('alert')).toHaveText('Planilla correcta.');
    await expect(dialogo).toContainText(`Filas listas para guardar: ${lineas.length - 1}`);
    expect(await violaciones(page)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Continuar' }).click();
    await expect(toast(page, `Se importaron ${lineas.length - 1} trabajadores; 1 con celular nuevo.`)).toBeVisible();
    await expect(dialogo).toBeHidden();

    // The list reloads: the new mobile, and the worker blocked until the phone is verified.
    const fila = await filtrarPorDocumento(page, grilla, documento);
    await expect(fila).toContainText(libre);
    await expect(fila).toContainText('BLOQUEADO POR CAMBIO DE CELULAR');
  });

  for (const [lang, textos] of [
    ['en', { titulo: 'Workers', editar: 'Edit mobile number', importar: 'Import workers CSV', resultado: 'Check result' }],
    ['ay', { titulo: 'Irnaqirinaka', editar: 'Celular mayjt’ayaña', importar: 'Irnaqirinak CSV apkataña', resultado: 'Uñakipäwin tukuyapa' }],
  ] as const) {
    test(`the screen, its mobile dialog and its import result have no accessibility problems in ${lang}`, async ({ page }) => {
      await entrar(page, EMPLEADOR, '/beneficiariasEditar', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: textos.titulo })).toBeVisible();
      const grilla = page.getByRole('table');
      await expect(grilla.getByRole('row').nth(1)).toBeVisible();
      expect(await violaciones(page), `${lang} /beneficiariasEditar`).toEqual([]);
      await grilla.getByRole('row').nth(1).getByRole('button').first().click();
      const editar = page.getByRole('dialog', { name: textos.editar });
      await expect(editar).toBeVisible();
      expect(await violaciones(page), `${lang} mobile dialog`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(editar).toBeHidden();
      // A file with a document that is not a worker's: refused, nothing written.
      await expect(page.getByRole('button', { name: textos.importar })).toBeVisible();
      await page.getByTestId('archivo-trabajadores').setInputFiles({ name: 'trabajadores.csv', mimeType: 'text/csv', buffer: Buffer.from('nro_documento;celular\r\n1;79999999\r\n', 'utf8') });
      const resultado = page.getByRole('dialog', { name: textos.resultado });
      await expect(resultado.getByRole('table')).toBeVisible();
      expect(await violaciones(page), `${lang} import result`).toEqual([]);
    });
  }

  /** The workers list in a language, as the demo employer (or another entity's account). */
  async function trabajadoresEn(page: Page, lang: string, t: ReturnType<typeof textos>, cuenta: Account = EMPLEADOR) {
    await entrar(page, cuenta, '/beneficiariasEditar', { idioma: lang });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t('trabajadores.titulo') })).toBeVisible();
    await expect(page.getByRole('table', { name: t('trabajadores.lista') }).getByRole('row').nth(1)).toBeVisible();
  }

  // Spec part 2 §2.5 "CPT dialogs" (decision 043): the payment code from the workers list.
  for (const lang of ['es', 'en', 'ay'] as const) {
    test(`the employer generates a payment code for a created payroll from the workers list (${lang})`, async ({ page, request }) => {
      const t = textos(lang);
      const nombre = `PLANILLA TRABAJADORES ${lang.toUpperCase()} ${marca()}`;
      await crearPlanilla(request, EMPLEADOR, nombre);
      await trabajadoresEn(page, lang, t);

      await generarCodigoDePlanilla(page, t, nombre, lang);
    });
  }

  // Spec part 2 §8 warning (decision 043): once one code pays every created payroll, the button says none is left.
  test('the payment-code button says there is no created payroll left once all are paid with one code', async ({ page, request }) => {
    const t = textos('es');
    const nombre = `PLANILLA ULTIMA ${marca()}`;
    await crearPlanilla(request, ETA, nombre);
    await trabajadoresEn(page, 'es', t, ETA);

    const boton = page.getByRole('button', { name: 'Generar código de pago', exact: true });
    await boton.click();
    const cpt = page.getByRole('dialog', { name: 'Generar código de pago (CPT)' });
    await expect(cpt.getByRole('row').filter({ hasText: nombre })).toBeVisible();
    // Every created payroll of the entity is chosen unless one is left out.
    await expect(cpt.getByRole('checkbox', { name: 'Elegir todas las planillas' })).toBeChecked();
    await cpt.getByRole('button', { name: 'Generar código' }).click();
    const codigo = page.getByRole('dialog', { name: 'Código de pago generado' });
    await expect(codigo.getByTestId('codigo-pago')).toHaveText(/^\d{10}$/);
    await codigo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(codigo).toBeHidden();

    await boton.click();
    await expect(toast(page, 'No tiene planillas para generar código de pago')).toBeVisible();
    await expect(cpt).toHaveCount(0);
    expect(await violaciones(page)).toEqual([]);
  });

  // Spec part 2 §8 "CSV download failure" (decision 043): the server's text, else 'Hubo un error.', or the connection message.
  for (const lang of ['es', 'en', 'ay'] as const) {
    test(`a failed workers export tells the employer why (${lang})`, async ({ page }) => {
      const t = textos(lang);
      await trabajadoresEn(page, lang, t);
      const exportar = page.getByRole('button', { name: t('trabajadores.exportar') });
      const csv = '**/api/v1/beneficiarias/descargarTrabajadoresCsv/**';

      await page.route(csv, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }));
      await exportar.click();
      await expect(toast(page, t('http.descarga'))).toBeVisible();
      await expect(exportar).toBeEnabled();

      await page.unroute(csv);
      await page.route(csv, (route) => route.abort('internetdisconnected'));
      await exportar.click();
      await expect(toast(page, t('login.noConnection'))).toBeVisible();
      await expect(exportar).toBeEnabled();

      await page.unroute(csv);
      await page.route(csv, (route) => route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: 'No tiene los permisos necesarios.', code: 'FORBIDDEN', clave: 'sinPermisos', parametros: {} }) }));
      await exportar.click();
      await expect(toast(page, t('servidor.mensajes.sinPermisos'))).toBeVisible();
    });
  }
});
