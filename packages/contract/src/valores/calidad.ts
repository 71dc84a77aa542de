/** The data-quality reports of issue 35 §4, in the order (decision 062 says what each counts). */
export const REPORTES_CALIDAD = ['fechasNacimientoOvtSegip', 'celularesCompartidos', 'planillasDosEmpleadores', 'activasSinCelularVerificado', 'tarjetasSinUso', 'entregasVencidas'] as const;
export type ReporteCalidad = (typeof REPORTES_CALIDAD)[number];
