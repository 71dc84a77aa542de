import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { loginAs, makeEntidad } from '../../test/factories.js';
import { clientesTokens, entidades } from '../../db/schema/index.js';

let t: TestApp;
let programa: string;
beforeAll(async () => {
  t = await createTestApp();
  programa = (await loginAs(t, 2)).token;
});
afterAll(() => t.close());

const generar = (idEntidad: number, token = programa) => t.rest('POST', '/api/v1/clientes/tokens', token, { idEntidad });
const yo = (token: string) => t.rest('GET', '/api/v1/clientes/yo', token);

it('issues a working API token for a provider; a new one revokes the old one', async () => {
  const prov = await makeEntidad(t, { proveedor: true, nombre: 'PROVEEDOR CON TOKEN' });
  const first = await generar(prov.id);
  expect(first.statusCode).toBe(200);
  const token1 = first.json().token as string;
  expect(token1).toMatch(/^pbc_[\w-]{40,}$/);
  expect((await yo(token1)).json()).toEqual({ id_entidad: prov.id, nombre: 'PROVEEDOR CON TOKEN' });
  const token2 = (await generar(prov.id)).json().token as string;
  expect((await yo(token1)).statusCode).toBe(401);
  expect((await yo(token2)).statusCode).toBe(200);
  // Only a hash is kept.
  const rows = await t.database.db.select().from(clientesTokens).where(eq(clientesTokens.id_entidad, prov.id));
  expect(JSON.stringify(rows)).not.toContain(token2);
  // Removing the provider flag ends its token.
  await t.database.db.update(entidades).set({ proveedor: false }).where(eq(entidades.id, prov.id));
  expect((await yo(token2)).statusCode).toBe(401);
});

it('refuses non-providers, other roles, user tokens as client tokens, and garbage', async () => {
  const notProv = await makeEntidad(t);
  const res = await generar(notProv.id);
  expect(res.statusCode).toBe(400);
  expect(res.json().error).toContain('No se pudo generar token.');
  const prov = await makeEntidad(t, { proveedor: true });
  const { token: proveedorUser } = await loginAs(t, 4, { id_entidad: prov.id });
  expect((await generar(prov.id, proveedorUser)).statusCode).toBe(404);
  const { token: empleador } = await loginAs(t, 5);
  expect((await generar(prov.id, empleador)).statusCode).toBe(404);
  const { token: operador } = await loginAs(t, 3);
  expect((await generar(prov.id, operador)).statusCode).toBe(403);
  expect((await yo(programa)).statusCode).toBe(401);
  expect((await yo('pbc_inventado')).statusCode).toBe(401);
});
