export const ESTADOS = ['ACTIVO', 'INACTIVO'] as const;
export type Estado = (typeof ESTADOS)[number];
export const TRANSICIONES = ['activar', 'inactivar'] as const;
export type Transicion = (typeof TRANSICIONES)[number];

export const LOG_NIVELES = ['ERROR', 'INFO', 'ADVERTENCIA'] as const;
export type LogNivel = (typeof LOG_NIVELES)[number];

export const TIPOS_DOCUMENTO = ['CI', 'PASAPORTE', 'EXTRANJERO'] as const;
export const GENEROS = ['F', 'M'] as const;
export const NACIONALIDADES = ['BOLIVIA', 'OTRO'] as const;

/*
 * States only the server writes, listed here beside the others so that the database's check
 * constraints have one list each to be tested against (apps/api/src/db/estados-constraints.test.ts).
 */

/** A verification code sent by SMS (modules/codigos; DOMAIN.md §5). */
export const ESTADOS_CODIGO_VERIFICACION = ['PENDIENTE', 'VERIFICADO', 'VENCIDO', 'AGOTADO', 'REEMPLAZADO'] as const;
export type EstadoCodigoVerificacion = (typeof ESTADOS_CODIGO_VERIFICACION)[number];

/** A package delivery owed to a beneficiary, then delivered (modules/entregas). */
export const ESTADOS_ENTREGA = ['HABILITADO', 'ENTREGADO'] as const;

/** A sale at a point of sale, and its same-day reversal (modules/ventas). */
export const ESTADOS_VENTA = ['REALIZADA', 'REVERTIDA'] as const;

/** A mail in the notifications' outbox (modules/notificaciones, decision 065): waiting or retried, sent, or given up after its last attempt. */
export const ESTADOS_NOTIFICACION = ['PENDIENTE', 'ENVIADO', 'FALLIDO'] as const;
export type EstadoNotificacion = (typeof ESTADOS_NOTIFICACION)[number];
/** A beneficiary's SMS notice (decision 082): OMITIDO when she opted out or her number reached the daily cap. */
export const ESTADOS_AVISO_SMS = ['PENDIENTE', 'ENVIADO', 'FALLIDO', 'OMITIDO'] as const;
