import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  "One kind of mail the programme sends (issue 35 §3): tipo is CPT_EMITIDO, CPT_POR_VENCER, CPT_VENCIDO, PLANILLA_PAGADA, C31_APROBADO, C31_RECHAZADO, PAGO_ENVIADO, PAGO_PAGADO or PAGO_OBSERVADO; activa says whether the caller receives it."
  type NotificacionPreferencia {
    tipo: String!
    activa: Boolean!
  }
  extend type Query {
    "The caller's own mail preferences, one per kind (only the caller's: there is no argument for another user)."
    misNotificaciones: [NotificacionPreferencia!]!
  }
  extend type Mutation {
    "Turns one kind of mail on or off for the caller only."
    notificacionPreferenciaSet(tipo: String!, activa: Boolean!): NotificacionPreferencia
  }
`;

/** Mail preferences (decision 065): any signed-in user reads and edits their own, never another's. */
export const notificacionesFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    misNotificaciones: operation({ requirement: 'authenticated', resolve: (_args, ctx) => service.misPreferencias(ctx) }),
  },
  Mutation: {
    notificacionPreferenciaSet: operation({ requirement: 'authenticated', resolve: (args, ctx) => service.cambiarPreferencia(ctx, args) }),
  },
};
