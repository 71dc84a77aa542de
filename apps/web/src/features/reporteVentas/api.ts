import { downloadFile } from '../../api/download';
import { type TipoReporte } from '@pb/contract';
import { diasElegidos, nombreArchivo, sumarDias } from '@pb/contract/valores';

/** `GET v1/ventas/{from}/{toPlusOne}?tipo=`: every provider's sales (programme staff). */
export const descargarVentas = (tipo: TipoReporte, desde: string, hasta: string) =>
  downloadFile(`/api/v1/ventas/${desde}/${sumarDias(hasta, 1)}?tipo=${tipo}`, nombreArchivo('csv', 'ventas', tipo, diasElegidos(desde, hasta)));

/** `GET v1/sucursales/{id}/ventas/{from}/{toPlusOne}`: one point of sale's sales (a provider's own, a cashier's only). */
export const descargarVentasSucursal = (id: number, desde: string, hasta: string) =>
  downloadFile(`/api/v1/sucursales/${id}/ventas/${desde}/${sumarDias(hasta, 1)}`, nombreArchivo('csv', 'ventas', diasElegidos(desde, hasta)));
