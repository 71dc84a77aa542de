import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

/**
 * Modules of the side menu and the permission matrix. `orden` is typed by the form as text of up to
 * three digits and returned as a number. Input fields are nullable: the shared schema says what is missing.
 */
const typeDefs = /* GraphQL */ `
  type Modulo {
    id: Int!
    ruta: String!
    label: String!
    icono: String
    orden: Int!
    estado: String!
    visible: Boolean!
    id_modulo: Int
    "The parent module's label."
    modulo_label: String
    "The section the module sits under (its parent's label)."
    seccion_label: String
  }
  type ModuloList {
    count: Int!
    rows: [Modulo!]!
  }
  input ModuloInput {
    ruta: String
    label: String
    icono: String
    orden: String
    id_modulo: ID
    visible: Boolean
    estado: String
  }
  input ModuloEditInput {
    ruta: String
    label: String
    icono: String
    orden: String
    id_modulo: ID
    visible: Boolean
    estado: String
  }
  extend type Query {
    "id_modulo: 0 lists top-level modules only."
    modulos(limit: Int, page: Int, order: String, label: String, id_modulo: ID, estado: String, visible: Boolean): ModuloList
    modulo(id: ID!): Modulo
  }
  extend type Mutation {
    moduloAdd(modulo: ModuloInput!): Modulo
    moduloEdit(id: ID!, modulo: ModuloEditInput!): Modulo
    moduloDelete(id: ID!): Deleted
  }
`;

export const modulosFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    modulos: operation({ requirement: 'modulos:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    modulo: operation<{ id: string }>({ requirement: 'modulos:read', resolve: (args, ctx) => service.obtener(ctx, args.id) }),
  },
  Mutation: {
    moduloAdd: operation<{ modulo: unknown }>({ requirement: 'modulos:create', resolve: (args, ctx) => service.crear(ctx, args.modulo) }),
    moduloEdit: operation<{ id: string; modulo: unknown }>({ requirement: 'modulos:update', resolve: (args, ctx) => service.editar(ctx, args.id, args.modulo) }),
    moduloDelete: operation<{ id: string }>({ requirement: 'modulos:delete', resolve: (args, ctx) => service.eliminar(ctx, args.id) }),
  },
};
