import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diaMesAnio, fechaBolivia } from '@pb/contract';
import { violaciones } from '../fixtures/axe';
import { detenerFirmador, iniciarFirmador, autoridadDemoPem } from '../fixtures/firmador';
import { expect, test } from '../fixtures/login';
import { abrirEntrada, fila } from '../fixtures/planillas';
import { PROGRAMA, entrar, toast } from '../fixtures/programa';
import { textos } from '../fixtures/textos';
import { FIRMADOR_URL } from '../playwright.config';

// The signing program answers HTTPS with a certificate of the demo authority, which this browser does not trust.
test.use({ ignoreHTTPSErrors: true });

/** pdfsig's verdict on a file, trusting only the demo authority (an NSS database of its own). */
function pdfsig(archivo: string): string {
  const nss = mkdtempSync(join(tmpdir(), 'pb-nss-'));
  execFileSync('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
  execFileSync('certutil', ['-A', '-d', `sql:${nss}`, '-n', 'autoridad-demo', '-t', 'CT,C,C', '-i', autoridadDemoPem()]);
  return execFileSync('pdfsig', ['-nssdir', `sql:${nss}`, archivo], { encoding: 'utf8' });
}

test('the programme signs the day’s approved-payroll report and a payment request in one go with its token', async ({ page }) => {
  const reporte = `Reporte diario planillas aprobadas ${diaMesAnio(fechaBolivia(new Date()))}`;
  await entrar(page, PROGRAMA);

  // Today's report is sent to be signed from its dialog; the settlement draws each payment's request.
  await abrirEntrada(page, 'Planillas', 'Pagos C31', 'Formularios C31');
  await page.getByRole('button', { name: 'Reporte diario planillas aprobadas' }).click();
  await page.getByRole('dialog', { name: 'Reporte diario planillas aprobadas' }).getByRole('button', { name: 'Enviar a firma' }).click();
  await expect(toast(page, 'Documento enviado a firma.')).toBeVisible();
  await abrirEntrada(page, 'Reportes', 'Pagos a entidades', 'Pagos a entidades');
  await page.getByRole('button', { name: 'Liquidar ventas' }).click();
  await page.getByRole('dialog', { name: 'Liquidar ventas' }).getByRole('button', { name: 'Aceptar' }).click();
  await expect(toast(page, 'Ventas liquidadas: 1 pago por Bs')).toBeVisible();

  // Both wait in the signing panel.
  await abrirEntrada(page, 'Reportes', 'Firma de documentos', 'Firma de documentos');
  const lista = page.getByRole('table', { name: 'Documentos para firmar' });
  const solicitud = fila(lista, 'Solicitud de pago Nº');
  await expect(fila(lista, reporte)).toContainText('PENDIENTE');
  await expect(solicitud).toContainText('PENDIENTE');
  const nombreSolicitud = (await solicitud.getByRole('cell').nth(1).textContent())!.trim();
  expect(await violaciones(page)).toEqual([]);

  // With the signing program stopped, the panel says so and how to fix it; started again, "Reintentar" finds its token.
  await detenerFirmador();
  await page.getByRole('checkbox', { name: `Elegir ${reporte}` }).check();
  await page.getByRole('checkbox', { name: `Elegir ${nombreSolicitud}` }).check();
  await page.getByRole('button', { name: 'Firmar (2)' }).click();
  const panel = page.getByRole('dialog', { name: 'Panel de firma' });
  await expect(panel.getByRole('alert')).toContainText(`El programa de firma no está en ejecución en ${FIRMADOR_URL}.`);
  await expect(panel.getByRole('link', { name: FIRMADOR_URL })).toBeVisible();
  expect(await violaciones(page)).toEqual([]);
  await iniciarFirmador();
  await panel.getByRole('button', { name: 'Reintentar' }).click();
  await expect(panel).toContainText('Token conectado. Ingrese su PIN para ver sus certificados.');

  // The PIN: required, a wrong one refused with the program's message, the right one lists the certificates.
  await panel.getByRole('button', { name: 'Ingresar' }).click();
  await expect(panel).toContainText('El campo es obligatorio.');
  await panel.getByLabel('PIN del token').fill('000000');
  await panel.getByRole('button', { name: 'Ingresar' }).click();
  await expect(panel.getByRole('alert')).toHaveText('PIN incorrecto');
  await panel.getByLabel('PIN del token').fill('123456');
  await panel.getByRole('button', { name: 'Ingresar' }).click();
  const propio = panel.getByRole('radio', { name: /MARÍA ELENA CONDORI MAMANI/ });
  await propio.check();
  // Its validity as a person reads dates, not as the program sends them.
  await expect(panel.getByText(/válido del \d{2}\/\d{2}\/\d{4} al \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  expect(await violaciones(page)).toEqual([]);

  // Both signed in one go: each ACTUALIZADO (shown as 'Firmado'), the panel closed, the list refreshed with who signed.
  await panel.getByRole('button', { name: 'Firmar (2)' }).click();
  await expect(panel).toBeHidden();
  const avance = page.getByRole('list', { name: 'Avance de la firma' });
  await expect(avance.getByRole('listitem').filter({ hasText: reporte })).toContainText('Firmado');
  await expect(avance.getByRole('listitem').filter({ hasText: nombreSolicitud })).toContainText('Firmado');
  await expect(fila(lista, reporte)).toContainText('FIRMADO');
  await expect(fila(lista, nombreSolicitud)).toContainText(/FIRMADO.*programa, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  expect(await violaciones(page)).toEqual([]);

  // The signed request a standard reader validates against the demo authority.
  const [descarga] = await Promise.all([page.waitForEvent('download'), fila(lista, nombreSolicitud).getByRole('button', { name: `Descargar ${nombreSolicitud} firmado` }).click()]);
  const veredicto = pdfsig((await descarga.path())!);
  expect(veredicto).toContain('Signature is Valid.');
  expect(veredicto).toContain('Certificate is Trusted.');

  // The panel in English and Aymara.
  for (const lang of ['en', 'ay'] as const) {
    const t = textos(lang);
    await page.evaluate((l) => localStorage.setItem('pb.lang', l), lang);
    await page.goto('/firmas');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1, name: t('firmas.titulo'), exact: true })).toBeVisible();
    await expect(fila(page.getByRole('table', { name: t('firmas.lista') }), t('firmas.nombre.SOLICITUD_PAGO', { id: nombreSolicitud.replace(/\D/g, '') }))).toBeVisible();
    expect(await violaciones(page), lang).toEqual([]);
  }
});
