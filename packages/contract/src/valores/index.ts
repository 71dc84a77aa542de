/**
 * The contract's values without zod (decision 081): roles, states, limits, the amounts' and dates'
 * rules. The browser's lists import them from `@pb/contract/valores`, so a list typed in the address
 * bar does not load the schemas; `@pb/contract` exports them too, beside the schemas.
 */
export * from '../roles.js';
export * from '../permissions.js';
export * from '../estados.js';
export * from '../errors.js';
export * from '../mensajes/mensaje.js';
export * from '../dinero.js';
export * from '../formato.js';
export * from '../fechas.js';
export * from '../nombresArchivo.js';
export * from './common.js';
export * from './beneficiaria.js';
export * from './beneficiariasCsv.js';
export * from './calidad.js';
export * from './catalogo.js';
export * from './firma.js';
export * from './notificacion.js';
export * from './otrasEntidades.js';
export * from './pagoProveedor.js';
export * from './paquete.js';
export * from './planilla.js';
export * from './segip.js';
export * from './subsidio.js';
export * from './tarjeta.js';
