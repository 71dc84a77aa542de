import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layering of apps/api/eslint.layers.js, run through ESLint on snippets at the paths a new
 * feature's files would have: the next feature that crosses a layer fails `npm run lint`.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function mensajes(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/api/src/${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('crossing a layer fails the lint', () => {
  it.each([
    ['a route that calls a repository', 'modules/nueva/routes.ts', "import { listar } from './repository.js';\nexport const r = listar;", 'never a repository'],
    ['a resolver that reaches the database', 'modules/nueva/graphql.ts', "import { openDatabase } from '../../db/client.js';\nexport const r = openDatabase;", 'reached only through a repository'],
    ['a resolver that calls another feature', 'modules/nueva/graphql.ts', "import { crear } from '../usuarios/service.js';\nexport const r = crear;", 'its own feature'],
    ['a service that writes SQL', 'modules/nueva/service.ts', "import { eq } from 'drizzle-orm';\nexport const r = eq;", 'SQL lives only in repositories'],
    ['a service that names a table', 'modules/nueva/service.ts', "import { usuarios } from '../../db/schema/index.js';\nexport const r = usuarios;", 'reached only through a repository'],
    ["a service that reads another feature's repository", 'modules/nueva/service.ts', "import { buscar } from '../roles/repository.js';\nexport const r = buscar;", "Another feature's repository"],
    ["an auth service that reads a feature's repository", 'auth/nuevo.service.ts', "import { buscar } from '../modules/roles/repository.js';\nexport const r = buscar;", 'reached through its service'],
    ['a repository that calls a service', 'modules/nueva/repository.ts', "import { crear } from './service.js';\nexport const r = crear;", 'never calls a service'],
    ['a service that uses deps.database under a write', 'modules/nueva/service.ts', 'export const r = (ctx: { deps: { database: { db: unknown } } }) => ctx.deps.database.db;', 'Use ctx.db'],
    ['an integration that takes the database apart', 'integrations/nuevo/client.ts', 'export const r = ({ database }: { database: unknown }) => database;', 'Use ctx.db'],
  ])('%s', async (_caso, path, code, motivo) => {
    const errores = await mensajes(path, code);
    expect(errores.some((m) => /^no-restricted-(imports|syntax): /.test(m) && m.includes(motivo))).toBe(true);
  });

  it('the layers in their order pass', async () => {
    expect(await mensajes('modules/nueva/routes.ts', "import { parse } from '../../core/http.js';\nimport { crear } from './service.js';\nexport const r = [parse, crear];")).toEqual([]);
    expect(await mensajes('modules/nueva/service.ts', "import type { Executor } from '../../db/client.js';\nimport type { Ctx } from '../../core/context.js';\nimport * as repo from './repository.js';\nimport { guardarPersona } from '../personas/guardar.js';\nexport const r = (ctx: Ctx, db: Executor) => [repo, guardarPersona, ctx.db, db];")).toEqual([]);
    expect(await mensajes('modules/nueva/repository.ts', "import { eq } from 'drizzle-orm';\nimport { usuarios } from '../../db/schema/index.js';\nexport const r = [eq, usuarios];")).toEqual([]);
  });
});

