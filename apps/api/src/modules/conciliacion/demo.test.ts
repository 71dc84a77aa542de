import { afterAll, beforeAll, expect, it } from 'vitest';
import { DIA_MS, fechaBolivia } from '@pb/contract';
import { TEXTOS } from '@pb/contract/mensajes';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginToken } from '../../test/factories.js';
import { invariantes } from '../../test/invariantes.js';
import { DEMO_PASSWORD } from '@pb/demo/integrations/demo-personas.js';
import { CODIGO_DEMO_CONCILIACION } from '@pb/demo/db/seed/conciliacion.js';

/** Issue 35 §1's "done when": the demo shows one open reconciliation difference (yesterday's) and resolves it (decision 064). */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
  t.clock.set(new Date());
  token = await loginToken(t, 'programa', DEMO_PASSWORD);
});

afterAll(async () => {
  await t?.close();
});

it('the demo has one open difference yesterday, which "programa" resolves once', async () => {
  const ayer = fechaBolivia(new Date(Date.now() - DIA_MS));
  const lista = await t.gql(token, `query ($f: String!) { conciliacionDiferencias(fecha: $f) { count rows { id tipo referencia estado } } conciliacionAbiertas }`, { f: ayer });
  expect(lista.errors).toBeUndefined();
  expect(lista.data.conciliacionAbiertas).toBe(1);
  expect(lista.data.conciliacionDiferencias.rows).toEqual([{ id: expect.any(Number), tipo: 'PAGADO_NO_ACREDITADO', referencia: CODIGO_DEMO_CONCILIACION, estado: 'ABIERTA' }]);
  const id = String(lista.data.conciliacionDiferencias.rows[0].id);
  const RESOLVER = `mutation ($id: ID!, $m: String!) { conciliacionResolver(id: $id, motivo: $m) { cambio mensaje diferencia { estado resueltaPor motivo acreditable } } }`;
  expect((await t.gql(token, RESOLVER, { id, m: 'Código ajeno al programa: informado a la plataforma' })).data.conciliacionResolver).toEqual({
    cambio: true,
    // A code the programme never issued: resolved, and nothing credited.
    mensaje: TEXTOS.conciliacionResueltaSinAbono,
    diferencia: { estado: 'RESUELTA', resueltaPor: 'programa', motivo: 'Código ajeno al programa: informado a la plataforma', acreditable: false },
  });
  expect((await t.gql(token, RESOLVER, { id, m: 'otra vez' })).data.conciliacionResolver.cambio).toBe(false);
  expect((await t.gql(token, `{ conciliacionAbiertas }`)).data.conciliacionAbiertas).toBe(0);
  expect(await invariantes(t.database.db)).toEqual([]);
});
