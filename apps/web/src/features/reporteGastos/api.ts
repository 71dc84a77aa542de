import type { TipoReporte } from '@pb/contract';
import { descargarArchivo } from '../../api/descargar';
import { diaSiguiente } from '../../components/reportes/rango';

/** `GET v1/gastos/{from}/{toPlusOne}?tipo=`: expenses by subsidy, food group and department, or every sale line. */
export const descargarGastos = (tipo: TipoReporte, desde: string, hasta: string) =>
  descargarArchivo(`/api/v1/gastos/${desde}/${diaSiguiente(hasta)}?tipo=${tipo}`, `gastos-${tipo}-${desde}.csv`);
