import { downloadFile } from '../../api/download';
import { diasElegidos, nombreArchivo, type TipoReporte } from '@pb/contract';
import { nextDay } from '../../components/reports/nextDay';

/** `GET v1/ventas/{from}/{toPlusOne}?tipo=`: every provider's sales (programme staff). */
export const descargarVentas = (tipo: TipoReporte, desde: string, hasta: string) =>
  downloadFile(`/api/v1/ventas/${desde}/${nextDay(hasta)}?tipo=${tipo}`, nombreArchivo('csv', 'ventas', tipo, diasElegidos(desde, hasta)));

/** `GET v1/sucursales/{id}/ventas/{from}/{toPlusOne}`: one point of sale's sales (a provider's own, a cashier's only). */
export const descargarVentasSucursal = (id: number, desde: string, hasta: string) =>
  downloadFile(`/api/v1/sucursales/${id}/ventas/${desde}/${nextDay(hasta)}`, nombreArchivo('csv', 'ventas', diasElegidos(desde, hasta)));
