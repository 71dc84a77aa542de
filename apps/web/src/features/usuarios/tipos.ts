import type { DateParts } from '../../components/dateParts';

/** A user as the list and the form read it (spec part 1 §3 "User record"). */
export interface Usuario {
  id: number;
  usuario: string;
  email: string | null;
  cargo: string | null;
  estado: string;
  id_rol: number;
  id_entidad: number | null;
  id_sucursal: number | null;
  entidad_nombre: string | null;
  rol_nombre: string | null;
  persona_nombres: string | null;
  persona_primer_apellido: string | null;
  persona_segundo_apellido: string | null;
  persona_tipo_documento: string | null;
  persona_nro_documento: string | null;
  persona_complemento: string | null;
  persona_fecha_nacimiento: string | null;
  persona_movil: string | null;
  persona_telefono: string | null;
  persona_nacionalidad: string | null;
  persona_genero: string | null;
}

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
