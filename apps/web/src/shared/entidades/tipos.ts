/** An entity as the list and the form read it (spec part 1 §3 "Entity"). */
export interface Entidad {
  id: number;
  nombre: string;
  sigla: string | null;
  descripcion: string | null;
  email: string | null;
  /** Comma-joined on the server; the form shows them as tags. */
  telefonos: string | null;
  direccion: string | null;
  codigo_portal: string | null;
  web: string | null;
  estado: string;
  proveedor: boolean;
  origen: string;
  tipo: string;
  nit: string | null;
}

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

