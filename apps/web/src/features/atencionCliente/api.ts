import type { z } from 'zod';
import type { archivoBase64Respuesta } from '@pb/contract';
import { saveBase64 } from '../../api/download';
import { http } from '../../api/http';

type ArchivoBase64 = z.infer<typeof archivoBase64Respuesta>;

export type Documento = 'extractosPdf' | 'saldosPdf';

/** A person's statement or balances (spec part 2 §2.12 Extractos): the server's base64 PDF, saved by the browser. */
export async function descargarPdfPersona(ci: string, cual: Documento): Promise<void> {
  const r = await http.get<ArchivoBase64>(`/api/v1/beneficiarias/${encodeURIComponent(ci)}/${cual}`);
  saveBase64(r.archivo, r.nombreArchivo, 'application/pdf');
}
