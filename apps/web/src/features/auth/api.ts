import type { LoginResponse } from '@pb/contract';
import { http } from '../../api/http';

export interface NitCredentials {
  nit: string;
  usuario: string;
  password: string;
}

export interface UserCredentials {
  usuario: string;
  contrasena: string;
}

// Login calls send no token and handle their own 401 (a wrong password, not an expired session).
const PUBLIC = { auth: false } as const;

/** Employers and providers (NIT form). */
export const loginNit = (body: NitCredentials) => http.post<LoginResponse>('/auth/nit', body, PUBLIC);

/** Producers (platform login). */
export const loginProductor = (body: NitCredentials) => http.post<LoginResponse>('/auth/productor', body, PUBLIC);

/** Other users (staff). */
export const loginUsuario = (body: UserCredentials) => http.post<LoginResponse>('/auth', body, PUBLIC);
