import type { LoginResponse } from '@pb/contract';
import { http } from '../../api/http';

/** The callback's one-time code, exchanged once for the login response of `POST /auth` (decision 037). */
export const canjearCiudadania = (codigo: string) => http.post<LoginResponse>('/auth/ciudadania/sesion', { codigo }, { auth: false });
