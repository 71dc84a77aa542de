import { diasElegidos, nombreArchivo, sumarDias, type TipoReporte } from '@pb/contract';
import { downloadFile } from '../../api/download';

/** 'Pagos a entidades' from `desde` to `hasta` (both included) as the server's CSV. */
export const descargarReportePagos = (tipo: TipoReporte, desde: string, hasta: string) =>
  downloadFile(`/api/v1/pagos/reporte/${desde}/${sumarDias(hasta, 1)}?tipo=${tipo}`, nombreArchivo('csv', 'pagos-entidades', tipo, diasElegidos(desde, hasta)));
