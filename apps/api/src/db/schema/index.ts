export * from './dpa.js';
export * from './organizacion.js';
export * from './acceso.js';
export * from './sistema.js';
export * from './catalogo.js';
export * from './subsidios.js';
export * from './paquetes.js';
export * from './beneficiarias.js';
