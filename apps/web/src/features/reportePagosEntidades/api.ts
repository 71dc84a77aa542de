import { type TipoReporte } from '@pb/contract';
import { diasElegidos, nombreArchivo, sumarDias } from '@pb/contract/valores';
import { downloadFile } from '../../api/download';

/** 'Pagos a entidades' from `desde` to `hasta` (both included) as the server's CSV. */
export const descargarReportePagos = (tipo: TipoReporte, desde: string, hasta: string) =>
  downloadFile(`/api/v1/pagos/reporte/${desde}/${sumarDias(hasta, 1)}?tipo=${tipo}`, nombreArchivo('csv', 'pagos-entidades', tipo, diasElegidos(desde, hasta)));
