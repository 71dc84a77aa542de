import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "Spec part 2 §3 'Delivery record': a subsidy beneficiary row with its delivery calendar's counts; saldo in Bs (decimal text)."
  type EntregaBeneficiaria {
    id: Int!
    id_persona: Int!
    titular_cobro: Int
    nro_seguro: String
    fecha_inicio: String
    estado: String!
    nro_asignacion_fin: Int
    nro_tarjeta: String
    persona_b_id: Int!
    persona_b_primer_apellido: String
    persona_b_segundo_apellido: String
    persona_b_nombres: String
    persona_b_nombre_completo: String
    persona_b_nro_documento: String
    persona_b_complemento: String
    persona_b_fecha_nacimiento: String
    persona_b_telefono: String
    persona_b_movil: String
    persona_b_estado_verificar: String
    persona_tc_id: Int
    persona_tc_primer_apellido: String
    persona_tc_segundo_apellido: String
    persona_tc_nombres: String
    persona_tc_nombre_completo: String
    persona_tc_nro_documento: String
    persona_tc_complemento: String
    persona_tc_fecha_nacimiento: String
    persona_tc_telefono: String
    persona_tc_movil: String
    nro_calendarios: Int!
    nro_calendarios_entregados: Int!
    nro_calendarios_deuda: Int!
    nro_calendarios_deuda_entregados: Int!
    ben_subsidio_id: Int!
    ben_subsidio_nombre: String!
    saldo: String!
    "A calendar can be delivered today."
    entregable: Boolean!
  }
  type RegionalEntrega { id: Int! nombre: String! }
  type AlimentoEntregado { nombre: String! unidad: String cantidad: String! }
  type PaqueteEntregado { id: Int! alimentos: [AlimentoEntregado!]! }
  type Entrega { id: Int! nro_asignacion: Int! monto: String! fecha_entrega: String! paquete: PaqueteEntregado! }
  "code 1: delivered; -1: refused, message says why."
  type EntregaResultado { code: Int! message: String! clave: String! parametros: JSON! entrega: Entrega }
  extend type Query {
    buscarbeneficiariaEntrega(persona_nro_documento: String!): [EntregaBeneficiaria!]!
    regionalesEntrega: [RegionalEntrega!]!
  }
  extend type Mutation {
    "medio: TARJETA (uuidTarjeta: her ASIGNADO card) or SMS (codigo: the ENTREGA code sent to her)."
    entregarPaquete(idBeneficiaria: ID!, idSucursal: ID!, medio: String!, uuidTarjeta: String, codigo: String): EntregaResultado
  }
`;

/** Deliveries at the counter (spec part 2 §2.16, §3; decision 026): key `actualizarBeneficiaria`. */
export const entregasFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    buscarbeneficiariaEntrega: operation({ requirement: 'actualizarBeneficiaria:read', cost: 50, resolve: (args, ctx) => service.buscar(ctx, args) }),
    regionalesEntrega: operation({ requirement: 'actualizarBeneficiaria:read', cost: 20, resolve: (_args, ctx) => service.regionales(ctx) }),
  },
  Mutation: {
    entregarPaquete: operation({ requirement: 'actualizarBeneficiaria:update', resolve: (args, ctx) => service.entregar(ctx, args) }),
  },
};
