import type { ArchivoBase64, MiSaldoVista, RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';
import { saveBase64 } from '../../api/download';

/** A beneficiary's own page (decision 063): public calls; the view and the statement carry her grant, never a session. */
const PUBLICA = { auth: false } as const;
const conAcceso = (token: string) => ({ ...PUBLICA, headers: { 'x-acceso-saldo': token } });

export type RespuestaVerificar = RespuestaDe<'POST /api/v1/mi-saldo/verificar'>;

export const pedirCodigo = (documento: string, fechaNacimiento: string) => http.post<{ message: string }>('/api/v1/mi-saldo/codigo', { documento, fechaNacimiento }, PUBLICA);
export const verificarCodigo = (documento: string, fechaNacimiento: string, codigo: string) => http.post<RespuestaVerificar>('/api/v1/mi-saldo/verificar', { documento, fechaNacimiento, codigo }, PUBLICA);
export const verSaldo = (token: string) => http.get<MiSaldoVista>('/api/v1/mi-saldo', conAcceso(token));

export async function descargarExtracto(token: string): Promise<void> {
  const r = await http.get<ArchivoBase64>('/api/v1/mi-saldo/extracto', conAcceso(token));
  saveBase64(r.datos, r.nombreArchivo || 'extracto.pdf', r.tipo || 'application/pdf');
}
