import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/**
 * A fresh, empty database for one test file: in-process PGlite by default, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL (CI), dropped again on close.
 */
export async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
