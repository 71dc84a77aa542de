import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client.js';
import { migrate } from '../../db/migrate.js';
import { writeAudit } from './audit.js';

const apiDir = fileURLToPath(new URL('../../..', import.meta.url));
const cli = fileURLToPath(new URL('./verify-cli.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-verify-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run audit:verify`'s script on the embedded database in dataDir. */
function verificar(): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    execFile(process.execPath, ['--import', 'tsx', cli], { cwd: apiDir, env }, (err, stdout) => {
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout: stdout.trim() });
    });
  });
}

async function conBase(fn: (database: Database) => Promise<void>) {
  const database = await openDatabase({ dataDir });
  try {
    await fn(database);
  } finally {
    await database.close();
  }
}

describe('audit:verify', () => {
  it('informa la cadena íntegra con el número de registros y sale con 0; rota, nombra la fila y sale con 1', async () => {
    let alterada = 0;
    await conBase(async (database) => {
      await migrate(database);
      for (let i = 0; i < 3; i++) await writeAudit(database.db, { nivel: 'INFO', tipo: 'PRUEBA', mensaje: `evento ${i}`, fecha: new Date('2026-11-22T12:00:00Z') });
    });
    expect(await verificar()).toEqual({ code: 0, stdout: 'Cadena de auditoría íntegra: 3 registros' });

    await conBase(async ({ db }) => {
      const r = await db.execute<{ id: number }>(sql`update logs set mensaje = 'alterado' where mensaje = 'evento 1' returning id`);
      alterada = Number(r.rows[0]!.id);
    });
    expect(await verificar()).toEqual({ code: 1, stdout: `Cadena de auditoría rota en el registro ${alterada}` });
  }, 60_000);
});
