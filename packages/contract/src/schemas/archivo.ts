import { z } from 'zod';
import { safeText } from './common.js';

/**
 * The answer of the spec's base64 files (part 2 §7: `descargar_pdf`, `boletas`, `extractosPdf`,
 * `saldosPdf` "base64 PDF"; `downloadFiles` "base64 archive saved as tar.gz"; decision 041): the
 * file in base64 under `datos`, as the AGETIC base client unwraps a reply (`data || datos`), with
 * the name to save it under and its media type. `Accept: <tipo>` answers the bytes instead.
 */
export const archivoBase64Schema = z.object({
  nombreArchivo: safeText(),
  tipo: safeText(),
  datos: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type ArchivoBase64 = z.infer<typeof archivoBase64Schema>;
