import { ROLES, ROLES_EMPLEADORES } from '../roles.js';

/**
 * The kinds of mail the programme sends (issue 35 §3, decision 065). Employers, public entities and
 * independents: their payment codes and payrolls, their C31 forms; providers: their payments.
 * Each user can turn each kind off on /account.
 */
export const TIPOS_NOTIFICACION = [
  'CPT_EMITIDO',
  'CPT_POR_VENCER',
  'CPT_VENCIDO',
  'PLANILLA_PAGADA',
  'C31_APROBADO',
  'C31_RECHAZADO',
  'PAGO_ENVIADO',
  'PAGO_PAGADO',
  'PAGO_OBSERVADO',
] as const;

export type TipoNotificacion = (typeof TIPOS_NOTIFICACION)[number];

/**
 * Who is told of a kind: the users of the entity whose role acts on it — the employer roles for
 * codes, payrolls and C31 forms, the provider's role for its payments (not its cashiers).
 */
export function rolesAvisados(tipo: TipoNotificacion): readonly number[] {
  return tipo.startsWith('PAGO_') ? [ROLES.PROVEEDOR] : [...ROLES_EMPLEADORES];
}

/** The kinds a role receives (its switches on /account): none for the programme's staff. */
export function tiposNotificacionDeRol(idRol: number): TipoNotificacion[] {
  return TIPOS_NOTIFICACION.filter((t) => rolesAvisados(t).includes(idRol));
}
