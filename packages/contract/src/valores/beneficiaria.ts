/** Beneficiary states (DOMAIN.md §3); purchases need ACTIVO. */
export const ESTADOS_BENEFICIARIA = ['CREADO', 'PARA_ACTIVACION', 'VERIFICADO', 'ACTIVO', 'INACTIVO', 'BLOQUEADO_CAMBIO_CELULAR', 'BLOQUEADO_INTENTOS', 'SUSPENDIDO'] as const;
export type EstadoBeneficiaria = (typeof ESTADOS_BENEFICIARIA)[number];

/** The states of a beneficiary whose mobile still has to be verified (DOMAIN.md §3): while one of a person's rows is in them, her mobile is not verified. */
export const ESTADOS_CELULAR_POR_VERIFICAR = ['CREADO', 'PARA_ACTIVACION', 'BLOQUEADO_CAMBIO_CELULAR'] as const satisfies readonly EstadoBeneficiaria[];

/** Subsidy 1 is the bonus (DOMAIN.md §1): its beneficiaries are an employer's workers. */
export const ID_SUBSIDIO_BONO = 1;

/**
 * Whether a subsidy is registered per beneficiary (spec part 2 §2.6, §5): an ACTIVO one, never the
 * bonus (its beneficiaries come from the OVT sync) nor one with UNIVERSAL in its name.
 */
export const registrablePorBeneficiaria = (s: { id: number; nombre: string; estado: string }) => s.estado === 'ACTIVO' && s.id !== ID_SUBSIDIO_BONO && !/UNIVERSAL/i.test(s.nombre);

/** States in which the activate/inactivate (device fingerprint reset) action shows (§4). */
export const ESTADOS_CON_HUELLA: ReadonlySet<string> = new Set(['ACTIVO', 'BLOQUEADO_CAMBIO_CELULAR']);
