export const TIPOS_DOCUMENTO_FIRMA = ['REPORTE_DIARIO', 'SOLICITUD_PAGO'] as const;
export type TipoDocumentoFirma = (typeof TIPOS_DOCUMENTO_FIRMA)[number];

export const ESTADOS_DOCUMENTO_FIRMA = ['PENDIENTE', 'FIRMADO'] as const;
export type EstadoDocumentoFirma = (typeof ESTADOS_DOCUMENTO_FIRMA)[number];

/** The module whose `firma` permission lets a role sign each type. */
export const MODULO_FIRMA: Record<TipoDocumentoFirma, string> = { REPORTE_DIARIO: 'pagosc31', SOLICITUD_PAGO: 'liquidaciones' };
