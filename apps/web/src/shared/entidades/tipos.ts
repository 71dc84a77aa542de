/** An entity as the lists and the form read it: its fragment's fields (api.ts). */
export type { Entidad } from './api';

/** The entity form of spec part 1 §3 and §5. */
export interface EntidadFormulario {
  nombre: string;
  sigla: string;
  descripcion: string;
  direccion: string;
  email: string;
  telefonos: string[];
  web: string;
  codigo_portal: string;
}

/** Maximum lengths of spec part 1 §5 "Entity form". */
export const MAX = {
  nombre: 150,
  sigla: 20,
  descripcion: 500,
  direccion: 500,
  email: 100,
  web: 100,
  codigo_portal: 20,
  telefono: 20,
} as const;

