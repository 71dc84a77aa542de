import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';

// The build's template of the embedded database (molde-build.ts), made here the same way.
const carpeta = mkdtempSync(path.join(tmpdir(), 'pb-molde-'));
const archivo = path.join(carpeta, 'molde.tar.gz');
const migraciones = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]!.n;

beforeAll(async () => {
  const database = await openDatabase({});
  await migrate(database);
  writeFileSync(archivo, Buffer.from(await (await database.dumpDataDir!('gzip')).arrayBuffer()));
  await database.close();
}, 120_000);
afterAll(() => rmSync(carpeta, { recursive: true, force: true }));

describe('a new data folder', () => {
  it('starts from the template, migrated, and keeps what is written in it', async () => {
    const dataDir = path.join(carpeta, 'nueva');
    const primera = await openDatabase({ dataDir, molde: archivo });
    expect(await migraciones(primera.db)).toBeGreaterThan(10);
    await primera.db.execute(sql`insert into ajustes_sistema (clave, valor) values ('prueba_molde', 'sí')`);
    await primera.close();

    // Opened again, the folder is the database: the template is not laid over it.
    const segunda = await openDatabase({ dataDir, molde: archivo });
    const filas = await segunda.db.execute<{ valor: string }>(sql`select valor from ajustes_sistema where clave = 'prueba_molde'`);
    expect(filas.rows).toEqual([{ valor: 'sí' }]);
    await segunda.close();
  }, 120_000);

  it('without a template is created empty, and migrating it gives the same database', async () => {
    const dataDir = path.join(carpeta, 'sin-molde');
    const database = await openDatabase({ dataDir, molde: path.join(carpeta, 'no-existe.tar.gz') });
    await expect(migraciones(database.db)).rejects.toThrow();
    await migrate(database);
    expect(await migraciones(database.db)).toBeGreaterThan(10);
    await database.close();
  }, 120_000);
});
