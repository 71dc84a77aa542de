export const ESTADOS_PAGO = ['ENVIADO', 'PAGADO', 'OBSERVADO'] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];
