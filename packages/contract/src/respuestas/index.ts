export * from './graphql.js';
export * from './rest.js';
export * from './sesion.js';
