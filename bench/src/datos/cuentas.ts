import { bonoDe, cargosDeLinea, decimal, estadoPlanilla, MESES, montoCargo, pagadoAt, type Plan, tamanoDe } from './plan.js';
import { detalleId } from './planillas.js';
import type { Tabla } from './tabla.js';

const DIA = 86_400_000;

/** The employer's paid months, in order. */
function mesesPagados(plan: Plan, e: number): number[] {
  const meses: number[] = [];
  for (let mes = 0; mes < MESES; mes++) if (estadoPlanilla(plan, e, mes) === 'PAGADO') meses.push(mes);
  return meses;
}

/** One account per bonus beneficiary; saldo = Σ its ABONOs − Σ its CARGOs, as the movements below write them. */
export const tablaCuentas: Tabla = {
  nombre: 'cuentas',
  columnas: ['id', 'id_beneficiaria', 'id_subsidio', 'saldo'],
  *filas(plan) {
    for (let e = 0; e < plan.entidades; e++) {
      const desde = plan.inicioBenef[e]!;
      const n = tamanoDe(plan, e);
      const pagados = mesesPagados(plan, e);
      for (let k = 0; k < n; k++) {
        const abono = bonoDe(plan, desde + k);
        let saldo = 0;
        for (let p = 0; p < pagados.length; p++) {
          const cargos = cargosDeLinea(plan, plan.abonosAntes[e]! + p * n + k);
          saldo += abono - (cargos ? cargos * montoCargo(abono, cargos) : 0);
        }
        yield [plan.ids.cuenta + desde + k, plan.ids.beneficiaria + desde + k, 1, decimal(saldo)];
      }
    }
  },
};

/** The ABONO of every paid line, each followed by the purchases (CARGOs) that spend part of it, days later. */
export const tablaMovimientos: Tabla = {
  nombre: 'movimientos',
  columnas: ['id', 'id_cuenta', 'tipo', 'monto', 'origen', 'fecha'],
  *filas(plan) {
    const proveedores = Math.ceil(plan.entidades / 50);
    let id = plan.ids.movimiento;
    for (let e = 0; e < plan.entidades; e++) {
      const desde = plan.inicioBenef[e]!;
      const n = tamanoDe(plan, e);
      const pagados = mesesPagados(plan, e);
      for (let p = 0; p < pagados.length; p++) {
        const mes = pagados[p]!;
        const fecha = pagadoAt(plan, e, mes).getTime();
        for (let k = 0; k < n; k++) {
          const cuenta = plan.ids.cuenta + desde + k;
          const abono = bonoDe(plan, desde + k);
          yield [id++, cuenta, 'ABONO', decimal(abono), `planilla_detalle:${detalleId(plan, e, mes, k)}`, new Date(fecha).toISOString()];
          const cargos = cargosDeLinea(plan, plan.abonosAntes[e]! + p * n + k);
          for (let c = 0; c < cargos; c++) {
            const proveedor = plan.ids.entidad + 50 * (id % proveedores);
            yield [id, cuenta, 'CARGO', decimal(montoCargo(abono, cargos)), `venta:${proveedor}:${id}`, new Date(fecha + (c + 1) * DIA).toISOString()];
            id++;
          }
        }
      }
    }
  },
};
