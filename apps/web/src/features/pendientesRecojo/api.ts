import { downloadFile } from '../../api/download';
import type { TipoReporte } from '@pb/contract';

/** `GET v1/pendientes/{tipo}/{idMunicipio}/{idSubsidio}`: beneficiaries with enabled, undelivered calendars there. */
export const descargarPendientes = (tipo: TipoReporte, idMunicipio: number, idSubsidio: number) =>
  downloadFile(`/api/v1/pendientes/${tipo}/${idMunicipio}/${idSubsidio}`, `pendientes-recojo-${tipo}.csv`);
