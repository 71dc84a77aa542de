import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed/index.js';
import { PLANTILLA_ADMIN_PASSWORD } from './plantilla.js';

/**
 * Migrates and seeds (reference data and the first administrator) once for the whole run, instead of
 * once per test file: a PGlite data directory in a temporary file, or a PostgreSQL template database
 * when TEST_DATABASE_URL names a server. Each file's fresh database is then a copy of it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tpl_${randomUUID().replaceAll('-', '')}`;
    const admin = async (query: string) => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(query);
      await c.end();
    };
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await migrate(database);
    await seed(database.db, { demo: false, adminPassword: PLANTILLA_ADMIN_PASSWORD });
    // A template is copied only while nobody is connected to it.
    await database.close();
    project.provide('plantilla', { tipo: 'pg', nombre: name });
    return () => admin(`drop database if exists ${name} with (force)`);
  }
  const database = await openDatabase({});
  await migrate(database);
  await seed(database.db, { demo: false, adminPassword: PLANTILLA_ADMIN_PASSWORD });
  const archivo = path.join(tmpdir(), `pb-plantilla-${process.pid}-${Date.now()}.tar`);
  writeFileSync(archivo, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('plantilla', { tipo: 'pglite', archivo });
  return () => rmSync(archivo, { force: true });
}
