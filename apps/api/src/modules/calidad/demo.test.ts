import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginToken } from '../../test/factories.js';
import { DEMO_PASSWORD } from '../../integrations/demo-personas.js';

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
  const res = await t.gql(token, `query ($r: String!) { calidad(reporte: $r) { count rows { clave detalle } } }`, { r: reporte });
  expect(res.errors).toBeUndefined();
  return res.data.calidad as { count: number; rows: Array<{ clave: string; detalle: string }> };
};

it('lists the demo planted problems', async () => {
  expect((await cuenta('tarjetasSinUso')).rows.map((f) => f.clave)).toContain('DE0CA11DAD062');
  expect((await cuenta('entregasVencidas')).count).toBeGreaterThanOrEqual(1);
  expect((await cuenta('celularesCompartidos')).count).toBeGreaterThanOrEqual(1);
  expect((await cuenta('activasSinCelularVerificado')).count).toBeGreaterThanOrEqual(1);
});
