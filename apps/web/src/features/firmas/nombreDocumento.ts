import type { TFunction } from 'i18next';
import type { DocumentoFirma } from './api';

/** AAAA-MM-DD as DD/MM/YYYY. */
const dia = (v: string) => `${v.slice(8, 10)}/${v.slice(5, 7)}/${v.slice(0, 4)}`;

/** A document as the user names it: "Reporte diario planillas aprobadas 25/11/2026", "Solicitud de pago Nº 3". */
export function nombreDocumento(t: TFunction, d: Pick<DocumentoFirma, 'tipo' | 'referencia'>): string {
  return d.tipo === 'REPORTE_DIARIO' ? t('firmas.nombre.REPORTE_DIARIO', { dia: dia(d.referencia) }) : t('firmas.nombre.SOLICITUD_PAGO', { id: d.referencia });
}