/** Lints `code` as the file at `path` (from the repository root), for the web app or the seed. */
async function mensajesEn(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('one writer for money, persons and states', () => {
  it.each([
    ['a feature that credits an account in SQL', 'modules/nueva/repository.ts', "import { sql } from 'drizzle-orm';\nexport const r = sql`insert into movimientos (id_cuenta, monto) values (1, 1)`;", 'Only modules/cuentas writes the ledger'],
    ['a feature that moves a balance with Drizzle', 'modules/nueva/repository.ts', "import { cuentas } from '../../db/schema/index.js';\nexport const r = (db: any) => db.update(cuentas).set({ saldo: '0' });", 'Only modules/cuentas writes the ledger'],
    ['the seed that writes a movement', 'db/seed/nuevo.ts', "import { movimientos } from '../schema/index.js';\nexport const r = (db: any) => db.insert(movimientos).values({});", 'Only modules/cuentas writes the ledger'],
    ['a feature that inserts a person', 'modules/nueva/repository.ts', "import { personas } from '../../db/schema/index.js';\nexport const r = (db: any) => db.insert(personas).values({});", 'Only modules/personas writes persons'],
    ['a feature that updates a mobile in SQL', 'modules/nueva/repository.ts', "import { sql } from 'drizzle-orm';\nexport const r = sql`update personas p set movil = v.movil from v where p.id = v.id`;", 'Only modules/personas writes persons'],
    ["a feature that sets a beneficiary's state", 'modules/nueva/repository.ts', "import { beneficiarias } from '../../db/schema/index.js';\nexport const r = (db: any) => db.update(beneficiarias).set({ estado: 'ACTIVO' });", 'moves only through modules/beneficiarias/estados.ts'],
    ["a feature that sets a state in SQL", 'modules/nueva/repository.ts', "import { sql } from 'drizzle-orm';\nexport const r = sql`update beneficiarias b set estado = 'BLOQUEADO_CAMBIO_CELULAR' where b.id = 1`;", 'moves only through modules/beneficiarias/estados.ts'],
    ['a feature that writes a state history row', 'modules/nueva/repository.ts', "import { beneficiariaEstados } from '../../db/schema/index.js';\nexport const r = (db: any) => db.insert(beneficiariaEstados).values({});", 'moves only through modules/beneficiarias/estados.ts'],
  ])('%s fails', async (_caso, path, code, motivo) => {
    const errores = await mensajes(path, code);
    expect(errores.some((m) => m.startsWith('pb/one-writer: ') && m.includes(motivo))).toBe(true);
  });

  it('the owners write, and anyone reads or writes other columns', async () => {
    expect(await mensajes('modules/cuentas/repository.ts', "import { sql } from 'drizzle-orm';\nexport const r = sql`insert into movimientos (id_cuenta) values (1)`;")).toEqual([]);
    expect(await mensajes('modules/personas/repository.ts', "import { personas } from '../../db/schema/index.js';\nexport const r = (db: any) => db.update(personas).set({ movil: null });")).toEqual([]);
    expect(await mensajes('modules/beneficiarias/repository.ts', "import { beneficiarias } from '../../db/schema/index.js';\nexport const r = (db: any) => db.update(beneficiarias).set({ estado: 'ACTIVO' });")).toEqual([]);
    expect(await mensajes('modules/nueva/repository.ts', "import { sql } from 'drizzle-orm';\nimport { beneficiarias } from '../../db/schema/index.js';\nexport const r = [sql`select saldo from cuentas join movimientos m on true where estado = 'ACTIVO'`, (db: any) => db.update(beneficiarias).set({ monto_bono: '1' }).where(sql`estado = 'ACTIVO'`), sql`update beneficiarias b set monto_bono = 1 where b.estado = 'ACTIVO'`];")).toEqual([]);
  });
});

describe('core and the seed sit below the features', () => {
  it.each([
    ['core that imports a feature', 'core/nuevo.ts', "import { registrarAuditoria } from '../modules/logs/audit.js';\nexport const r = registrarAuditoria;", 'core depends on nothing above it'],
    ['core that imports the sessions', 'core/nuevo.ts', "import { x } from '../auth/sessions.js';\nexport const r = x;", 'core depends on nothing above it'],
    ['a feature that reads the seed', 'modules/nueva/service.ts', "import { x } from '../../db/seed/modulos.js';\nexport const r = x;", 'never the reverse'],
    ['a simulator that reads the seed', 'integrations/nuevo/simulator.ts', "import { x } from '../../db/seed/demo-data.js';\nexport const r = x;", 'never the reverse'],
    ['an integration that calls up into the server', 'integrations/nuevo/client.ts', "import { x } from '../../auth/sessions.js';\nexport const r = x;", 'never calls up into the server'],
    ['a route that calls an outside system', 'modules/nueva/routes.ts', "import { x } from '../../integrations/sms/client.js';\nexport const r = x;", 'the service calls the outside system'],
  ])('%s fails', async (_caso, path, code, motivo) => {
    const errores = await mensajes(path, code);
    expect(errores.some((m) => m.startsWith('no-restricted-imports: ') && m.includes(motivo))).toBe(true);
  });

  it('core imports core, the database and the settings', async () => {
    expect(await mensajes('core/nuevo.ts', "import { AppError } from './errors.js';\nimport type { Executor } from '../db/client.js';\nimport type { Config } from '../config.js';\nexport const r = [AppError] as unknown as [Executor, Config];")).toEqual([]);
  });
});

describe('no import cycle', () => {
  // errors.ts is imported, through a few steps, by every service: a service imported back closes a cycle.
  it('fails in the API', async () => {
    const errores = await mensajes('core/errors.ts', "import { crearPlanilla } from '../modules/planillas/service.js';\nexport const r = crearPlanilla;");
    expect(errores.some((m) => m.startsWith('pb/no-cycle: Import cycle: apps/api/src/core/errors.ts → apps/api/src/modules/planillas/service.ts'))).toBe(true);
  });

  it('fails in the web app, through a lazy import too', async () => {
    const errores = await mensajesEn('apps/web/src/api/errors.ts', "export const r = () => import('../app/screens');");
    expect(errores.some((m) => m.startsWith('pb/no-cycle: Import cycle: apps/web/src/api/errors.ts → apps/web/src/app/screens.ts'))).toBe(true);
  });

  it('a type-only import closes no cycle', async () => {
    expect((await mensajes('core/errors.ts', "import type { Ctx } from './context.js';\nexport type R = Ctx;")).filter((m) => m.startsWith('pb/no-cycle'))).toEqual([]);
  });
});

describe("the web app's layers", () => {
  it.each([
    ['a feature that imports another feature', 'apps/web/src/features/nueva/NuevaPage.tsx', "import { x } from '../usuarios/api';\nexport const r = x;", 'never imports another feature'],
    ['a feature that imports the router', 'apps/web/src/features/nueva/NuevaPage.tsx', "import { x } from '../../app/screens';\nexport const r = x;", 'Only main.tsx and the router reach app/'],
    ['a shared piece that imports a feature', 'apps/web/src/shared/nuevo/Nuevo.tsx', "import { x } from '../../features/usuarios/api';\nexport const r = x;", 'never imports another feature'],
    ['a component that imports a shared piece', 'apps/web/src/components/Nuevo.tsx', "import { x } from '../shared/planillas/columnas';\nexport const r = x;", 'This layer may not import that one'],
  ])('%s fails', async (_caso, path, code, motivo) => {
    const errores = await mensajesEn(path, code);
    expect(errores.some((m) => m.startsWith('pb/web-layers: ') && m.includes(motivo))).toBe(true);
  });

  it('a feature imports its own folder, shared pieces and the shell', async () => {
    expect((await mensajesEn('apps/web/src/features/nueva/NuevaPage.tsx', "import { a } from './api';\nimport { b } from '../../shared/planillas/columnas';\nimport { c } from '../../shell/session/store';\nimport { d } from '../../components/list/ListTable';\nexport const r = [a, b, c, d];")).filter((m) => m.startsWith('pb/'))).toEqual([]);
  });
});
