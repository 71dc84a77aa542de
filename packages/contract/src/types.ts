import type { Permisos } from './permissions.js';

export interface MenuItem {
  url: string;
  icon: string | null;
  label: string;
  submenu: Array<{ url: string; label: string; icon: string | null }>;
}

/** Session user of spec part 1 §3. */
export interface SessionUser {
  id: number;
  usuario: string;
  nombres: string | null;
  primer_apellido: string | null;
  segundo_apellido: string | null;
  email: string | null;
  rol: string;
  id_rol: number;
  entidad: string | null;
  id_entidad: number | null;
  entidad_tipo: string | null;
  nit: string | null;
  matricula_comercio: string | null;
  matriculas_comercio: string[];
  doble: boolean;
  usernameOvt: string | null;
  usernameProbolivia: string | null;
  matricula_comercio_pb: string | null;
  matriculas_comercio_pb: string[];
  id_sucursal: number | null;
  lang: string;
  cambiar_contrasena: boolean;
}

export interface LoginResponse {
  menu: MenuItem[];
  usuario: SessionUser;
  permisos: Permisos;
  token: string;
  redirect: string;
}

export interface ListResult<T> {
  count: number;
  rows: T[];
}
