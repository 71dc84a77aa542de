import { DPA_VACIO, dpaCompleto, type DpaSeleccion } from '../../shared/dpa/dpa';
import type { SucursalEntrada } from '../../shared/sucursales/api';

/** Bolivia's bounding box, the same the server checks (packages/contract sucursal schema). */
export const LIMITES = {
  latitud: { min: -23, max: -9.5 },
  longitud: { min: -70, max: -57.4 },
} as const;

export type Eje = keyof typeof LIMITES;

/** Coordinates are shown and sent with 6 decimals (about 10 cm). */
export const DECIMALES = 6;

/** Spec part 1 §9: the middle of the country at zoom 6; zoom 10 after choosing a department. */
export const CENTRO_BOLIVIA: [number, number] = [-16.5, -64.7];
export const ZOOM_PAIS = 6;
export const ZOOM_DEPARTAMENTO = 10;
export const ZOOM_MUNICIPIO = 11;

export const MAX = { nombre: 150, direccion_completa: 500 } as const;

/** The add form: coordinates are texts (typed or set by a map click). */
export interface SucursalFormulario {
  nombre: string;
  direccion_completa: string;
  dpa: DpaSeleccion;
  latitud: string;
  longitud: string;
}

export const valoresIniciales = (): SucursalFormulario => ({ nombre: '', direccion_completa: '', dpa: DPA_VACIO, latitud: '', longitud: '' });

/** The number a coordinate text holds when it lies inside Bolivia, otherwise null. */
export function coordenada(texto: string, eje: Eje): number | null {
  const limpio = texto.trim().replace(',', '.');
  if (limpio === '') return null;
  const valor = Number(limpio);
  if (!Number.isFinite(valor)) return null;
  const { min, max } = LIMITES[eje];
  return valor >= min && valor <= max ? valor : null;
}

/** A map click's value as the form keeps it. */
export const aTexto = (valor: number): string => valor.toFixed(DECIMALES);

/** Save is enabled only when every required field and both coordinates are set (spec part 1 §5). */
export function listoParaGuardar(v: SucursalFormulario): boolean {
  return (
    v.nombre.trim() !== '' &&
    v.direccion_completa.trim() !== '' &&
    dpaCompleto(v.dpa) &&
    coordenada(v.latitud, 'latitud') !== null &&
    coordenada(v.longitud, 'longitud') !== null
  );
}

/** What sucursalAdd receives; call only when `listoParaGuardar`. */
export function aEntrada(v: SucursalFormulario): SucursalEntrada {
  return {
    nombre: v.nombre.trim(),
    direccion_completa: v.direccion_completa.trim(),
    dpa: v.dpa.municipio?.codigo_completo ?? '',
    latitud: Number(aTexto(coordenada(v.latitud, 'latitud') ?? NaN)),
    longitud: Number(aTexto(coordenada(v.longitud, 'longitud') ?? NaN)),
  };
}

/** Where the map looks: recomputed (a new object) on every department or municipality choice. */
export interface Vista {
  centro: [number, number];
  zoom: number;
}

export const VISTA_INICIAL: Vista = { centro: CENTRO_BOLIVIA, zoom: ZOOM_PAIS };

/** The department's (or municipality's) point at its zoom; null when the item has no coordinates. */
export function vistaDe(lugar: { latitud: number | null; longitud: number | null } | null, zoom: number): Vista | null {
  if (!lugar || lugar.latitud == null || lugar.longitud == null) return null;
  return { centro: [Number(lugar.latitud), Number(lugar.longitud)], zoom };
}

/**
 * Where the map goes after the selects change: a new department centres on it at zoom 10 (spec
 * part 1 §5, §9); a new municipality centres on its inner point, a little closer. null: stay.
 */
export function vistaTrasCambio(antes: DpaSeleccion, despues: DpaSeleccion): Vista | null {
  if (despues.departamento && despues.departamento.id !== antes.departamento?.id) return vistaDe(despues.departamento, ZOOM_DEPARTAMENTO);
  if (despues.municipio && despues.municipio.id !== antes.municipio?.id) return vistaDe(despues.municipio, ZOOM_MUNICIPIO);
  return null;
}
