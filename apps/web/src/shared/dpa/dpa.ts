import { http } from '../../api/http';

/** Geographic items of spec part 1 §3, as GET v1/dpa/… returns them (§7). */
export interface Departamento {
  id: number;
  codigo: string;
  nombre: string;
  latitud: number | null;
  longitud: number | null;
}

export interface Provincia {
  id: number;
  codigo: string;
  nombre: string;
}

export interface Municipio {
  id: number;
  /** The 6-digit INE code that a point of sale stores as `dpa`. */
  codigo_completo: string;
  nombre: string;
  latitud: number | null;
  longitud: number | null;
}

/** What the cascading selects report to their parent; a later level is never set without the earlier one. */
export interface DpaSeleccion {
  departamento: Departamento | null;
  provincia: Provincia | null;
  municipio: Municipio | null;
}

export const DPA_VACIO: DpaSeleccion = { departamento: null, provincia: null, municipio: null };

/** Choosing another department resets province and municipality (spec part 1 §5). */
export function elegirDepartamento(actual: DpaSeleccion, departamento: Departamento | null): DpaSeleccion {
  if (departamento && actual.departamento?.id === departamento.id) return actual;
  return { departamento, provincia: null, municipio: null };
}

/** Choosing a province resets the municipality; without a department nothing changes. */
export function elegirProvincia(actual: DpaSeleccion, provincia: Provincia | null): DpaSeleccion {
  if (!actual.departamento) return actual;
  if (provincia && actual.provincia?.id === provincia.id) return actual;
  return { ...actual, provincia, municipio: null };
}

export function elegirMunicipio(actual: DpaSeleccion, municipio: Municipio | null): DpaSeleccion {
  if (!actual.provincia) return actual;
  return { ...actual, municipio };
}

/** All three levels chosen. */
export const dpaCompleto = (s: DpaSeleccion): boolean => Boolean(s.departamento && s.provincia && s.municipio);

/** Query keys: the lists change rarely (the server lets browsers cache them a day). */
export const DPA_KEY = ['dpa'] as const;

export const listarDepartamentos = (signal?: AbortSignal) => http.get<Departamento[]>('/api/v1/dpa/departamentos', { signal });

export const listarProvincias = (idDepartamento: number, signal?: AbortSignal) =>
  http.get<Provincia[]>(`/api/v1/dpa/departamentos/${idDepartamento}/provincias`, { signal });

export const listarMunicipios = (idProvincia: number, signal?: AbortSignal) =>
  http.get<Municipio[]>(`/api/v1/dpa/departamentos/provincias/${idProvincia}/municipios`, { signal });
