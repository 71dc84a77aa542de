import { operation, type GraphqlFeature } from '../../core/graphql.js';
import type { ByReach } from '../../core/guard.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type GrupoAlimenticio {
    id: Int!
    nombre: String!
    sigla: String
    descripcion: String
    estado: String!
    _created_at: String
  }
  type GrupoAlimenticioList { count: Int! rows: [GrupoAlimenticio!]! }
  input GrupoAlimenticioInput {
    nombre: String
    sigla: String
    descripcion: String
    estado: String
  }
  extend type Query {
    grupoAlimenticios(limit: Int, page: Int, order: String, nombre: String, sigla: String, estado: String): GrupoAlimenticioList
    grupo(id: ID!): GrupoAlimenticio
  }
  extend type Mutation {
    grupoAdd(grupo: GrupoAlimenticioInput!): GrupoAlimenticio
    grupoEdit(id: ID!, grupo: GrupoAlimenticioInput!): GrupoAlimenticio
  }
`;

/** Staff read groups on their screen; a provider reads the active ones for its product form. */
const LEER: ByReach = { programa: 'grupos:read', entidad: 'productos:read' };

/** Food groups (spec part 2 §2.11, §7: grupoAlimenticios, grupo, grupoAdd, grupoEdit). */
export const gruposFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    grupoAlimenticios: operation({ requirement: LEER, resolve: (args, ctx) => service.listar(ctx, args) }),
    grupo: operation({ requirement: LEER, resolve: (args: { id: string }, ctx) => service.obtener(ctx, args.id) }),
  },
  Mutation: {
    grupoAdd: operation({ requirement: 'grupos:create', resolve: (args: { grupo: unknown }, ctx) => service.crear(ctx, args.grupo) }),
    grupoEdit: operation({ requirement: 'grupos:update', resolve: (args: { id: string; grupo: unknown }, ctx) => service.editar(ctx, args.id, args.grupo) }),
  },
};
