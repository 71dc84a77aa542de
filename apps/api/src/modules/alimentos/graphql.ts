import { operation, type GraphqlFeature } from '../../core/graphql.js';
import type { ByReach } from '../../core/guard.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type Alimento {
    id: Int!
    nombre: String!
    unidad: String!
    id_grupo_alimenticio: Int!
    nombreGrupo: String!
    id_entidad: Int
    "Price of a provider's product in Bs, as a decimal text ('12.50'); null for the programme's foods."
    precio: String
    estado: String!
    _created_at: String
  }
  type AlimentoList { count: Int! rows: [Alimento!]! }
  input AlimentoInput {
    nombre: String
    unidad: String
    id_grupo_alimenticio: ID
    id_entidad: ID
    "Digits with an optional dot ('12.50'); only for a provider's product."
    precio: String
    estado: String
  }
  extend type Query {
    alimentos(limit: Int, page: Int, order: String, nombre: String, id_grupo_alimenticio: ID, estado: String): AlimentoList
  }
  extend type Mutation {
    alimentoAdd(alimento: AlimentoInput!): Alimento
    alimentoEdit(id: ID!, alimento: AlimentoInput!): Alimento
  }
`;

/** Staff work on the programme's foods (`alimentos`), a provider on its own products (`productos`): decision 017. */
export const ALIMENTOS_LEER: ByReach = { programa: 'alimentos:read', entidad: 'productos:read' };
const CREAR: ByReach = { programa: 'alimentos:create', entidad: 'productos:create' };
const EDITAR = service.ALIMENTOS_EDITAR;

/** Foods and products (spec part 2 §2.11, §2.18, §7: alimentos, alimentoAdd, alimentoEdit). */
export const alimentosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    alimentos: operation({ requirement: ALIMENTOS_LEER, resolve: (args, ctx) => service.listar(ctx, args) }),
  },
  Mutation: {
    alimentoAdd: operation({ requirement: CREAR, resolve: (args: { alimento: unknown }, ctx) => service.crear(ctx, args.alimento) }),
    alimentoEdit: operation({ requirement: EDITAR, resolve: (args: { id: string; alimento: unknown }, ctx) => service.editar(ctx, args.id, args.alimento) }),
  },
};
