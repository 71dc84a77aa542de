import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/db.js';
import { migrate } from '../db/migrate.js';
import type { Database } from '../db/client.js';
import { resolveJwtSecret } from './secret.js';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await migrate(database);
});
afterAll(() => database.close());

describe('the session-signing key', () => {
  it('without JWT_SECRET (development, tests) is generated once and kept, so a restart keeps the sessions', async () => {
    const primera = await resolveJwtSecret(database.db);
    expect(primera.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(await resolveJwtSecret(database.db)).equals(Buffer.from(primera))).toBe(true);
  });

  it('is JWT_SECRET when given', async () => {
    const clave = 'k'.repeat(40);
    expect(Buffer.from(await resolveJwtSecret(database.db, clave)).toString()).toBe(clave);
  });
});
