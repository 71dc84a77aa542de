import { operation, type GraphqlFeature } from '../../core/graphql.js';
import type { ByReach } from '../../core/guard.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "A worker as bonus beneficiary (spec part 2 §3 'Worker beneficiary row'); id and id_beneficiaria are the beneficiary's id."
  type BeneficiariaTrabajador {
    id: Int!
    id_beneficiaria: Int!
    id_entidad: Int!
    id_sucursal: Int
    beneficiaria_datos_estado: String!
    beneficiaria_datos_enviar_sms: String!
    beneficiaria_datos_persona_fecha_nacimiento: String
    beneficiaria_datos_persona_id: Int!
    beneficiaria_datos_persona_movil: String
    beneficiaria_datos_persona_nombres: String!
    beneficiaria_datos_persona_nro_documento: String!
    beneficiaria_datos_persona_pais_nacimiento: String
    beneficiaria_datos_persona_primer_apellido: String
    beneficiaria_datos_persona_segundo_apellido: String
    beneficiaria_suc_departamento: String
    beneficiaria_suc_direccion_completa: String
    beneficiaria_suc_dpa: String
    beneficiaria_suc_municipio: String
    beneficiaria_suc_nombre: String
    beneficiaria_suc_provincia: String
    beneficiaria_suc_telefonos: String
    "The bonus in Bs as decimal text (PORCENTAJE_BONO % of the aguinaldo); null until an aguinaldo is known."
    monto_bono: String
  }
  type BeneficiariaTrabajadorList { count: Int! rows: [BeneficiariaTrabajador!]! }
  extend type Query {
    beneficiariasPorEntidad(limit: Int, page: Int, order: String, nro_documento: String, id_entidad: ID): BeneficiariaTrabajadorList
  }
`;

/** The screen's key for the employer roles (5, 6, 7 read `beneficiariasEditar`); staff need `beneficiarias:read`. */
/** Reading the workers list: staff by `beneficiarias`, employers by the screen's own key (roles 6 and 7 have no `beneficiarias:read`). */
export const LEER_TRABAJADORES: ByReach = { programa: 'beneficiarias:read', entidad: 'beneficiariasEditar:read' };

/** The workers list (spec part 2 §2.5, §7: beneficiariasPorEntidad). */
export const beneficiariasFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    beneficiariasPorEntidad: operation({ requirement: LEER_TRABAJADORES, resolve: (args, ctx) => service.listar(ctx, args) }),
  },
};
