import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrate.js';
import { seed } from './index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { freshDatabase } from '../../test/db.js';

describe('a real database without demo data', () => {
  let t: TestApp;
  let printed = '';
  beforeAll(async () => {
    t = await createTestApp();
    // A second, empty database seeded as production would be: no ADMIN_PASSWORD given.
    const db = await freshDatabase();
    await migrate(db);
    await seed(db.db, { print: (l) => (printed = l) });
    await db.close();
  });
  afterAll(() => t.close());

  it('prints a one-time administrator password', () => {
    expect(printed).toMatch(/^Usuario administrador creado: admin \/ \S{12,}/);
  });

  it('with ADMIN_PASSWORD, admin logs in with it and nothing else is seeded', async () => {
    const res = await t.rest('POST', '/auth', null, { usuario: 'admin', contrasena: 'Admin.2026' });
    expect(res.statusCode).toBe(200);
    expect(res.json().usuario.id_rol).toBe(1);
    expect((await t.rest('POST', '/auth', null, { usuario: 'programa', contrasena: 'Demo.2026' })).statusCode).toBe(401);
  });
});
