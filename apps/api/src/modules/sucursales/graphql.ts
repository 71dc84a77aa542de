import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type Sucursal {
    id: Int!
    nombre: String!
    direccion_completa: String
    departamento: String
    provincia: String
    municipio: String
    telefonos: String
    estado: String!
    tipo: String!
    id_entidad: Int!
    id_sucursal_ovt: Int
    dpa: String
    latitud: Float
    longitud: Float
    _created_at: String
    _user_created: Int
  }
  type SucursalList { count: Int! rows: [Sucursal!]! }
  "A point of sale: the municipality by its code (dpa), or as spec part 1 §3 sends it, departamento, provincia and municipio (ids of the v1/dpa lists or names; both ways given, they must agree), tipo PUNTO_VENTA (decision 040)."
  input SucursalInput {
    nombre: String
    direccion_completa: String
    dpa: String
    departamento: ID
    provincia: ID
    municipio: ID
    tipo: String
    latitud: Float
    longitud: Float
    telefonos: String
    estado: String
  }
  extend type Query {
    sucursales(limit: Int, page: Int, order: String, nombre: String, estado: String): SucursalList
  }
  extend type Mutation {
    sucursalAdd(sucursal: SucursalInput!): Sucursal
    sucursalEdit(id: ID!, sucursal: SucursalInput!): Sucursal
  }
`;

/** Points of sale of the provider's own entity (spec part 1 §2, role 4). */
export const sucursalesFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    sucursales: operation({ requirement: 'sucursales:read', resolve: (args, ctx) => service.listar(ctx, args) }),
  },
  Mutation: {
    sucursalAdd: operation({ requirement: 'sucursales:create', resolve: (args: { sucursal: unknown }, ctx) => service.crear(ctx, args.sucursal) }),
    sucursalEdit: operation({ requirement: 'sucursales:update', resolve: (args: { id: string; sucursal: unknown }, ctx) => service.editar(ctx, args.id, args.sucursal) }),
  },
};
