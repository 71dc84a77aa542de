import { IDIOMAS_SMS, type ArchivoBase64, type IdiomaSms, type MiSaldoAvisos, type MiSaldoVista, type RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';
import { saveBase64 } from '../../api/download';

/** A beneficiary's own page (decision 063): public calls; the view and the statement carry her grant, never a session. */
const PUBLICA = { auth: false } as const;
const conAcceso = (token: string) => ({ ...PUBLICA, headers: { 'x-acceso-saldo': token } });

export type RespuestaVerificar = RespuestaDe<'POST /api/v1/mi-saldo/verificar'>;
export type RespuestaAvisos = RespuestaDe<'PUT /api/v1/mi-saldo/avisos'>;

/** The page's language as her SMS notices' (decision 082): one of `IDIOMAS_SMS`, else Spanish. */
export const idiomaSms = (idioma: string): IdiomaSms => IDIOMAS_SMS.find((i) => i === idioma) ?? 'es';

export const pedirCodigo = (documento: string, fechaNacimiento: string) => http.post<{ message: string }>('/api/v1/mi-saldo/codigo', { documento, fechaNacimiento }, PUBLICA);
/** Step 2; `idioma`, the page's language, becomes her notices' (decision 082). */
export const verificarCodigo = (documento: string, fechaNacimiento: string, codigo: string, idioma: IdiomaSms) =>
  http.post<RespuestaVerificar>('/api/v1/mi-saldo/verificar', { documento, fechaNacimiento, codigo, idioma }, PUBLICA);
export const verSaldo = (token: string) => http.get<MiSaldoVista>('/api/v1/mi-saldo', conAcceso(token));

/** Her SMS notices on or off (decision 082), with her grant; the answer says which they are now. */
export function cambiarAvisos(token: string, activo: boolean, idioma: IdiomaSms): Promise<RespuestaAvisos> {
  const cuerpo: MiSaldoAvisos = { activo, idioma };
  return http.put<RespuestaAvisos>('/api/v1/mi-saldo/avisos', cuerpo, conAcceso(token));
}

export async function descargarExtracto(token: string): Promise<void> {
  const r = await http.get<ArchivoBase64>('/api/v1/mi-saldo/extracto', conAcceso(token));
  saveBase64(r.datos, r.nombreArchivo || 'extracto.pdf', r.tipo || 'application/pdf');
}
