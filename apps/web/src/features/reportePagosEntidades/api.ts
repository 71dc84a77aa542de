import type { TipoReporte } from '@pb/contract';
import { descargarArchivo } from '../../api/descargar';
import { diaSiguiente } from '../../components/reportes/rango';

/** 'Pagos a entidades' from `desde` to `hasta` (both included) as the server's CSV. */
export const descargarReportePagos = (tipo: TipoReporte, desde: string, hasta: string) =>
  descargarArchivo(`/api/v1/pagos/reporte/${desde}/${diaSiguiente(hasta)}?tipo=${tipo}`, `pagos-entidades-${tipo}-${desde}.csv`);
