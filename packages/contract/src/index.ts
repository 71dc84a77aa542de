import { z } from 'zod';

// Spanish for every message a schema does not set itself, on the server and in the browser.
z.config(z.locales.es());

export * from './roles.js';
export * from './permissions.js';
export * from './estados.js';
export * from './errors.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/usuario.js';
export * from './schemas/modulo.js';
export * from './schemas/listas.js';
export * from './types.js';
export * from './schemas/segip.js';
export * from './schemas/entidad.js';
export * from './schemas/preferencias.js';
export * from './schemas/sucursal.js';
export * from './dinero.js';
export * from './schemas/catalogo.js';
export * from './schemas/subsidio.js';
export * from './schemas/paquete.js';
export * from './schemas/beneficiaria.js';
export * from './schemas/planillaCsv.js';
export * from './schemas/beneficiariasCsv.js';
export * from './schemas/trabajador.js';
export * from './schemas/pago.js';
export * from './schemas/pagoProveedor.js';
export * from './schemas/planilla.js';
export * from './schemas/celular.js';
export * from './schemas/entrega.js';
export * from './schemas/tarjeta.js';
export * from './schemas/registro.js';
export * from './schemas/otrasEntidades.js';
export * from './schemas/independiente.js';
export * from './schemas/venta.js';
export * from './schemas/reporte.js';
export * from './schemas/cuentas.js';
