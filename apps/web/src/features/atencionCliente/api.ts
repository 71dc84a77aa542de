import { downloadBase64 } from '../../api/download';

export type Documento = 'extractosPdf' | 'saldosPdf';

/** A person's statement or balances (spec part 2 §2.12 Extractos): the server's base64 PDF, saved by the browser. */
export async function descargarPdfPersona(ci: string, cual: Documento): Promise<void> {
  await downloadBase64(`/api/v1/beneficiarias/${encodeURIComponent(ci)}/${cual}`);
}
