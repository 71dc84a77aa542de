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
