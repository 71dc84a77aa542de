import type { DateParts } from '../../components/dateParts';

/** A user as the list and the form read it: its fragment's fields (api.ts). */
export type { Usuario } from './api';

/** An entity or branch of the form's selectors. */
export interface Opcion {
  id: number;
  nombre: string;
}

/** The add/edit form: the person form of §3 and the user data. */
export interface UsuarioFormulario {
  tipo_documento: string;
  nro_documento: string;
  complemento: string;
  fecha_nacimiento: DateParts;
  nombres: string;
  primer_apellido: string;
  segundo_apellido: string;
  nacionalidad: string;
  genero: string;
  movil: string;
  telefono: string;
  usuario: string;
  contrasena: string;
  email: string;
  cargo: string;
  entidad: Opcion | null;
  id_sucursal: string;
  id_rol: string;
}

/** Who fills the form, and for whom: decides which selectors show and what is sent. */
export interface ContextoFormulario {
  modo: 'crear' | 'editar';
  /** Editing one's own record: no role selector, and a logout after saving. */
  propio: boolean;
  /** A role scoped to its own entity (4, 5…): entity and role are its own, their selectors hidden. */
  conAlcance: boolean;
  sesion: { id_rol: number; id_entidad: number | null; entidad: string | null };
}

export const TIPOS_DOCUMENTO = ['CI', 'PASAPORTE'] as const;
export const NACIONALIDADES = ['BOLIVIA', 'OTRO'] as const;
export const GENEROS = ['F', 'M'] as const;

export const MAX = {
  usuario: 50,
  contrasena: 50,
  email: 100,
  cargo: 100,
  nro_documento: 20,
  complemento: 2,
  nombre: 100,
  movil: 30,
  telefono: 30,
} as const;
