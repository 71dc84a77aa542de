import type { FastifyInstance } from 'fastify';
import mercurius, { type IResolvers } from 'mercurius';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { MENSAJES } from '@pb/contract/mensajes';
import type { Config } from '../config.js';
import type { Ctx } from './context.js';
import { authorize, type Requirement } from './guard.js';
import { AppError, toAppError } from './errors.js';
import { formatErrors } from './graphql-errors.js';
import { withGraphiql } from './graphiql.js';
import { GRAPHQL_LIMITS, limitsRule } from './graphql-limits.js';
import { checkIntrospection } from './introspection.js';
import { mutationReference } from './audit-reference.js';
import { auditRefusal } from './refusals.js';
import { duracionOperacion } from './metricas.js';
import type { AuditWriter } from './ports.js';

/** One GraphQL operation: what it needs and what it does. Resolvers never check permissions themselves. */
export interface OperationDef<A = any, R = any> {
  requirement: Requirement;
  resolve: (args: A, ctx: Ctx) => Promise<R> | R;
  /**
   * What one call costs beyond its fields, for the request limit (core/graphql-limits.ts). A list
   * without `limit` declares the rows it may return; a mutation defaults to GRAPHQL_LIMITS.mutacion.
   */
  cost?: number;
  /**
   * A mutation that opens its own short transactions (`ctx.db` is then the database): one that must
   * call an outside system between two writes, so that no transaction waits on it. Its audit row is
   * written after it, on its own. Only for mutations.
   */
  ownTransactions?: boolean;
}

export function operation<A = any, R = any>(def: OperationDef<A, R>): OperationDef<A, R> {
  return def;
}

export interface GraphqlFeature {
  typeDefs: string;
  Query?: Record<string, OperationDef>;
  Mutation?: Record<string, OperationDef>;
  /** Field resolvers of object types (no permission of their own: they run inside a checked operation). */
  types?: Record<string, Record<string, (parent: any) => unknown>>;
}

export interface RegisteredOperation {
  name: string;
  kind: 'query' | 'mutation';
  requirement: Requirement;
  cost?: number;
}

const BASE = `
  scalar JSON
  type Deleted { deleted: Boolean! }
  type Query { _version: String }
  type Mutation { _noop: Boolean }
`;

/** The schema's text: the base types and every feature's. */
export function graphqlTypeDefs(features: GraphqlFeature[]): string {
  return [BASE, ...features.map((f) => f.typeDefs)].join('\n');
}

/**
 * Builds the schema from the features and wraps every operation with the guard. Every Query and
 * Mutation field must come with an OperationDef, so no operation exists without a declared key.
 */
export function assembleGraphql(features: GraphqlFeature[], writeAudit: AuditWriter) {
  const typeDefs = graphqlTypeDefs(features);
  const schema = buildSchema(typeDefs);
  const registry: RegisteredOperation[] = [];
  const resolvers: IResolvers = { Query: {}, Mutation: {} };
  const Query = resolvers.Query as Record<string, unknown>;
  const Mutation = resolvers.Mutation as Record<string, unknown>;
  Query._version = { requirement: 'authenticated', resolve: () => '1' } satisfies OperationDef;
  Mutation._noop = { requirement: 'authenticated', resolve: () => true } satisfies OperationDef;
  registry.push({ name: '_version', kind: 'query', requirement: 'authenticated' }, { name: '_noop', kind: 'mutation', requirement: 'authenticated' });

  for (const f of features) {
    for (const [kind, defs] of [['query', f.Query], ['mutation', f.Mutation]] as const) {
      for (const [name, def] of Object.entries(defs ?? {})) {
        (kind === 'query' ? Query : Mutation)[name] = wrap(name, kind, def, writeAudit);
        registry.push({ name, kind, requirement: def.requirement, cost: def.cost });
      }
    }
    for (const [type, fields] of Object.entries(f.types ?? {})) {
      resolvers[type] = { ...(resolvers[type] as object), ...fields } as never;
    }
  }
  Query._version = wrap('_version', 'query', Query._version as OperationDef, writeAudit);
  Mutation._noop = wrap('_noop', 'mutation', Mutation._noop as OperationDef, writeAudit);
  assertEveryFieldDeclared(schema, registry);
  return { schema: typeDefs, resolvers, registry };
}

function assertEveryFieldDeclared(schema: GraphQLSchema, registry: RegisteredOperation[]) {
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()]] as const) {
    for (const name of Object.keys(type?.getFields() ?? {})) {
      if (!registry.some((r) => r.kind === kind && r.name === name)) {
        throw new Error(`La operación GraphQL ${name} no declara su permiso`);
      }
    }
  }
}

