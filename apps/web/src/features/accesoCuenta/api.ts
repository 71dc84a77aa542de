import type { RespuestaDe } from '@pb/contract';
import { http } from '../../api/http';

/** Password recovery and employer sign-up (issue 19): public calls, no token, each answering `{ message }`. */
export type Respuesta = RespuestaDe<'POST /auth/recuperar'>;

export interface DatosRegistro {
  nit: string;
  matricula: string;
  nro_documento: string;
  complemento: string;
  fecha_nacimiento: string;
  usuario: string;
  email: string;
  contrasena: string;
}

const PUBLIC = { auth: false } as const;

export const pedirRecuperacion = (usuario: string) => http.post<Respuesta>('/auth/recuperar', { usuario }, PUBLIC);
export const restablecerContrasena = (token: string, newPassword: string) => http.post<Respuesta>('/auth/restablecer', { token, newPassword }, PUBLIC);
export const registrarEmpleador = (datos: DatosRegistro) => http.post<Respuesta>('/auth/registro', datos, PUBLIC);
export const confirmarCuenta = (token: string) => http.post<Respuesta>('/auth/confirmar', { token }, PUBLIC);
