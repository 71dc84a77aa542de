/** Roles of CONTRACT.md "Roles". Ids are stable: seeds, permissions and the browser rely on them. */
export const ROLES = {
  SUPERADMIN: 1,
  ADMINISTRADOR: 2,
  OPERADOR: 3,
  PROVEEDOR: 4,
  EMPLEADOR: 5,
  ENTIDAD_PUBLICA: 6,
  ETA: 7,
  CAJERO: 8,
  EMPLEADOR_INDEPENDIENTE: 9,
  CONSULTA: 10,
} as const;

export type RolCodigo = keyof typeof ROLES;
export type RolId = (typeof ROLES)[RolCodigo];

export const ROLE_DEFINITIONS: ReadonlyArray<{ id: RolId; codigo: RolCodigo; nombre: string; descripcion: string }> = [
  { id: 1, codigo: 'SUPERADMIN', nombre: 'Superadministrador', descripcion: 'Configuración del sistema: entidades, usuarios, módulos y permisos, parámetros y logs' },
  { id: 2, codigo: 'ADMINISTRADOR', nombre: 'Administrador del programa', descripcion: 'Subsidios, distribuciones, alimentos, grupos, paquetes, proveedores, formularios C31 y reportes' },
  { id: 3, codigo: 'OPERADOR', nombre: 'Operador del programa', descripcion: 'Registros, atención al cliente, actualización de beneficiarias, tarjetas y entregas' },
  { id: 4, codigo: 'PROVEEDOR', nombre: 'Proveedor / vendedor', descripcion: 'Puntos de venta, productos, pagos y reportes de ventas' },
  { id: 5, codigo: 'EMPLEADOR', nombre: 'Empleador', descripcion: 'Entidad propia, trabajadores, planillas, CSV y códigos de pago' },
  { id: 6, codigo: 'ENTIDAD_PUBLICA', nombre: 'Entidad pública', descripcion: 'Como un empleador, además del pago de planillas con C31' },
  { id: 7, codigo: 'ETA', nombre: 'Entidad territorial autónoma', descripcion: 'Como una entidad pública, para su territorio' },
  { id: 8, codigo: 'CAJERO', nombre: 'Cajero de ventas', descripcion: 'Cajero del cliente de ventas' },
  { id: 9, codigo: 'EMPLEADOR_INDEPENDIENTE', nombre: 'Empleador independiente', descripcion: 'Trabajadores independientes y sus planillas de bono' },
  { id: 10, codigo: 'CONSULTA', nombre: 'Consulta y auditoría', descripcion: 'Lee reportes y logs, no cambia nada' },
];

/** Staff roles see every entity's records; the others are scoped to their own entity. */
export const GLOBAL_SCOPE_ROLES: ReadonlySet<number> = new Set([ROLES.SUPERADMIN, ROLES.ADMINISTRADOR, ROLES.OPERADOR, ROLES.CONSULTA]);

/*
 * Rules about roles that both the server (which enforces them) and the browser (which only hides
 * what would be refused) need. Each lives here once.
 */

/** Roles that administer every entity: they see the entity list and may leave an entity's portal code empty. */
export const ROLES_ADMINISTRAN_ENTIDADES: ReadonlySet<number> = new Set([ROLES.SUPERADMIN, ROLES.ADMINISTRADOR]);

/** Only the superadministrator changes a parameter's name, label, description or state; the others only its value. */
export const editaSoloValorDeParametro = (idRol: number): boolean => idRol !== ROLES.SUPERADMIN;

/** Only the superadministrator gives the superadministrator role; a caller scoped to its entity gives only its own role. */
export function puedeAsignarRol(idRolQuien: number, idRol: number): boolean {
  if (idRol === ROLES.SUPERADMIN && idRolQuien !== ROLES.SUPERADMIN) return false;
  return GLOBAL_SCOPE_ROLES.has(idRolQuien) || idRol === idRolQuien;
}

/** A superadministrator's account is changed or removed only by a superadministrator. */
export const puedeModificarUsuarioDeRol = (idRolQuien: number, idRolUsuario: number): boolean => idRolUsuario !== ROLES.SUPERADMIN || idRolQuien === ROLES.SUPERADMIN;

/** Everyone but the superadministrator may deactivate their own account. */
export const puedeDesactivarSuCuenta = (idRol: number): boolean => idRol !== ROLES.SUPERADMIN;

/*
 * Groups of roles that the server uses to choose what a caller sees. Each group is written here once.
 */

/** Who may read the GraphQL schema itself in production: the programme's administrators. */
export const ROLES_INTROSPECCION: ReadonlySet<number> = new Set([ROLES.SUPERADMIN, ROLES.ADMINISTRADOR]);

/** The demo's certificate holders (the signing simulator, decision 034): the programme's administrators. */
export const ROLES_FIRMANTES_DEMO: ReadonlySet<number> = new Set([ROLES.SUPERADMIN, ROLES.ADMINISTRADOR]);

/** The roles that sign in through Ciudadanía Digital (decision 037): public entities and autonomous territories. */
export const ROLES_CIUDADANIA: readonly number[] = [ROLES.ENTIDAD_PUBLICA, ROLES.ETA];

/** The dashboard's programme view: its money in and out and its beneficiaries per state. */
export const ROLES_TABLERO_PROGRAMA: ReadonlySet<number> = new Set([ROLES.ADMINISTRADOR, ROLES.CONSULTA]);

/** The roles that employ and pay workers through payrolls. */
export const ROLES_EMPLEADORES: ReadonlySet<number> = new Set([ROLES.EMPLEADOR, ROLES.ENTIDAD_PUBLICA, ROLES.ETA, ROLES.EMPLEADOR_INDEPENDIENTE]);

/** The roles that sell at points of sale: a provider and its cashiers. */
export const ROLES_VENDEDORES: ReadonlySet<number> = new Set([ROLES.PROVEEDOR, ROLES.CAJERO]);

/**
 * A role's `type` (spec part 1 §3 «Role: id, nombre, descripcion, type»; decision 069): who it serves.
 * PROGRAMA: the programme's own staff (every entity in scope); EMPLEADOR: the roles that pay workers
 * through payrolls; VENDEDOR: the provider and its cashiers; OTRO: a role created on /roles, until the
 * code gives it a group.
 */
export type TipoRol = 'PROGRAMA' | 'EMPLEADOR' | 'VENDEDOR' | 'OTRO';
export function tipoDeRol(idRol: number): TipoRol {
  if (GLOBAL_SCOPE_ROLES.has(idRol)) return 'PROGRAMA';
  if (ROLES_EMPLEADORES.has(idRol)) return 'EMPLEADOR';
  if (ROLES_VENDEDORES.has(idRol)) return 'VENDEDOR';
  return 'OTRO';
}

/** The role an employer's self sign-up creates (decision 036). */
export const ROL_REGISTRO_EMPLEADOR: RolId = ROLES.EMPLEADOR;

