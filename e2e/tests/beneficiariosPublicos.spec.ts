import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatoMonto } from '@pb/contract';
import { violaciones } from '../fixtures/axe';
import { campo } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { PUBLICA, gql } from '../fixtures/planillas';
import { entrar, menu, toast } from '../fixtures/programa';

interface Fila {
  beneficiaria_datos_estado: string;
  beneficiaria_datos_enviar_sms: string;
  beneficiaria_datos_persona_movil: string | null;
  beneficiaria_datos_persona_nro_documento: string;
  beneficiaria_datos_persona_nombres: string;
  beneficiaria_datos_persona_primer_apellido: string | null;
  beneficiaria_datos_persona_segundo_apellido: string | null;
  monto_bono: string | null;
}
// The oldest rows: other journeys (pagosC31, planillasIdiomas) pay the newest pending ones.
const LISTA = `{ beneficiariosPublicos(limit: 100, order: "id") { rows { beneficiaria_datos_estado beneficiaria_datos_enviar_sms
  beneficiaria_datos_persona_movil beneficiaria_datos_persona_nro_documento beneficiaria_datos_persona_nombres
  beneficiaria_datos_persona_primer_apellido beneficiaria_datos_persona_segundo_apellido monto_bono } } }`;

const nombre = (f: Fila) => [f.beneficiaria_datos_persona_nombres, f.beneficiaria_datos_persona_primer_apellido, f.beneficiaria_datos_persona_segundo_apellido].filter(Boolean).join(' ');

