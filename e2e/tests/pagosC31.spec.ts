import { readFile } from 'node:fs/promises';
import { formatoBs } from '@pb/contract';
import { violaciones } from '../fixtures/axe';
import { elegir } from '../fixtures/forms';
import { expect, test } from '../fixtures/login';
import { olvidarSesion } from '../fixtures/login';
import { PUBLICA, abrirEntrada, fila, pdfDePrueba, pendientesConMonto } from '../fixtures/planillas';
import { PROGRAMA, entrar, marca, toast } from '../fixtures/programa';

test.describe('pagosc31', () => {
  test('a public entity pays a payroll with a C31 PDF; the programme rejects it with a reason the entity reads, the entity sends it again, the programme approves it and finds it in the daily report', async ({ page, request }) => {
    const [trabajador] = await pendientesConMonto(request, PUBLICA);
    const nombre = `PLANILLA C31 ${marca()}`;
    const c31 = `C31-${marca()}`;

    // The public entity makes a payroll of one worker.
    await entrar(page, PUBLICA);
    await abrirEntrada(page, 'Planillas', 'Planillas', 'Planillas');
    await page.getByRole('button', { name: 'Agregar planilla' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Agregar planilla' });
    const total = dialogo.getByTestId('crear-planilla-total');
    await expect(total).not.toHaveText(/^0 /);
    await dialogo.getByRole('textbox', { name: 'Nombre' }).fill(nombre);
    await dialogo.getByRole('button', { name: 'Quitar todas' }).click();
    const busqueda = dialogo.getByRole('search', { name: 'Buscar beneficiarias pendientes' });
    await busqueda.getByRole('textbox', { name: 'Nro. documento' }).fill(trabajador!.s_beneficiaria_persona_nro_documento);
    await busqueda.getByRole('button', { name: 'Buscar' }).click();
    await dialogo.getByRole('button', { name: `Incluir en la planilla: ${trabajador!.s_beneficiaria_persona_nombre_completo}` }).click();
    await expect(total).toHaveText(`1 beneficiaria · Total ${formatoBs(trabajador!.monto)}`);
    const sucursal = dialogo.getByRole('combobox', { name: /^Sucursal de pago/ });
    if (!(await sucursal.textContent())?.includes(trabajador!.e_beneficiaria_nombre)) await elegir(dialogo, 'Sucursal de pago', trabajador!.e_beneficiaria_nombre);
    await dialogo.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Se realizó el registro correctamente')).toBeVisible();

    // It pays it with its C31 form: a file that is not a PDF is refused, the PDF is uploaded.
    const creada = fila(page.getByRole('table', { name: 'Planillas creadas' }), nombre);
    await creada.getByRole('button', { name: `Pagar ${nombre} con C31` }).click();
    const pago = page.getByRole('dialog', { name: 'Pagar con C31' });
    await expect(pago).toContainText('Un solo archivo PDF que contenga el formulario C31 y el cheque de pago.');
    expect(await violaciones(page)).toEqual([]);
    await pago.getByRole('button', { name: 'Enviar C31' }).click();
    await expect(pago.getByRole('textbox', { name: 'Código C31' })).toBeFocused();
    await pago.getByRole('textbox', { name: 'Código C31' }).fill(c31);
    await pago.getByTestId('archivo-c31').setInputFiles({ name: 'c31.txt', mimeType: 'text/plain', buffer: Buffer.from('no es un pdf') });
    await expect(pago).toContainText('Solo se admiten archivos .pdf.');
    await pago.getByTestId('archivo-c31').setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no es un pdf') });
    // The spec's sentence, and why (issue 51 §10).
    await expect(pago.getByRole('alert').filter({ hasText: 'Hubo un error en subir el archivo.' })).toContainText('El archivo no es un PDF válido.');
    await pago.getByTestId('archivo-c31').setInputFiles({ name: 'c31.pdf', mimeType: 'application/pdf', buffer: pdfDePrueba(`Formulario ${c31} y cheque`) });
    await expect(pago).toContainText('c31.pdf: subido');
    await pago.getByRole('button', { name: 'Enviar C31' }).click();
    await expect(toast(page, 'Formulario C31 enviado. La planilla queda ENVIADO hasta que el programa lo apruebe.')).toBeVisible();
    await expect(creada).toHaveCount(0);

    // Its 'Pagos C31' screen: the payroll ENVIADO, its form CREADO.
    await abrirEntrada(page, 'Planillas', 'Pagos C31', 'Pagos C31');
    await expect(fila(page.getByRole('table', { name: 'Planillas de la entidad' }), nombre)).toContainText('ENVIADO');
    await expect(fila(page.getByRole('table', { name: 'Formularios C31 enviados' }), c31)).toContainText('CREADO');
    expect(await violaciones(page)).toEqual([]);

    // The programme approves it.
    await olvidarSesion(page);
    await entrar(page, PROGRAMA);
    await abrirEntrada(page, 'Planillas', 'Pagos C31', 'Formularios C31');
    await expect(page.getByRole('table', { name: 'Planillas de la entidad' })).toHaveCount(0);
    const formularios = page.getByRole('table', { name: 'Formularios C31 de las entidades' });
    await page.getByRole('button', { name: 'Filtros' }).click();
    const panel = page.getByRole('search', { name: 'Filtros' });
    await panel.getByRole('textbox', { name: 'C31' }).fill(c31);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    const rechazado = fila(formularios, c31);
    await expect(rechazado).toContainText(nombre);
    expect(await violaciones(page)).toEqual([]);

    // It rejects it: the reason is required, and the entity reads it beside its payroll.
    const motivo = 'El cheque no es legible: escanee de nuevo el formulario.';
    await rechazado.getByRole('button', { name: `Rechazar el C31 ${c31}` }).click();
    const rechazo = page.getByRole('dialog', { name: `Rechazar el formulario C31 ${c31}` });
    await rechazo.getByRole('button', { name: 'Rechazar' }).click();
    await expect(rechazo.getByRole('textbox', { name: /^Motivo del rechazo/ })).toBeFocused();
    await expect(rechazo).toContainText('El campo es obligatorio');
    expect(await violaciones(page)).toEqual([]);
    await rechazo.getByRole('textbox', { name: /^Motivo del rechazo/ }).fill(motivo);
    await rechazo.getByRole('button', { name: 'Rechazar' }).click();
    await expect(toast(page, 'Formulario C31 rechazado: la planilla vuelve a CREADO.')).toBeVisible();
    await expect(rechazado).toContainText('ANULADO');
    await expect(rechazado).toContainText(motivo);

    await olvidarSesion(page);
    await entrar(page, PUBLICA);
    await abrirEntrada(page, 'Planillas', 'Pagos C31', 'Pagos C31');
    await expect(fila(page.getByRole('table', { name: 'Formularios C31 enviados' }), c31)).toContainText(motivo);
    await expect(fila(page.getByRole('table', { name: 'Planillas de la entidad' }), nombre)).toContainText('CREADO');
    const c31Nuevo = `${c31}-B`;
    await abrirEntrada(page, 'Planillas', 'Planillas', 'Planillas');
    await creada.getByRole('button', { name: `Pagar ${nombre} con C31` }).click();
    await pago.getByRole('textbox', { name: 'Código C31' }).fill(c31Nuevo);
    await pago.getByTestId('archivo-c31').setInputFiles({ name: 'c31.pdf', mimeType: 'application/pdf', buffer: pdfDePrueba(`Formulario ${c31Nuevo} y cheque`) });
    await expect(pago).toContainText('c31.pdf: subido');
    await pago.getByRole('button', { name: 'Enviar C31' }).click();
    await expect(toast(page, 'Formulario C31 enviado. La planilla queda ENVIADO hasta que el programa lo apruebe.')).toBeVisible();

    await olvidarSesion(page);
    await entrar(page, PROGRAMA);
    await abrirEntrada(page, 'Planillas', 'Pagos C31', 'Formularios C31');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await panel.getByRole('textbox', { name: 'C31' }).fill(c31Nuevo);
    await panel.getByRole('button', { name: 'Buscar' }).click();
    const formulario = fila(formularios, c31Nuevo);
    await expect(formulario).toContainText(nombre);

    const [pdf] = await Promise.all([page.waitForEvent('download'), formulario.getByRole('button', { name: `Descargar el PDF del C31 ${c31Nuevo}` }).click()]);
    expect((await readFile((await pdf.path())!)).toString('latin1')).toContain(`Formulario ${c31Nuevo} y cheque`);

    await formulario.getByRole('button', { name: `Aprobar el C31 ${c31Nuevo}` }).click();
    const confirmar = page.getByRole('dialog', { name: 'Confirmación' });
    await expect(confirmar).toContainText(`¿Aprobar el formulario C31 ${c31Nuevo}?`);
    await confirmar.getByRole('button', { name: 'Aceptar' }).click();
    await expect(toast(page, 'Formulario C31 aprobado: la planilla está PAGADO.')).toBeVisible();
    await expect(formulario).toContainText('PAGADO');
    await expect(formulario.getByRole('button', { name: `Aprobar el C31 ${c31Nuevo}` })).toBeDisabled();

    // Today's report of approved payrolls names it.
    await page.getByRole('button', { name: 'Reporte diario planillas aprobadas' }).click();
    const reporte = page.getByRole('dialog', { name: 'Reporte diario planillas aprobadas' });
    await expect(reporte.getByRole('textbox', { name: 'Fecha' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(await violaciones(page)).toEqual([]);
    const [csv] = await Promise.all([page.waitForEvent('download'), reporte.getByRole('button', { name: 'Descargar CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^planillas-aprobadas-\d{4}-\d{2}-\d{2}\.csv$/);
    const texto = await readFile((await csv.path())!, 'utf8');
    expect(texto).toContain(nombre);
    expect(texto).toContain(c31Nuevo);
    await expect(reporte).toBeHidden();
  });
});