/**
 * A query runs on the database. A mutation runs in one transaction with its audit row: the row
 * commits with the change or not at all, and nested `transaction()` calls of the services become
 * savepoints. A refusal is written after the rollback, on its own.
 */
function wrap(name: string, kind: 'query' | 'mutation', def: OperationDef, writeAudit: AuditWriter) {
  return async (_root: unknown, args: Record<string, unknown>, context: { ctx: Ctx }) => {
    const termina = duracionOperacion.startTimer({ operacion: name, tipo: kind });
    let resultado = 'ok';
    try {
      return await ejecutar(context.ctx, args);
    } catch (err) {
      resultado = toAppError(err)?.code ?? 'INTERNAL';
      throw err;
    } finally {
      termina({ resultado });
    }
  };

  async function ejecutar(ctx: Ctx, args: Record<string, unknown>) {
    try {
      authorize(ctx, def.requirement);
      if (kind === 'query') return await def.resolve(args, ctx);
      if (def.ownTransactions) {
        const result = await def.resolve(args, ctx);
        await writeAudit(ctx.db, { nivel: 'INFO', tipo: 'MUTACION', mensaje: name, referencia: mutationReference(args, result), ip: ctx.ip, usuario: ctx.user?.usuario, id_usuario: ctx.user?.id, fecha: ctx.deps.clock() });
        return result;
      }
      return await ctx.deps.database.db.transaction(async (tx) => {
        const result = await def.resolve(args, { ...ctx, db: tx });
        const ref = mutationReference(args, result);
        await writeAudit(tx, { nivel: 'INFO', tipo: 'MUTACION', mensaje: name, referencia: ref, ip: ctx.ip, usuario: ctx.user?.usuario, id_usuario: ctx.user?.id, fecha: ctx.deps.clock() });
        return result;
      });
    } catch (err) {
      if (toAppError(err)?.code === 'NOT_AUTHORIZED') await auditRefusal(writeAudit, ctx, name, err as Error);
      throw err;
    }
  }
}

const esTexto = (v: unknown) => typeof v === 'string';
const faltaOTexto = (v: unknown) => v == null || esTexto(v);
const faltaOObjeto = (v: unknown) => v == null || (typeof v === 'object' && !Array.isArray(v));
function esJson(texto: string): boolean {
  try {
    JSON.parse(texto);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request as GraphQL over HTTP has it: `query` a GraphQL text, `operationName` a text, `variables`
 * and `extensions` objects (in a GET, JSON texts). Mercurius takes a `query` that is not a text, or
 * a text that fails to parse as GraphQL but parses as JSON, for an already parsed document: it would
 * run a syntax tree the client wrote (past the token limit) or fail inside graphql-js. No JSON text
 * is a GraphQL document, and JSON.parse stops at the first character of one.
 */
function esSolicitudGraphql(cuerpo: unknown): boolean {
  if (typeof cuerpo !== 'object' || cuerpo === null || Array.isArray(cuerpo)) return true; // refused by mercurius itself, in Spanish (formatErrors)
  const { query, operationName, variables, extensions } = cuerpo as Record<string, unknown>;
  if (!faltaOTexto(query) || !faltaOTexto(operationName) || (esTexto(query) && esJson(query as string))) return false;
  return [variables, extensions].every((v) => esTexto(v) || faltaOObjeto(v));
}

export async function installGraphql(app: FastifyInstance, features: GraphqlFeature[], config: Pick<Config, 'NODE_ENV'>, writeAudit: AuditWriter) {
  const { schema, resolvers, registry } = assembleGraphql(features, writeAudit);
  const costos = new Map(registry.filter((r) => r.cost !== undefined).map((r) => [r.name, r.cost!]));
  await app.register(mercurius, {
    schema,
    resolvers,
    graphiql: withGraphiql(app, config),
    context: (req) => ({ ctx: req.ctx }),
    // Measured once per document and cached with it: they do not depend on the variables.
    validationRules: [limitsRule(costos)],
    graphql: { parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } },
    // A document seen before runs compiled (graphql-jit): the screens send the same few documents.
    jit: 1,
    errorFormatter: formatErrors,
  });
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.url?.startsWith('/graphql') && !esSolicitudGraphql(req.method === 'GET' ? req.query : req.body)) throw new AppError('VALIDATION', MENSAJES.consultaInvalida);
  });
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    checkIntrospection(config, (context as unknown as { ctx: Ctx }).ctx.user, document);
  });
  return registry;
}
