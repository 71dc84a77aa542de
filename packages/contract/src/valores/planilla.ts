export const ESTADOS_PLANILLA = ['CREADO', 'ENVIADO', 'PAGADO', 'ANULADO'] as const;
export type EstadoPlanilla = (typeof ESTADOS_PLANILLA)[number];

export const TIPOS_PLANILLA = ['MENSUAL'] as const;

/** The name a new payroll gets in the create dialog (spec §3, §9). */
export const NOMBRE_PLANILLA_DEFECTO = 'PLANILLA ESFUERZO POR BOLIVIA';

export const MAX_NOMBRE_PLANILLA = 150;

/** Lines of one payroll: a large employer's month. */
export const MAX_LINEAS_PLANILLA = 200_000;

/** The platform's fee added to every payment code (spec §9: the sum of the payrolls plus 1 Bs), in centavos. */
export const COMISION_CPT_CENTAVOS = 100;

/** Entity types that pay payrolls with C31 (DOMAIN.md §3: spec §6 names PUBLICO; an ETA is a public body too). */
export const TIPOS_ENTIDAD_C31 = ['PUBLICO', 'ETA'] as const;

export const pagaConC31 = (tipo: string | null | undefined): boolean => (TIPOS_ENTIDAD_C31 as readonly string[]).includes(tipo ?? '');

/** The name the server gives a stored PDF: its SHA-256, lower-case hex. */
export const NOMBRE_ARCHIVO = /^[0-9a-f]{64}$/;

export const MAX_C31 = 150;

export const ESTADOS_FORMULARIO_C31 = ['CREADO', 'PAGADO', 'ANULADO'] as const;
export type EstadoFormularioC31 = (typeof ESTADOS_FORMULARIO_C31)[number];