/** The list's total as its pager shows it ('1–10 de 223'). */
async function totalDeLista(page: Page): Promise<number> {
  const pager = page.getByText(/^\d+–\d+ de \d+$/);
  await expect(pager).toBeVisible();
  return Number(/de (\d+)$/.exec((await pager.textContent()) ?? '')?.[1]);
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

async function subir(page: Page, lineas: string[]) {
  await page.getByTestId('archivo-trabajadores').setInputFiles({ name: 'beneficiarios.csv', mimeType: 'text/csv', buffer: Buffer.from('\ufeff' + lineas.join('\r\n') + '\r\n', 'utf8') });
  return page.getByRole('dialog', { name: 'Resultado de la revisión' });
}

test.describe('listaBeneficiariosPublicos', () => {
  test('the public entity bulk-updates mobiles from a CSV: a file with a bad row is refused naming it, a good one is written', async ({ page, request }) => {
    const { rows } = (await gql<{ beneficiariosPublicos: { rows: Fila[] } }>(request, PUBLICA, LISTA)).beneficiariosPublicos;
    const [uno, dos] = rows.filter((f) => f.monto_bono !== null);
    expect(uno && dos, 'two synced workers of the public entity with a bonus').toBeTruthy();
    const tomados = new Set(rows.map((f) => f.beneficiaria_datos_persona_movil));
    let libre = '';
    for (let n = 68_000_000 + (Date.now() % 900_000); !libre || tomados.has(libre); n++) libre = String(n);
    const quien = nombre(uno!);

    await entrar(page, PUBLICA);
    const seccion = menu(page).getByRole('button', { name: 'Beneficiarias' });
    if ((await seccion.getAttribute('aria-expanded')) !== 'true') await seccion.click();
    await menu(page).getByRole('link', { name: 'Beneficiarios', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Beneficiarios' })).toBeVisible();
    const grilla = page.getByRole('table', { name: 'Lista de beneficiarios' });
    await expect(grilla.getByRole('columnheader', { name: 'Monto del bono (Bs)' })).toBeVisible();
    await expect(grilla.getByRole('row').nth(1)).toBeVisible();
    expect(await violaciones(page)).toEqual([]);

    // The file to edit is the list's export.
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar trabajadores CSV' }).click()]);
    const lineas = (await readFile((await descarga.path())!, 'utf8')).replace('\ufeff', '').split('\r\n').filter(Boolean);
    expect(lineas[0]).toBe('nro_documento;complemento;nombre_completo;fecha_nacimiento;celular;sucursal;monto_detalle;estado');
    // Every row the list shows (issue 32), those already in a payroll of the month too.
    expect(lineas.length - 1).toBe(await totalDeLista(page));
    const linea = (f: Fila, celular: string) => {
      const l = lineas.find((x) => x.split(';')[0] === f.beneficiaria_datos_persona_nro_documento);
      expect(l, `${f.beneficiaria_datos_persona_nro_documento} in the export`).toBeDefined();
      const celdas = l!.split(';');
      celdas[4] = celular;
      return celdas.join(';');
    };

    // Row 3 has a mobile of four digits: nothing is written and the row is named.
    const malo = await subir(page, [lineas[0]!, linea(uno!, libre), linea(dos!, '5123')]);
    await expect(malo.getByRole('alert')).toHaveText('Se encontraron los siguientes errores en su planilla. Corrijalas por favor.');
    const errores = malo.getByRole('table', { name: 'Resultado de la revisión' });
    await expect(errores.getByRole('row')).toHaveCount(2);
    await expect(errores.getByRole('row').nth(1)).toContainText('3');
    await expect(errores.getByRole('row').nth(1)).toContainText('El celular tiene que tener 8 digitos');
    await expect(malo.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
    expect(await violaciones(page)).toEqual([]);
    await malo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(malo).toBeHidden();
    let fila = await filtrarPorDocumento(page, grilla, uno!.beneficiaria_datos_persona_nro_documento);
    await expect(fila).not.toContainText(libre);
    // With the list filtered, the export holds the one row it shows.
    const [filtrada] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar trabajadores CSV' }).click()]);
    const soloUna = (await readFile((await filtrada.path())!, 'utf8')).replace('\ufeff', '').split('\r\n').filter(Boolean);
    expect(soloUna.slice(1).map((l) => l.split(';')[0])).toEqual([uno!.beneficiaria_datos_persona_nro_documento]);

    // The good file: checked, then written in one go.
    const bueno = await subir(page, [lineas[0]!, linea(uno!, libre)]);
    await expect(bueno.getByRole('alert')).toHaveText('Planilla correcta.');
    await bueno.getByRole('button', { name: 'Continuar' }).click();
    await expect(toast(page, 'Se importó 1 trabajador; 1 con celular nuevo.')).toBeVisible();
    await expect(bueno).toBeHidden();
    fila = grilla.getByRole('row').filter({ hasText: uno!.beneficiaria_datos_persona_nro_documento });
    await expect(fila).toContainText(libre);
    await expect(fila).toContainText(formatoMonto(uno!.monto_bono!));
    await expect(fila).toContainText(quien);

    // The SMS switch, once.
    const sms = fila.getByRole('switch', { name: `Compra con SMS: ${quien}` });
    const antes = uno!.beneficiaria_datos_enviar_sms === '1';
    if (antes) await expect(sms).toBeChecked();
    else await expect(sms).not.toBeChecked();
    await sms.click();
    await expect(toast(page, 'Compra con SMS actualizado')).toBeVisible();
    if (antes) await expect(sms).not.toBeChecked();
    else await expect(sms).toBeChecked();
    await expect(sms).toBeEnabled();
    expect(await violaciones(page)).toEqual([]);
  });

  for (const [lang, textos] of [
    ['en', { titulo: 'Beneficiaries', lista: 'Beneficiaries list', monto: 'Bonus amount (Bs)' }],
    ['ay', { titulo: 'Katuqirinaka', lista: 'Katuqirinakan siqipa', monto: 'Bono qullqi (Bs)' }],
  ] as const) {
    test(`the screen has no accessibility problems in ${lang}`, async ({ page }) => {
      await entrar(page, PUBLICA, '/listaBeneficiariosPublicos', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: textos.titulo, exact: true })).toBeVisible();
      const grilla = page.getByRole('table', { name: textos.lista });
      await expect(grilla.getByRole('columnheader', { name: textos.monto })).toBeVisible();
      await expect(grilla.getByRole('row').nth(1)).toBeVisible();
      expect(await violaciones(page), `${lang} /listaBeneficiariosPublicos`).toEqual([]);
    });
  }
});
