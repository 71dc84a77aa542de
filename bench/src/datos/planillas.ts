import { bonoDe, decimal, estadoPlanilla, MESES, pagadoAt, periodoDe, type Plan, tamanoDe } from './plan.js';
import type { Tabla } from './tabla.js';

/** Payroll of employer e in its month j. */
export const planillaId = (plan: Plan, e: number, mes: number) => plan.ids.planilla + e * MESES + mes;
/** Line of employer e's k-th beneficiary in its month j: lines are numbered employer by employer, month by month. */
export const detalleId = (plan: Plan, e: number, mes: number, k: number) => plan.ids.detalle + MESES * plan.inicioBenef[e]! + mes * tamanoDe(plan, e) + k;

/** One payroll a month per employer for MESES months, each of all its beneficiaries: the total is the sum of their bonuses. */
export const tablaPlanillas: Tabla = {
  nombre: 'planillas',
  // nro_lineas as the lines' insert trigger would keep it (it is off during the load: tablaPlanillaDetalle).
  columnas: ['id', 'id_entidad', 'id_sucursal_pago', 'nombre', 'tipo', 'periodo', 'monto_total', 'estado', 'pagado_at', 'nro_lineas'],
  *filas(plan) {
    for (let e = 0; e < plan.entidades; e++) {
      let total = 0;
      for (let i = plan.inicioBenef[e]!; i < plan.inicioBenef[e + 1]!; i++) total += bonoDe(plan, i);
      for (let mes = 0; mes < MESES; mes++) {
        const estado = estadoPlanilla(plan, e, mes);
        const periodo = periodoDe(plan, e, mes);
        yield [planillaId(plan, e, mes), plan.ids.entidad + e, plan.ids.sucursal + plan.inicioSuc[e]!, `Planilla ${periodo.slice(0, 7)}`, 'MENSUAL', periodo, decimal(total), estado, estado === 'PAGADO' ? pagadoAt(plan, e, mes).toISOString() : null, tamanoDe(plan, e)];
      }
    }
  },
};

/** The lines: an ANULADO payroll's lines are no longer vigente (they free the beneficiary for the month). */
export const tablaPlanillaDetalle: Tabla = {
  nombre: 'planilla_detalle',
  // beneficiarias.ultimo_periodo was loaded with the beneficiaries (ultimoPeriodoDe): the trigger
  // would only read 10 M lines again to write nothing. It is on again for every later write, and
  // --verificar compares the column with the lines (test/invariantes.ts).
  sinDisparadores: ['planilla_detalle_ultimo_insert'],
  columnas: ['id', 'id_planilla', 'id_beneficiaria', 'id_subsidio', 'monto', 'periodo', 'vigente'],
  *filas(plan) {
    for (let e = 0; e < plan.entidades; e++) {
      const desde = plan.inicioBenef[e]!;
      const n = tamanoDe(plan, e);
      for (let mes = 0; mes < MESES; mes++) {
        const vigente = estadoPlanilla(plan, e, mes) !== 'ANULADO';
        const planilla = planillaId(plan, e, mes);
        const periodo = periodoDe(plan, e, mes);
        for (let k = 0; k < n; k++) yield [detalleId(plan, e, mes, k), planilla, plan.ids.beneficiaria + desde + k, 1, decimal(bonoDe(plan, desde + k)), periodo, vigente];
      }
    }
  },
};
