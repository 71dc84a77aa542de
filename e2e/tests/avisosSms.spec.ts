import { formatoMonto } from '@pb/contract';
import { ACCOUNTS } from '../fixtures/accounts';
import { expect, test } from '../fixtures/login';
import { gql, type Pendiente } from '../fixtures/planillas';
import { marca } from '../fixtures/programa';

/**
 * The beneficiaries' SMS notices (issue 55 §3, decision 082), as the README's story tells them: the
 * demo employer's payroll of one worker with a mobile is paid at the bank (the simulator's page), and
 * the server's job sends her one SMS with the amount and her saldo, seen at /dev/sms; her phone
 * replies BAJA on that page and gets one confirmation, then ALTA (the demo is left as it was).
 */
test('a paid payroll sends its worker one SMS; her reply BAJA turns the notices off and ALTA on', async ({ page, request }) => {
  // A pending worker with a mobile, from the end of the list: the payroll journeys take the first ones.
  const pendientes = await gql<{ beneficiariasNoEnPlanillasPorEntidad: { rows: Array<Pendiente & { monto: string | null }> } }>(
    request,
    ACCOUNTS.empleador,
    `{ beneficiariasNoEnPlanillasPorEntidad(limit: 100, order: "-id") { rows { id_beneficiaria id_sucursal monto e_beneficiaria_nombre s_beneficiaria_persona_nombre_completo s_beneficiaria_persona_nro_documento } } }`,
  );
  const trabajadores = await gql<{ beneficiariasPorEntidad: { rows: Array<{ id: number; beneficiaria_datos_persona_movil: string | null }> } }>(
    request,
    ACCOUNTS.empleador,
    '{ beneficiariasPorEntidad(limit: 100) { rows { id beneficiaria_datos_persona_movil } } }',
  );
  const moviles = new Map(trabajadores.beneficiariasPorEntidad.rows.map((r) => [Number(r.id), r.beneficiaria_datos_persona_movil]));
  const ella = pendientes.beneficiariasNoEnPlanillasPorEntidad.rows.filter((p) => p.monto !== null && Number(p.monto) > 0 && moviles.get(Number(p.id_beneficiaria))).at(-1);
  expect(ella, 'una trabajadora pendiente con celular').toBeTruthy();
  const movil = moviles.get(Number(ella!.id_beneficiaria))!;
  const nombre = `PLANILLA AVISO ${marca()}`;
  const { planillaAdd } = await gql<{ planillaAdd: { id: number } }>(
    request,
    ACCOUNTS.empleador,
    `mutation ($s: ID!, $m: String!, $n: String!, $l: [PlanillaLineaInput!]!) { planillaAdd(sucursalPago: $s, montoTotal: $m, tipo: "MENSUAL", nombre: $n, lista: $l) { id } }`,
    { s: ella!.id_sucursal, m: ella!.monto, n: nombre, l: [{ idBeneficiaria: ella!.id_beneficiaria, monto: ella!.monto }] },
  );
  const { planillaCptAdd } = await gql<{ planillaCptAdd: { codigo: string } }>(request, ACCOUNTS.empleador, 'mutation ($l: [PlanillaCptInput!]!) { planillaCptAdd(lista: $l) { codigo } }', {
    l: [{ idPlanilla: String(planillaAdd.id), montoTotal: ella!.monto }],
  });

  // The bank pays it; the platform notifies our server, which credits her and enqueues her notice.
  await page.goto('/dev/pagos');
  await page.getByRole('button', { name: `Pagar el código ${planillaCptAdd.codigo}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Código ${planillaCptAdd.codigo} pagado.`);

  const suyos = page.getByRole('region', { name: `Celular ${movil}` });
  const credito = suyos.getByRole('listitem').filter({ hasText: `se acreditó Bs ${formatoMonto(ella!.monto)} a su ` });
  /** /dev/sms read again until `que` shows: the job sends every few seconds. */
  const alLlegar = async (que: typeof credito) =>
    expect(async () => {
      await page.goto('/dev/sms');
      await expect(que).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 45_000 });
  await alLlegar(credito);
  await expect(credito).toHaveCount(1);
  await expect(credito).toContainText('Saldo: Bs ');

  // Her phone replies BAJA: one confirmation; ALTA: another, and the notices are on again.
  for (const [respuesta, confirmacion] of [
    ['BAJA', 'ProBolivia: ya no recibirá avisos por SMS. Responda ALTA para volver a recibirlos.'],
    ['ALTA', 'ProBolivia: volverá a recibir avisos por SMS. Responda BAJA para dejar de recibirlos.'],
  ] as const) {
    await suyos.getByRole('textbox', { name: `Responder desde ${movil}` }).fill(respuesta);
    await suyos.getByRole('button', { name: 'Responder' }).click();
    await expect(page.getByRole('status')).toHaveText(`Respuesta enviada desde ${movil}.`);
    const confirmada = suyos.getByRole('listitem').filter({ hasText: confirmacion });
    await alLlegar(confirmada);
    await expect(confirmada).toHaveCount(1);
  }
});
