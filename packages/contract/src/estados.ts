export const ESTADOS = ['ACTIVO', 'INACTIVO'] as const;
export type Estado = (typeof ESTADOS)[number];
export const TRANSICIONES = ['activar', 'inactivar'] as const;
export type Transicion = (typeof TRANSICIONES)[number];

export const LOG_NIVELES = ['ERROR', 'INFO', 'ADVERTENCIA'] as const;
export type LogNivel = (typeof LOG_NIVELES)[number];

export const TIPOS_DOCUMENTO = ['CI', 'PASAPORTE', 'EXTRANJERO'] as const;
export const GENEROS = ['F', 'M'] as const;
export const NACIONALIDADES = ['BOLIVIA', 'OTRO'] as const;
