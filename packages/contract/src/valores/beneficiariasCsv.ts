/** The longest payroll name (the payroll issue stores it). */
export const NOMBRE_PLANILLA_MAX = 100;
