import type { ComponentType } from 'react';
import { SCREEN_PATHS, type ScreenPath } from '../shell/routes';

type PageModule = { default: ComponentType };

export interface Screen {
  /** Route path; its module `ruta` (permission key prefix) is the path without the slash. */
  path: string;
  /** The page's code chunk; screens without one show "En construcción". */
  load?: () => Promise<PageModule>;
}

/** The page of each signed-in route (`shell/routes.ts`), each its own code chunk. */
const PAGES: Record<ScreenPath, () => Promise<PageModule>> = {
  '/account': () => import('../features/account/AccountPage'),
  '/ventas': () => import('../features/ventas/VentasPage'),
  '/usuarios': () => import('../features/usuarios/UsuariosPage'),
  '/entidades': () => import('../features/entidades/EntidadesPage'),
  '/proveedores': () => import('../features/proveedores/ProveedoresPage'),
  '/sucursales': () => import('../features/sucursales/SucursalesPage'),
  '/parametros': () => import('../features/parametros/ParametrosPage'),
  '/modulos': () => import('../features/modulos/ModulosPage'),
  '/logs': () => import('../features/logs/LogsPage'),
  '/beneficiarias': () => import('../features/registroBeneficiaria/RegistroBeneficiariaPage'),
  '/beneficiariasEditar': () => import('../features/beneficiariasEditar/TrabajadoresPage'),
  '/listaBeneficiariosPublicos': () => import('../features/listaBeneficiariosPublicos/ListaBeneficiariosPublicosPage'),
  '/csv_beneficiarias': () => import('../features/csvBeneficiarias/CsvBeneficiariasPage'),
  '/csv_planillas': () => import('../features/csvPlanillas/CsvPlanillasPage'),
  '/planillasPlanificar': () => import('../features/planillasPlanificar/PlanillasPlanificarPage'),
  '/planillasHistorial': () => import('../features/planillasHistorial/PlanillasHistorialPage'),
  '/subsidios': () => import('../features/subsidios/SubsidiosPage'),
  '/alimentos': () => import('../features/alimentos/AlimentosPage'),
  '/grupos': () => import('../features/grupos/GruposPage'),
  '/reporte-gastos': () => import('../features/reporteGastos/ReporteGastosPage'),
  '/pagosc31': () => import('../features/pagosc31/PagosC31Page'),
  '/registros': () => import('../features/registros/RegistrosPage'),
  '/registro-tarjetas': () => import('../features/tarjetas/RegistroTarjetasPage'),
  '/atencion-cliente': () => import('../features/atencionCliente/AtencionClientePage'),
  '/paquetes': () => import('../features/paquetes/PaquetesPage'),
  '/reporteVentas': () => import('../features/reporteVentas/ReporteVentasPage'),
  '/actualizarBeneficiaria': () => import('../features/actualizarBeneficiaria/ActualizarBeneficiariaPage'),
  '/embajadas': () => import('../features/embajadas/EmbajadasPage'),
  '/otros': () => import('../features/otros/OtrosPage'),
  '/municipios': () => import('../features/municipios/MunicipiosPage'),
  '/beneficiariaIndependiente': () => import('../features/independientes/BeneficiariaIndependientePage'),
  '/reportaVentas': () => import('../features/reportePagosEntidades/ReportePagosEntidadesPage'),
  '/pendientesRecojo': () => import('../features/pendientesRecojo/PendientesRecojoPage'),
  '/calidad': () => import('../features/calidad/CalidadPage'),
  '/conciliacion': () => import('../features/conciliacion/ConciliacionPage'),
  '/productos': () => import('../features/alimentos/ProductosPage'),
  '/pagos': () => import('../features/pagosProveedores/PagosProveedoresPage'),
  '/firmas': () => import('../features/firmas/FirmasPage'),
  '/planillasPlanificarIndependientes': () => import('../features/planillasPlanificar/PlanillasPlanificarPage'),
  '/planillasHistorialIndependiente': () => import('../features/planillasHistorial/PlanillasHistorialPage'),
  '/modificarCelularIndependiente': () => import('../features/independientes/ModificarCelularPage'),
};

/**
 * Every signed-in route of the spec's route table (part 1 §2, ../shared/ROUTES.md), in the order of
 * `shell/routes.ts`. To build a screen, add its path there and its page (`features/<feature>/<Page>.tsx`) here.
 */
export const SCREENS: readonly Screen[] = SCREEN_PATHS.map((path) => ({ path, load: PAGES[path] }));

/** Public routes (no session needed). */
export const PUBLIC_PATHS = ['/principal', '/login', '/loginPlataforma'] as const;
