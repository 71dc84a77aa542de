import { operation, type GraphqlFeature } from '../../core/graphql.js';
import * as service from './service.js';

const typeDefs = /* GraphQL */ `
  extend type Query {
    "Seconds the reports, statements and dashboard may be behind (they read the hot standby; decision 059), rounded up; null when they read the primary."
    retrasoLectura: Int
  }
`;

/**
 * The footnote of the screens whose figures may lag (issue 34): the standby's delay measured now,
 * never a cached figure. Any signed-in user: it says nothing about any record.
 */
export const reportesFeature: GraphqlFeature = {
  typeDefs,
  Query: {
    retrasoLectura: operation({ requirement: 'authenticated', resolve: (_args, ctx) => service.retrasoLectura(ctx) }),
  },
};
