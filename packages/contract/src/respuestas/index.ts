export * from './graphql.js';
export * from './rest.js';
