import { afterAll, beforeAll, expect, it } from 'vitest';
import { diaMesAnio, isoDeDiaMesAnio } from '@pb/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginToken } from '../../test/factories.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { MATRICULAS_DEMO, NIT_DEMO, NIT_ETA, registroOvt } from '@pb/demo/integrations/ovt/registro.js';
import { registroSegip } from '@pb/demo/integrations/segip/registro.js';
import { DOCUMENTO_FECHA_OVT } from '@pb/demo/db/seed/calidad.js';
import { withOvt } from '../../test/ovt.js';

/** Issue 35 §4's "done when": the demo seed's planted problems show in the data-quality reports (decision 062). */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  t.clock.set(new Date());
  token = await loginToken(t, 'admin', DEMO_PASSWORD);
});

afterAll(async () => {
  await t?.close();
});

const cuenta = async (reporte: string) => {
  const res = await t.gql(token, `query ($r: String!) { calidad(reporte: $r, limit: 100) { count rows { clave documento detalle } } }`, { r: reporte });
  expect(res.errors).toBeUndefined();
  return res.data.calidad as { count: number; rows: Array<{ clave: string; documento: string | null; detalle: string }> };
};

it('lists the demo planted problems', async () => {
  expect((await cuenta('tarjetasSinUso')).rows.map((f) => f.clave)).toContain('DE0CA11DAD062');
  expect((await cuenta('entregasVencidas')).count).toBeGreaterThanOrEqual(1);
  expect((await cuenta('celularesCompartidos')).count).toBeGreaterThanOrEqual(1);
  expect((await cuenta('activasSinCelularVerificado')).count).toBeGreaterThanOrEqual(1);
});

it('lists the planted OVT/SEGIP birth-date difference and the person in two employers\' payrolls of one month', async () => {
  const segip = registroSegip().find((p) => p.NumeroDocumento === DOCUMENTO_FECHA_OVT)!;
  const ovt = registroOvt().titular(NIT_DEMO, MATRICULAS_DEMO[0], DOCUMENTO_FECHA_OVT)!;
  expect(ovt.fecha_nacimiento).not.toBe(isoDeDiaMesAnio(segip.FechaNacimiento));
  const fechas = await cuenta('fechasNacimientoOvtSegip');
  expect(fechas.rows.filter((f) => f.documento === DOCUMENTO_FECHA_OVT).map((f) => f.detalle)).toEqual([`OVT ${diaMesAnio(ovt.fecha_nacimiento)} · SEGIP ${segip.FechaNacimiento} · TEXTILES ILLIMANI S.A. (NIT ${NIT_DEMO})`]);
  const dos = await cuenta('planillasDosEmpleadores');
  expect(dos.count).toBe(1);
  expect(dos.rows[0]!.detalle).toMatch(new RegExp(`^\\d{4}-\\d{2}: GOBIERNO AUTÓNOMO MUNICIPAL DE ORURO DEMO \\(NIT ${NIT_ETA}\\), TEXTILES ILLIMANI S\\.A\\. \\(NIT ${NIT_DEMO}\\)$`));
});

it('lists every worker the OVT sync\'s birth-date dialog names, also one left out with no worker row (1025190)', async () => {
  const ovt = await withOvt(t);
  try {
    const empleador = await t.rest('POST', '/auth/nit', null, { nit: NIT_DEMO, usuario: 'empleador', password: DEMO_PASSWORD });
    const { token: emp, usuario } = empleador.json() as { token: string; usuario: { id_entidad: number } };
    const sync = await t.rest('POST', '/api/v1/beneficiarias/crear_personas', emp, { id_entidad: usuario.id_entidad });
    expect(sync.statusCode, sync.body).toBe(200);
    const dialogo = (sync.json() as Array<{ ci: string }>).map((f) => f.ci).sort();
    expect(dialogo).toEqual(expect.arrayContaining(['1025190', DOCUMENTO_FECHA_OVT]));
    const programa = await loginToken(t, 'programa', DEMO_PASSWORD);
    expect((await t.gql(programa, 'mutation { calidadActualizar { hecha } }')).errors).toBeUndefined();
    const reporte = (await cuenta('fechasNacimientoOvtSegip')).rows.filter((f) => f.detalle.includes(NIT_DEMO));
    expect(reporte.map((f) => f.documento).sort()).toEqual(dialogo);
    expect(reporte.find((f) => f.documento === '1025190')!.detalle).toBe('OVT 01/02/1966 · SEGIP 02/01/1966 · TEXTILES ILLIMANI S.A. (NIT 2030405060) · no sincronizada');
  } finally {
    await ovt.close();
  }
});
