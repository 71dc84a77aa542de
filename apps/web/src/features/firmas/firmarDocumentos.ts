import { errorMessage } from '../../api/errors';
import { actualizarDocumento, obtenerDocumento, type DocumentoFirma } from './api';
import { RechazoFirmador, type Firmador } from './firmador';

/** A document's progress while it is signed (spec part 1 §4 'Signing document states'). */
export type EstadoFirma = 'DESCARGANDO' | 'FIRMANDO' | 'ACTUALIZANDO' | 'ACTUALIZADO' | 'ERROR_DESCARGA' | 'ERROR_FIRMA' | 'ERROR_ACTUALIZACION';
export interface Progreso {
  estado: EstadoFirma;
  /** The reason of an ERROR_*, in the user's language. */
  motivo?: string;
}

interface Textos {
  /** 'La respuesta es incorrecta': a download without its PDF, or a signing program's unreadable reply. */
  respuestaIncorrecta: string;
  /** The program refused without saying why. */
  errorFirma: string;
  error: string;
}

/**
 * Signs the documents one after the other with the certificate `alias`: each is fetched from the
 * server (DESCARGANDO), signed by the local program (FIRMANDO) and sent back (ACTUALIZANDO →
 * ACTUALIZADO); a failure marks that document ERROR_* with its reason and the next one goes on.
 */
export async function firmarDocumentos(firmador: Firmador, alias: string, documentos: DocumentoFirma[], avisar: (id: number, p: Progreso) => void, textos: Textos): Promise<void> {
  for (const d of documentos) {
    avisar(d.id, { estado: 'DESCARGANDO' });
    let original: { codigo_archivo: string; nombre_archivo: string; pdf_base64: string };
    try {
      const r = await obtenerDocumento(d);
      if (typeof r?.datos?.pdf_base64 !== 'string' || r.datos.pdf_base64 === '' || typeof r.datos.codigo_archivo !== 'string') throw new Error(textos.respuestaIncorrecta);
      original = r.datos;
    } catch (error) {
      avisar(d.id, { estado: 'ERROR_DESCARGA', motivo: errorMessage(error, textos.respuestaIncorrecta) });
      continue;
    }
    avisar(d.id, { estado: 'FIRMANDO' });
    let firmado: { pdf_base64: string; certificado: string };
    try {
      firmado = await firmador.firmar({ nombre_archivo: original.nombre_archivo, alias, pdf_base64: original.pdf_base64 });
    } catch (error) {
      avisar(d.id, { estado: 'ERROR_FIRMA', motivo: error instanceof RechazoFirmador ? error.message || textos.errorFirma : textos.respuestaIncorrecta });
      continue;
    }
    avisar(d.id, { estado: 'ACTUALIZANDO' });
    try {
      await actualizarDocumento(d, { codigo_archivo: original.codigo_archivo, pdf_base64_signed: firmado.pdf_base64, certificado: firmado.certificado || '-' });
      avisar(d.id, { estado: 'ACTUALIZADO' });
    } catch (error) {
      avisar(d.id, { estado: 'ERROR_ACTUALIZACION', motivo: errorMessage(error, textos.error) });
    }
  }
}
