import type { Sesiones } from '../sesiones.js';
import type { Espera } from './estado.js';

/** Screens whose first usable state is a form (a search, a report's dates, an upload); every other signed-in screen opens on a list. */
const FORMULARIOS = new Set([
  '/registro-tarjetas',
  '/paquetes',
  '/ventas',
  '/beneficiarias',
  '/reporte-gastos',
  '/registros',
  '/atencion-cliente',
  '/reporteVentas',
  '/actualizarBeneficiaria',
  '/pendientesRecojo',
]);

/** The account page shows the session's own details: its heading is its content. */
export const esperaDe = (ruta: string): Espera => (ruta === '/account' ? 'titulo' : FORMULARIOS.has(ruta) ? 'campo' : 'filas');

/**
 * The accounts a screen is opened as, in order of preference: the first whose menu (the server's
 * permission table) holds the route. Staff first (they read the whole programme), then the largest
 * employers, then the roles of their own screens.
 */
export const PREFERENCIA: ReadonlyArray<keyof Sesiones> = ['programa', 'administrador', 'operador', 'grande', 'mediana', 'publica', 'proveedor', 'cajero', 'independiente', 'consulta'];
