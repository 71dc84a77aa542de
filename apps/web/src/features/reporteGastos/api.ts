import { type TipoReporte } from '@pb/contract';
import { diasElegidos, nombreArchivo, sumarDias } from '@pb/contract/valores';
import { downloadFile } from '../../api/download';

/** `GET v1/gastos/{from}/{toPlusOne}?tipo=`: expenses by subsidy, food group and department, or every sale line. */
export const descargarGastos = (tipo: TipoReporte, desde: string, hasta: string) =>
  downloadFile(`/api/v1/gastos/${desde}/${sumarDias(hasta, 1)}?tipo=${tipo}`, nombreArchivo('csv', 'gastos', tipo, diasElegidos(desde, hasta)));
