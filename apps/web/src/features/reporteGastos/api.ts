import { diasElegidos, nombreArchivo, type TipoReporte } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { nextDay } from '../../components/reports/nextDay';

/** `GET v1/gastos/{from}/{toPlusOne}?tipo=`: expenses by subsidy, food group and department, or every sale line. */
export const descargarGastos = (tipo: TipoReporte, desde: string, hasta: string) =>
  downloadFile(`/api/v1/gastos/${desde}/${nextDay(hasta)}?tipo=${tipo}`, nombreArchivo('csv', 'gastos', tipo, diasElegidos(desde, hasta)));
