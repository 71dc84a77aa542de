/** Package states (§4): CREADO → ACTIVO ↔ INACTIVO; at most one ACTIVO per (subsidy, regional). */
export const ESTADOS_PAQUETE = ['CREADO', 'ACTIVO', 'INACTIVO'] as const;
export type EstadoPaquete = (typeof ESTADOS_PAQUETE)[number];

/** The states a package's foods may still be changed in (§4: edit for CREADO or ACTIVO). */
export const PAQUETE_EDITABLE: ReadonlySet<string> = new Set(['CREADO', 'ACTIVO']);
