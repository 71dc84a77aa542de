import type { GraphqlFeature } from './core/graphql.js';

/** Every GraphQL feature of the API; adding one here is all it takes to serve it. */
export const graphqlFeatures: GraphqlFeature[] = [];
