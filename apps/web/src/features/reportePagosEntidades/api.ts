import { diasElegidos, nombreArchivo, type TipoReporte } from '@pb/contract';
import { downloadFile } from '../../api/download';
import { nextDay } from '../../components/reports/nextDay';

/** 'Pagos a entidades' from `desde` to `hasta` (both included) as the server's CSV. */
export const descargarReportePagos = (tipo: TipoReporte, desde: string, hasta: string) =>
  downloadFile(`/api/v1/pagos/reporte/${desde}/${nextDay(hasta)}?tipo=${tipo}`, nombreArchivo('csv', 'pagos-entidades', tipo, diasElegidos(desde, hasta)));
