/** Food group states (§4); a new group is CREADO and editable until it is activated (decision 016). */
export const ESTADOS_GRUPO = ['CREADO', 'ACTIVO', 'INACTIVO'] as const;
export type EstadoGrupo = (typeof ESTADOS_GRUPO)[number];
