import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  type Entidad {
    id: Int!
    nombre: String!
    sigla: String
    descripcion: String
    email: String
    telefonos: String
    direccion: String
    codigo_portal: String
    web: String
    estado: String!
    proveedor: Boolean!
    origen: String!
    tipo: String!
    nit: String
    matricula_comercio: String
    departamento: String
    provincia: String
    municipio: String
    dpa: String
    _created_at: String
  }
  type EntidadList { count: Int! rows: [Entidad!]! }
  input EntidadInput {
    nombre: String
    sigla: String
    descripcion: String
    email: String
    telefonos: [String]
    direccion: String
    codigo_portal: String
    web: String
    nit: String
    estado: String
  }
  extend type Query {
    entidades(limit: Int, page: Int, order: String, nombre: String, sigla: String, nit: String, tipo: String, origen: String, estado: String, proveedor: Boolean): EntidadList
    entidad(id: ID!): Entidad
  }
  extend type Mutation {
    entidadAdd(entidad: EntidadInput!): Entidad
    entidadEdit(id: ID!, entidad: EntidadInput!): Entidad
    proveedorAdd(id: ID!): Entidad
    proveedorQuitar(id: ID!): Entidad
  }
`;

/** Entities and the provider flag (spec part 1 §2 Entities and Providers). */
export const entidadesFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    entidades: operation({ requirement: 'entidades:read', resolve: (args, ctx) => service.listar(ctx, args) }),
    entidad: operation({ requirement: 'entidades:read', resolve: (args: { id: string }, ctx) => service.obtener(ctx, args.id) }),
  },
  Mutation: {
    entidadAdd: operation({ requirement: 'entidades:create', resolve: (args: { entidad: unknown }, ctx) => service.crear(ctx, args.entidad) }),
    entidadEdit: operation({ requirement: 'entidades:update', resolve: (args: { id: string; entidad: unknown }, ctx) => service.editar(ctx, args.id, args.entidad) }),
    proveedorAdd: operation({ requirement: 'entidades:create', resolve: (args: { id: string }, ctx) => service.agregarProveedor(ctx, args.id) }),
    proveedorQuitar: operation({ requirement: 'entidades:update', resolve: (args: { id: string }, ctx) => service.quitarProveedor(ctx, args.id) }),
  },
};
