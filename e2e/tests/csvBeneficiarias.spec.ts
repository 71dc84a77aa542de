import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { fechaBolivia } from '@pb/contract';
import { ACCOUNTS } from '../fixtures/accounts';
import { violaciones } from '../fixtures/axe';
import { campo } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { abrirDesdeMenu, entrar, toast } from '../fixtures/programa';

const BOM = '\ufeff';
// The demo employer's worker LIDIA (docs/demo.md, OVT: the same data in OVT and
// SEGIP) is the titular; EVA AÑEZ LIMACHI is a person SEGIP knows and the demo does not.
const TITULAR = '1049345';
const NUEVA = { documento: '3850301', nacimiento: '02/03/1955', nombre: 'EVA AÑEZ LIMACHI' };
const CABECERA = 'nro_documento_titular;complemento_titular;nro_documento_beneficiaria;complemento_beneficiaria;fecha_nacimiento_beneficiaria;subsidio;nro_asignacion_inicio;nro_asignacion_fin;fecha_inicio;celular;nro_hijos;titular_cobro';

const csv = (...filas: string[]) => Buffer.from(BOM + [CABECERA, ...filas].join('\r\n') + '\r\n', 'utf8');

/** The files' names in a ustar archive (a 512-byte header each, the name first, the size in octal). */
function nombresEnTar(tar: Buffer): string[] {
  const nombres: string[] = [];
  for (let i = 0; i + 512 <= tar.length && tar[i] !== 0; ) {
    nombres.push(tar.subarray(i, i + 100).toString('ascii').replace(/\0.*$/s, ''));
    i += 512 + Math.ceil(parseInt(tar.subarray(i + 124, i + 136).toString('ascii'), 8) / 512) * 512;
  }
  return nombres;
}

async function subir(page: Page, contenido: Buffer) {
  await page.getByTestId('archivo-beneficiarias').setInputFiles({ name: 'beneficiarias.csv', mimeType: 'text/csv', buffer: contenido });
  const dialogo = page.getByRole('dialog', { name: 'Resultado de la revisión' });
  await expect(dialogo).toBeVisible();
  return dialogo;
}

/** This month in Bolivia, as the screen suggests the payroll's name. */
function mesBolivia(): string {
  return `PLANILLA ${fechaBolivia(new Date()).slice(0, 7)}`;
}

test.describe('csv_beneficiarias', () => {
  test('the employer imports beneficiaries from the base file', async ({ page }) => {
    await entrar(page, ACCOUNTS.empleador);
    await abrirDesdeMenu(page, 'Beneficiarias', 'Importar beneficiarias', 'Importar beneficiarias');
    const lista = page.getByRole('table', { name: 'Beneficiarias de subsidios' });
    await expect(lista).toBeVisible();

    // The base files: a .tar.gz with the template and its guide.
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar archivos base' }).click()]);
    expect(descarga.suggestedFilename()).toBe('archivos_base.tar.gz');
    const tar = gunzipSync(await readFile((await descarga.path())!));
    expect(nombresEnTar(tar)).toEqual(['plantilla_beneficiarias.csv', 'instrucciones.txt']);
    expect(tar.toString('utf8')).toContain(CABECERA);

    // A broken file: a titular who is not a worker of the entity, a subsidy that does not exist. Nothing is written.
    const rota = await subir(page, csv(`9999998;;9999998;;;SUBSIDIO PRENATAL;;;01/12/2026;;;NO`, `${TITULAR};;${TITULAR};;;SUBSIDIO DE VIVIENDA;;;01/12/2026;;;NO`));
    await expect(rota.getByRole('alert')).toHaveText('Se encontraron los siguientes errores en su planilla. Corrijalas por favor.');
    const desconocido = rota.getByRole('row').filter({ hasText: 'El documento no corresponde a un trabajador de su entidad.' });
    await expect(desconocido).toContainText('2');
    await expect(desconocido).toContainText('nro_documento_titular (documento de la titular)');
    await expect(rota.getByRole('row').filter({ hasText: 'No existe un subsidio con ese nombre.' })).toContainText('3');
    await expect(rota.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
    expect(await violaciones(page)).toEqual([]);
    await rota.getByRole('button', { name: 'Cerrar' }).click();
    await expect(rota).toBeHidden();

    // The good file: LIDIA as her own PRENATAL beneficiary, and EVA (checked with SEGIP) for LACTANCIA.
    const buena = await subir(page, csv(`${TITULAR};;${TITULAR};;;SUBSIDIO PRENATAL;1;4;01/12/2026;;;NO`, `${TITULAR};;${NUEVA.documento};;${NUEVA.nacimiento};Subsidio de lactancia;;;01/12/2026;;0;SI`));
    await expect(buena.getByRole('alert')).toHaveText('Planilla correcta.');
    await expect(buena).toContainText('Filas listas para registrar: 2');
    const nombre = campo(buena, 'Nombre de la planilla');
    await expect(nombre).toHaveValue(mesBolivia());
    expect(await violaciones(page)).toEqual([]);
    // The name is required.
    await nombre.fill('');
    await buena.getByRole('button', { name: 'Confirmar' }).click();
    await expect(buena.getByText('El campo es obligatorio.')).toBeVisible();
    await nombre.fill(mesBolivia());
    await buena.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page, '2 beneficiarias registradas')).toBeVisible();
    await expect(buena).toBeHidden();

    // The list shows them: LIDIA's own subsidy waits for her phone (CREADO), EVA has none (ACTIVO).
    const propia = lista.getByRole('row').filter({ hasText: 'SUBSIDIO PRENATAL' }).filter({ hasText: 'LIDIA YUPANQUI ARCE' });
    await expect(propia).toContainText(TITULAR);
    await expect(propia).toContainText('CREADO');
    const eva = lista.getByRole('row').filter({ hasText: NUEVA.nombre });
    await expect(eva).toContainText('SUBSIDIO DE LACTANCIA');
    await expect(eva).toContainText(NUEVA.documento);
    await expect(eva).toContainText('LIDIA YUPANQUI ARCE');
    await expect(eva).toContainText('ACTIVO');

    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('search', { name: 'Filtros' });
    await campo(panel, 'Nro. documento').fill(NUEVA.documento);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    await expect(lista.getByRole('row')).toHaveCount(2); // the header and EVA
    expect(await violaciones(page)).toEqual([]);
  });

  for (const [lang, titulo] of [
    ['en', 'Import beneficiaries'],
    ['ay', 'Katuqirinak apantaña'],
  ] as const) {
    test(`the screen has no accessibility problems in ${lang}`, async ({ page }) => {
      await entrar(page, ACCOUNTS.empleador, '/csv_beneficiarias', { idioma: lang });
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await violaciones(page), `${lang} /csv_beneficiarias`).toEqual([]);
    });
  }
});
