/**
 * Every signed-in route of the spec's route table (part 1 §2, ../shared/ROUTES.md), paths only.
 * `app/screens.ts` gives each its page; the modules screen offers them as routes without importing
 * the pages. A new screen adds its path here and its page in `app/screens.ts`.
 */
export const SCREEN_PATHS = [
  '/account',
  '/ventas',
  '/usuarios',
  '/entidades',
  '/proveedores',
  '/sucursales',
  '/parametros',
  '/modulos',
  '/logs',
  '/beneficiarias',
  '/beneficiariasEditar',
  '/listaBeneficiariosPublicos',
  '/csv_beneficiarias',
  '/csv_planillas',
  '/planillasPlanificar',
  '/planillasHistorial',
  '/subsidios',
  '/alimentos',
  '/grupos',
  '/reporte-gastos',
  '/pagosc31',
  '/registros',
  '/registro-tarjetas',
  '/atencion-cliente',
  '/paquetes',
  '/reporteVentas',
  '/actualizarBeneficiaria',
  '/embajadas',
  '/otros',
  '/municipios',
  '/beneficiariaIndependiente',
  '/reportaVentas',
  '/pendientesRecojo',
  '/calidad',
  '/productos',
  '/pagos',
  '/firmas',
  '/planillasPlanificarIndependientes',
  '/planillasHistorialIndependiente',
  '/modificarCelularIndependiente',
] as const;

export type ScreenPath = (typeof SCREEN_PATHS)[number];
