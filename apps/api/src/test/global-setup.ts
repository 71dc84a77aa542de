import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../db/seed/index.js';
import { semillaDemo } from '@pb/demo/db/seed/index.js';
import { MOLDE_ADMIN_PASSWORD, type Molde, type TipoMolde } from './molde.js';

/**
 * Migrates and seeds once for the whole run, instead of once per test file, two templates: reference data
 * with the first administrator, and reference data with the demo's data (the files that test against the
 * demo). Each is a PGlite data directory in a temporary file, or a PostgreSQL template database when
 * TEST_DATABASE_URL names a server. Each file's fresh database is then a copy of one.
 */
export default async function setup(project: TestProject) {
  // A project may name its own server, or none (`api-pglite` in vitest.config.ts).
  const env = project.config.env as Record<string, string | undefined> | undefined;
  const serverUrl = env && 'TEST_DATABASE_URL' in env ? env.TEST_DATABASE_URL : process.env.TEST_DATABASE_URL;
  const limpiar: Array<() => Promise<void> | void> = [];
  const sembrar = (db: Database, tipo: TipoMolde) => seed(db.db, { demo: tipo === 'demo' ? semillaDemo : null, adminPassword: MOLDE_ADMIN_PASSWORD });

  async function molde(tipo: TipoMolde): Promise<Molde> {
    if (serverUrl) {
      const name = `tpl_${randomUUID().replaceAll('-', '')}`;
      await comoAdministrador(serverUrl, `create database ${name}`);
      limpiar.push(() => comoAdministrador(serverUrl, `drop database if exists ${name} with (force)`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      await migrate(database);
      await sembrar(database, tipo);
      // A template is copied only while nobody is connected to it.
      await database.close();
      return { tipo: 'pg', nombre: name };
    }
    const database = await openDatabase({});
    await migrate(database);
    await sembrar(database, tipo);
    const archivo = path.join(tmpdir(), `pb-molde-${tipo}-${process.pid}-${Date.now()}.tar`);
    writeFileSync(archivo, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await database.close();
    limpiar.push(() => rmSync(archivo, { force: true }));
    return { tipo: 'pglite', archivo };
  }

  const [referencia, demo] = await Promise.all([molde('referencia'), molde('demo')]);
  project.provide('molde', { referencia, demo });
  return async () => {
    for (const paso of limpiar) await paso();
  };
}

async function comoAdministrador(serverUrl: string, query: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}
