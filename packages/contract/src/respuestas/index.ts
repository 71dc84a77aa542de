export * from './rest.js';
export * from './sesion.js';
