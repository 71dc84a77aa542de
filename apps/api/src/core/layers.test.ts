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

  // The table is found through its binding (eslint-rules/one-writer.js), whatever the file calls it.
  const PERSONAS = 'Only modules/personas writes persons';
  it.each([
    ['an aliased import that updates a person', "import { personas as p } from '../../db/schema/index.js';\nexport const r = (db: any) => db.update(p).set({ movil: null });", PERSONAS],
    ['an aliased import that sets a state', "import { beneficiarias as b } from '../../db/schema/index.js';\nexport const r = (db: any) => db.update(b).set({ estado: 'ACTIVO' });", 'moves only through modules/beneficiarias/estados.ts'],
    ['a namespace import that updates a person', "import * as s from '../../db/schema/index.js';\nexport const r = (db: any) => db.update(s.personas).set({ movil: null });", PERSONAS],
    ['a namespace import that inserts a state history row', "import * as s from '../../db/schema/index.js';\nexport const r = (db: any) => db.insert(s['beneficiariaEstados']).values({});", 'moves only through modules/beneficiarias/estados.ts'],
    ['a namespace import that deletes a movement', "import * as schema from '../../db/schema/index.js';\nexport const r = (tx: any) => tx.delete(schema.movimientos);", 'Only modules/cuentas writes the ledger'],
    ['a module that re-exports persons under another name', "export { personas as gente } from '../../db/schema/index.js';", PERSONAS],
    ['a module that re-exports persons under their name', "import { personas } from '../../db/schema/index.js';\nexport { personas };", PERSONAS],
    ['a module that re-exports the schema as a namespace', "export * as tablas from '../../db/schema/index.js';", 'Only modules/cuentas writes the ledger'],
    ['a write through a module that re-exports persons', "import { personas as gente } from './tablas.js';\nexport const r = (db: any) => db.insert(gente).values({});", PERSONAS],
    ['a local alias of persons', "import { personas } from '../../db/schema/index.js';\nconst t = personas;\nexport const r = (db: any) => db.update(t).set({ movil: null });", PERSONAS],
    ['a local alias of the namespace', "import * as s from '../../db/schema/index.js';\nconst tablas = s;\nlet t = tablas.cuentas;\nexport const r = (db: any) => db.update(t).set({ saldo: '0' });", 'Only modules/cuentas writes the ledger'],
  ])('%s fails', async (_caso, code, motivo) => {
    const errores = await mensajes('modules/nueva/repository.ts', code);
    expect(errores.some((m) => m.startsWith('pb/one-writer: ') && m.includes(motivo))).toBe(true);
  });

  it('the owner writes through an aliased import, and other tables pass through any name', async () => {
    expect(await mensajes('modules/personas/repository.ts', "import { personas as p } from '../../db/schema/index.js';\nimport * as s from '../../db/schema/index.js';\nexport { personas } from '../../db/schema/index.js';\nexport const r = (db: any) => [db.update(p).set({ movil: null }), db.insert(s.personas).values({})];")).toEqual([]);
    expect(await mensajes('modules/nueva/repository.ts', "import * as s from '../../db/schema/index.js';\nimport { usuarios as u, personas as p } from '../../db/schema/index.js';\nconst t = s.usuarios;\nexport const r = (db: any) => [db.update(u).set({ activo: false }), db.delete(t), db.insert(s.beneficiarias).values({}), db.select().from(s.personas), db.select().from(p)];")).toEqual([]);
    expect(await mensajes('db/schema/nuevo.ts', "export { personas as gente } from './acceso.js';\nexport * as tablas from './index.js';")).toEqual([]);
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

  // The demo (apps/demo, decision 074) is built on the API, never the reverse.
  it.each([
    ['a feature that imports the demo', 'apps/api/src/modules/nueva/service.ts', "import { x } from '@pb/demo/integrations/demo-personas.js';\nexport const r = x;", 'The API never imports the demo'],
    ['the start that imports a simulator', 'apps/api/src/main.ts', "import { startSimulators } from '@pb/demo/integrations/simulators.js';\nexport const r = startSimulators;", 'The API never imports the demo'],
    ['a simulator of the demo that calls up into the server', 'apps/demo/src/integrations/nuevo/simulator.ts', "import { x } from '@pb/api/auth/sessions.js';\nexport const r = x;", 'never calls up into the server'],
    ["a simulator of the demo that reads a feature's service", 'apps/demo/src/integrations/nuevo/simulator.ts', "import { x } from '@pb/api/modules/planillas/service.js';\nexport const r = x;", 'it knows no feature of the server'],
  ])('%s fails', async (_caso, path, code, motivo) => {
    const errores = await mensajesEn(path, code);
    expect(errores.some((m) => m.startsWith('no-restricted-imports: ') && m.includes(motivo))).toBe(true);
  });

  it("the demo's seed writes money, persons and states only through their modules too", async () => {
    const errores = await mensajesEn('apps/demo/src/db/seed/nuevo.ts', "import { movimientos } from '@pb/api/db/schema/index.js';\nexport const r = (db: any) => db.insert(movimientos).values({});");
    expect(errores.some((m) => m.startsWith('pb/one-writer: ') && m.includes('Only modules/cuentas writes the ledger'))).toBe(true);
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

describe("Bolivia's dates through the date module", () => {
  const DESPLAZAMIENTO = "pb/no-bolivia-offset: Use the date module's Bolivia helpers (@pb/contract, packages/contract/src/fechas.ts: BOLIVIA_MS";
  const de = (regla: string, mensajes: string[]) => mensajes.filter((m) => m.startsWith(`pb/${regla}: `));

  it.each([
    ['an offset in milliseconds', 'apps/api/src/modules/nueva/service.ts', 'export const r = (d: Date) => new Date(d.getTime() - 4 * 3_600_000);'],
    ['an offset spelled in minutes and seconds', 'apps/web/src/features/nueva/hoy.ts', 'export const r = () => new Date(Date.now() - 4 * 60 * 60 * 1000);'],
    ['a negative offset', 'e2e/tests/nuevo.spec.ts', 'export const r = () => new Date(Date.now() + -4 * 3600000);'],
    ['an offset as one number', 'bench/src/nuevo.ts', 'export const DESFASE = 14_400_000;'],
    ["the zone appended to a day", 'packages/contract/src/nuevo.ts', "export const r = (dia: string) => new Date(dia + 'T00:00:00' + '-04:00');"],
    ['a midnight in a template', 'apps/api/src/modules/nueva/service.ts', 'export const r = (dia: string) => new Date(`${dia}T00:00:00-04:00`);'],
    ['a template that builds the instant for later', 'apps/web/src/features/nueva/hoy.ts', 'export const r = (dia: string) => `${dia}T23:59:59.999-04:00`;'],
    ['a fixed instant read by Date', 'e2e/tests/nuevo.spec.ts', "export const r = Date.parse('2026-01-01T08:00:00-04:00');"],
    ['SQL that shifts by four hours', 'bench/src/nuevo.ts', "export const q = `select to_char(f - interval '4 hours', 'YYYY-MM-DD') from t`;"],
  ])('%s fails', async (_caso, path, code) => {
    expect(de('no-bolivia-offset', await mensajesEn(path, code)).some((m) => m.startsWith(DESPLAZAMIENTO))).toBe(true);
  });

  it('the helpers, other durations and an instant given as data pass', async () => {
    const limpio = "import { BOLIVIA_MS, inicioDiaBolivia } from '@pb/contract';\nexport const r = [(d: Date) => new Date(d.getTime() - BOLIVIA_MS), inicioDiaBolivia('2026-01-01'), 3 * 3_600_000, 24 * 60 * 60 * 1000, 4 * 60_000, { fecha_pago: '2025-03-10T23:30:00-04:00' }, new Date('2026-01-01T12:00:00Z')];";
    expect(de('no-bolivia-offset', await mensajesEn('apps/api/src/modules/nueva/service.ts', limpio))).toEqual([]);
    expect(de('no-bolivia-offset', await mensajesEn('packages/contract/src/fechas.ts', "export const BOLIVIA_MS = 4 * 3_600_000;\nconst ZONA_BOLIVIA = '-04:00';\nexport const z = ZONA_BOLIVIA;"))).toEqual([]);
  });

  it.each([
    ['in the web app', 'apps/web/src/features/nueva/Nueva.tsx', "export const dia = (iso: string) => iso.split('-').reverse().join('/');"],
    ['with double quotes and optional chaining', 'apps/api/src/modules/nueva/service.ts', 'export const dia = (iso?: string) => iso?.split("-").reverse().join("/");'],
    ['with plain templates', 'e2e/tests/nuevo.spec.ts', 'export const dia = (iso: string) => iso.split(`-`).reverse().join(`/`);'],
  ])('a hand-written DD/MM/AAAA %s fails', async (_caso, path, code) => {
    expect(de('no-split-reverse-join', await mensajesEn(path, code))).toEqual(['pb/no-split-reverse-join: Use diaMesAnio from the date module (@pb/contract, packages/contract/src/fechas.ts).']);
  });

  it('diaMesAnio, other splits and the date module itself pass', async () => {
    const limpio = "import { diaMesAnio } from '@pb/contract';\nexport const r = (iso: string, fecha: string) => [diaMesAnio(iso), fecha.split('/').reverse().join('-'), iso.split('-').map(Number), iso.split('-').reverse().join('-')];";
    expect(de('no-split-reverse-join', await mensajesEn('apps/api/src/modules/nueva/service.ts', limpio))).toEqual([]);
    expect(de('no-split-reverse-join', await mensajesEn('packages/contract/src/fechas.ts', "export const diaMesAnio = (iso: string): string => iso.split('-').reverse().join('/');"))).toEqual([]);
  });
});
