import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface Screen {
  /** Route path; its module `ruta` (permission key prefix) is the path without the slash. */
  path: string;
  /** The page's code chunk; screens without one show "En construcción". */
  load?: () => Promise<PageModule>;
}

/**
 * Every signed-in route of the spec's route table (part 1 §2, ../shared/ROUTES.md).
 * To build a screen, give it a `load` pointing at `features/<feature>/<Page>.tsx`.
 */
export const SCREENS: readonly Screen[] = [
  { path: '/account', load: () => import('../features/account/AccountPage') },
  { path: '/ventas', load: () => import('../features/ventas/VentasPage') },
  { path: '/usuarios', load: () => import('../features/usuarios/UsuariosPage') },
  { path: '/entidades', load: () => import('../features/entidades/EntidadesPage') },
  { path: '/proveedores', load: () => import('../features/proveedores/ProveedoresPage') },
  { path: '/sucursales', load: () => import('../features/sucursales/SucursalesPage') },
  { path: '/parametros', load: () => import('../features/parametros/ParametrosPage') },
  { path: '/modulos', load: () => import('../features/modulos/ModulosPage') },
  { path: '/logs', load: () => import('../features/logs/LogsPage') },
  { path: '/beneficiarias', load: () => import('../features/registroBeneficiaria/RegistroBeneficiariaPage') },
  { path: '/beneficiariasEditar', load: () => import('../features/beneficiariasEditar/TrabajadoresPage') },
  { path: '/listaBeneficiariosPublicos', load: () => import('../features/listaBeneficiariosPublicos/ListaBeneficiariosPublicosPage') },
  { path: '/csv_beneficiarias', load: () => import('../features/csvBeneficiarias/CsvBeneficiariasPage') },
  { path: '/csv_planillas', load: () => import('../features/csvPlanillas/CsvPlanillasPage') },
  { path: '/planillasPlanificar', load: () => import('../features/planillasPlanificar/PlanillasPlanificarPage') },
  { path: '/planillasHistorial', load: () => import('../features/planillasHistorial/PlanillasHistorialPage') },
  { path: '/subsidios', load: () => import('../features/subsidios/SubsidiosPage') },
  { path: '/alimentos', load: () => import('../features/alimentos/AlimentosPage') },
  { path: '/grupos', load: () => import('../features/grupos/GruposPage') },
  { path: '/reporte-gastos', load: () => import('../features/reporteGastos/ReporteGastosPage') },
  { path: '/pagosc31', load: () => import('../features/pagosc31/PagosC31Page') },
  { path: '/registros', load: () => import('../features/registros/RegistrosPage') },
  { path: '/registro-tarjetas', load: () => import('../features/tarjetas/RegistroTarjetasPage') },
  { path: '/atencion-cliente', load: () => import('../features/atencionCliente/AtencionClientePage') },
  { path: '/paquetes', load: () => import('../features/paquetes/PaquetesPage') },
  { path: '/reporteVentas', load: () => import('../features/reporteVentas/ReporteVentasPage') },
  { path: '/actualizarBeneficiaria', load: () => import('../features/actualizarBeneficiaria/ActualizarBeneficiariaPage') },
  { path: '/embajadas', load: () => import('../features/embajadas/EmbajadasPage') },
  { path: '/otros', load: () => import('../features/otros/OtrosPage') },
  { path: '/municipios', load: () => import('../features/municipios/MunicipiosPage') },
  { path: '/beneficiariaIndependiente', load: () => import('../features/independientes/BeneficiariaIndependientePage') },
  { path: '/reportaVentas', load: () => import('../features/reportaVentas/ReportaVentasPage') },
  { path: '/pendientesRecojo', load: () => import('../features/pendientesRecojo/PendientesRecojoPage') },
  { path: '/productos', load: () => import('../features/productos/ProductosPage') },
  { path: '/pagos', load: () => import('../features/pagos/PagosPage') },
  { path: '/firmas', load: () => import('../features/firmas/FirmasPage') },
  { path: '/planillasPlanificarIndependientes', load: () => import('../features/planillasPlanificar/PlanillasPlanificarPage') },
  { path: '/planillasHistorialIndependiente', load: () => import('../features/planillasHistorial/PlanillasHistorialPage') },
  { path: '/modificarCelularIndependiente', load: () => import('../features/independientes/ModificarCelularPage') },
];

/** Public routes (no session needed). */
export const PUBLIC_PATHS = ['/principal', '/login', '/loginPlataforma'] as const;
