import { descargarArchivo } from '../../api/descargar';

export type TipoReporte = 'resumen' | 'detallado';

/** The day after an ISO day: the spec sends report end dates plus one day (`toPlusOne` is exclusive). */
export function diaSiguiente(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `GET v1/gastos/{from}/{toPlusOne}?tipo=`: expenses by subsidy, food group and department, or every sale line. */
export const descargarGastos = (tipo: TipoReporte, desde: string, hasta: string) =>
  descargarArchivo(`/api/v1/gastos/${desde}/${diaSiguiente(hasta)}?tipo=${tipo}`, `gastos-${tipo}-${desde}.csv`);
