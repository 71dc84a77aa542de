/**
 * The system's modules, menu and permission matrix of ../shared/ROUTES.md: reference data that the
 * modules feature guards (their routes are bound to permission keys and screens) and the seed
 * writes. One module per screen route (its `read` shows the menu entry) and one per permission key
 * the spec names. Actions per role: r read, c create, u update, d delete, x csv, f firma.
 */
export interface ModuloDelSistema {
  ruta: string;
  label: string;
  icono?: string;
  orden: number;
  visible?: boolean;
  padre?: string;
  roles?: Record<number, string>;
}

const section = (ruta: string, label: string, icono: string, orden: number): ModuloDelSistema => ({ ruta, label, icono, orden });

export const MODULOS: ModuloDelSistema[] = [
  section('config', 'Configuraciones', 'settings', 900),
  { ruta: 'entidades', label: 'Entidades', icono: 'business', orden: 901, padre: 'config', roles: { 1: 'rcudx', 2: 'rcu', 4: 'ru', 5: 'ru', 6: 'ru', 7: 'ru', 9: 'ru' } },
  { ruta: 'proveedores', label: 'Proveedores', icono: 'storefront', orden: 902, padre: 'config', roles: { 1: 'r', 2: 'r' } },
  { ruta: 'usuarios', label: 'Usuarios', icono: 'people', orden: 903, padre: 'config', roles: { 1: 'rcudx', 2: 'rcud', 4: 'rcud', 5: 'rcud' } },
  { ruta: 'modulos', label: 'Módulos y permisos', icono: 'view_module', orden: 904, padre: 'config', roles: { 1: 'rcud' } },
  { ruta: 'parametros', label: 'Preferencias', icono: 'tune', orden: 905, padre: 'config', roles: { 1: 'rcud', 2: 'ru' } },
  { ruta: 'logs', label: 'Logs del sistema', icono: 'receipt_long', orden: 906, padre: 'config', roles: { 1: 'rx', 10: 'rx' } },
  { ruta: 'personas', label: 'Personas', orden: 907, visible: false, padre: 'config', roles: { 1: 'rcu', 2: 'rcu', 3: 'rcu', 4: 'rcu', 5: 'rcu' } },
  { ruta: 'permisos', label: 'Permisos', orden: 908, visible: false, padre: 'config', roles: { 1: 'ru' } },
  { ruta: 'roles', label: 'Roles', orden: 909, visible: false, padre: 'config', roles: { 1: 'rcud', 2: 'r' } },
  { ruta: 'serviciosIop', label: 'Servicios de interoperabilidad', orden: 910, visible: false, padre: 'config', roles: { 1: 'rcud' } },

  section('proveedor', 'Proveedor', 'storefront', 100),
  { ruta: 'sucursales', label: 'Puntos de venta', icono: 'place', orden: 101, padre: 'proveedor', roles: { 4: 'rcud' } },
  { ruta: 'productos', label: 'Productos', icono: 'inventory', orden: 102, padre: 'proveedor', roles: { 4: 'rcu' } },
  { ruta: 'pagos', label: 'Pagos', icono: 'payments', orden: 103, padre: 'proveedor', roles: { 4: 'rx' } },
  // Issue 17: the cashier's sales screen (a route the spec's table lacks; the issue adds it) and the key of the sales API for a session.
  // Only the cashier: a provider's user sells through its cashiers or its system's token, and its menu showed a screen it could not use (issue 32).
  { ruta: 'ventas', label: 'Ventas', icono: 'point_of_sale', orden: 104, padre: 'proveedor', roles: { 8: 'rc' } },

  section('gestion_planillas', 'Planillas', 'request_quote', 200),
  { ruta: 'planillasPlanificar', label: 'Planillas', icono: 'request_quote', orden: 201, padre: 'gestion_planillas', roles: { 5: 'r', 6: 'r', 7: 'r' } },
  { ruta: 'planillasHistorial', label: 'Historial de planillas', icono: 'history', orden: 202, padre: 'gestion_planillas', roles: { 5: 'r', 6: 'r', 7: 'r', 10: 'r' } },
  { ruta: 'pagosc31', label: 'Pagos C31', icono: 'receipt', orden: 203, padre: 'gestion_planillas', roles: { 2: 'ruxf', 6: 'r', 7: 'r' } },
  { ruta: 'csv_planillas', label: 'Planilla de trabajadores', icono: 'upload_file', orden: 204, padre: 'gestion_planillas', roles: { 5: 'rx' } },
  { ruta: 'planillas', label: 'Planillas (permisos)', orden: 205, visible: false, padre: 'gestion_planillas', roles: { 1: 'r', 2: 'rx', 5: 'rcdx', 6: 'rcudx', 7: 'rcudx', 9: 'rcdx', 10: 'r' } },

  section('gestion_beneficiarias', 'Beneficiarias', 'groups', 300),
  { ruta: 'beneficiariasEditar', label: 'Trabajadores', icono: 'badge', orden: 301, padre: 'gestion_beneficiarias', roles: { 5: 'r', 6: 'r', 7: 'r' } },
  { ruta: 'beneficiarias', label: 'Registro de beneficiarias', icono: 'person_add', orden: 302, padre: 'gestion_beneficiarias', roles: { 3: 'rcu', 5: 'rcux', 6: 'ux', 7: 'ux' } },
  { ruta: 'csv_beneficiarias', label: 'Importar beneficiarias', icono: 'upload', orden: 303, padre: 'gestion_beneficiarias', roles: { 5: 'rcx', 6: 'rcx', 7: 'rcx' } },
  { ruta: 'listaBeneficiariosPublicos', label: 'Beneficiarios', icono: 'list', orden: 304, padre: 'gestion_beneficiarias', roles: { 6: 'rux', 7: 'rux' } },

  section('independientes', 'Independientes', 'work', 400),
  { ruta: 'beneficiariaIndependiente', label: 'Trabajadores independientes', icono: 'person', orden: 401, padre: 'independientes', roles: { 9: 'rcu' } },
  { ruta: 'planillasPlanificarIndependientes', label: 'Planillas', icono: 'request_quote', orden: 402, padre: 'independientes', roles: { 9: 'r' } },
  { ruta: 'planillasHistorialIndependiente', label: 'Historial de planillas', icono: 'history', orden: 403, padre: 'independientes', roles: { 9: 'r' } },
  { ruta: 'modificarCelularIndependiente', label: 'Modificar celular', icono: 'smartphone', orden: 404, padre: 'independientes', roles: { 9: 'r' } },

  section('programa', 'Programa', 'volunteer_activism', 500),
  { ruta: 'subsidios', label: 'Subsidios', icono: 'savings', orden: 501, padre: 'programa', roles: { 2: 'rcu' } },
  { ruta: 'alimentos', label: 'Alimentos', icono: 'restaurant', orden: 502, padre: 'programa', roles: { 2: 'rcu' } },
  { ruta: 'grupos', label: 'Grupos alimenticios', icono: 'category', orden: 503, padre: 'programa', roles: { 2: 'rcu' } },
  { ruta: 'paquetes', label: 'Paquetes', icono: 'inventory_2', orden: 504, padre: 'programa', roles: { 2: 'rcu', 3: 'rcu' } },
  { ruta: 'registro-tarjetas', label: 'Registro de tarjetas', icono: 'credit_card', orden: 505, padre: 'programa', roles: { 2: 'rc', 3: 'rc' } },

  section('atencion', 'Atención', 'support_agent', 600),
  { ruta: 'registros', label: 'Registros', icono: 'how_to_reg', orden: 601, padre: 'atencion', roles: { 2: 'rc', 3: 'rc' } },
  { ruta: 'actualizarBeneficiaria', label: 'Actualizar beneficiaria', icono: 'manage_accounts', orden: 602, padre: 'atencion', roles: { 2: 'ru', 3: 'ru' } },
  { ruta: 'atencion-cliente', label: 'Atención al cliente', icono: 'support_agent', orden: 603, padre: 'atencion', roles: { 2: 'r', 3: 'r', 10: 'r' } },

  section('otras_entidades', 'Otras entidades', 'domain', 700),
  { ruta: 'embajadas', label: 'Embajadas', icono: 'flag', orden: 701, padre: 'otras_entidades', roles: { 2: 'rcu' } },
  { ruta: 'otros', label: 'Empleador independiente', icono: 'work', orden: 702, padre: 'otras_entidades', roles: { 2: 'rcu' } },
  { ruta: 'municipios', label: 'Municipios con supermercados', icono: 'location_city', orden: 703, padre: 'otras_entidades', roles: { 2: 'rcu' } },

  section('reportes', 'Reportes', 'assessment', 800),
  { ruta: 'reporte-gastos', label: 'Reporte de gastos', icono: 'assessment', orden: 801, padre: 'reportes', roles: { 2: 'rx', 10: 'rx' } },
  { ruta: 'reporteVentas', label: 'Reporte de ventas', icono: 'point_of_sale', orden: 802, padre: 'reportes', roles: { 2: 'rx', 4: 'rx', 8: 'rx', 10: 'rx' } },
  { ruta: 'reportaVentas', label: 'Pagos a entidades', icono: 'account_balance', orden: 803, padre: 'reportes', roles: { 2: 'rx', 10: 'rx' } },
  { ruta: 'pendientesRecojo', label: 'Pendientes de recojo', icono: 'pending_actions', orden: 804, padre: 'reportes', roles: { 2: 'rx', 3: 'rx', 10: 'rx' } },
  // Issue 17: settling providers' sales into payments to the treasury (the button on 'Pagos a entidades').
  { ruta: 'liquidaciones', label: 'Liquidación de ventas', orden: 805, visible: false, padre: 'reportes', roles: { 2: 'rcf', 10: 'r' } },
  // Issue 18: the signing panel (decision 034). Who signs a document is its own module's `firma` (pagosc31: the daily report, liquidaciones: payment requests).
  { ruta: 'firmas', label: 'Firma de documentos', icono: 'draw', orden: 806, padre: 'reportes', roles: { 2: 'rf' } },
  // Issue 35 §4: the data-quality reports (decision 062).
  { ruta: 'calidad', label: 'Calidad de datos', icono: 'fact_check', orden: 807, padre: 'reportes', roles: { 1: 'rx', 2: 'rux', 10: 'rx' } },
  // Issue 35 §1: the daily reconciliation of payment codes (decision 064); role 2 runs and resolves.
  { ruta: 'conciliacion', label: 'Conciliación diaria', icono: 'rule', orden: 808, padre: 'reportes', roles: { 1: 'rx', 2: 'rux', 10: 'rx' } },
];

const LETTERS = { r: 'read', c: 'create', u: 'update', d: 'delete', x: 'csv', f: 'firma' } as const;

export function actionsOf(spec: string | undefined) {
  const flags = { read: false, create: false, update: false, delete: false, csv: false, firma: false };
  for (const ch of spec ?? '') {
    const key = LETTERS[ch as keyof typeof LETTERS];
    if (!key) throw new Error(`Acción desconocida '${ch}' en la matriz de permisos`);
    flags[key] = true;
  }
  return flags;
}
