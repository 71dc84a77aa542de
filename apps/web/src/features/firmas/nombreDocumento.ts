import type { TFunction } from 'i18next';
import { diaMesAnio } from '@pb/contract/valores';
import type { DocumentoFirma } from './api';

/** A document as the user names it: "Reporte diario planillas aprobadas 25/11/2026", "Solicitud de pago Nº 3". */
export function nombreDocumento(t: TFunction, d: Pick<DocumentoFirma, 'tipo' | 'referencia'>): string {
  return d.tipo === 'REPORTE_DIARIO' ? t('firmas.nombre.REPORTE_DIARIO', { dia: diaMesAnio(d.referencia) }) : t('firmas.nombre.SOLICITUD_PAGO', { id: d.referencia });
}
