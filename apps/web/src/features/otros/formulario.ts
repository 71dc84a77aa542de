import { type OtraEntidad } from '@pb/contract';
import { SIGLA_DE_TIPO, type TipoOtraEntidad } from '@pb/contract/valores';
import { DPA_VACIO, type DpaSeleccion } from '../../shared/dpa/dpa';
import { aContacto, contactoInicial, type ContactoFormulario } from '../../shared/otrasEntidades/contacto';

/** The other-entity form (spec part 2 §3 "Other entity", §5 "Entity"). */
export interface OtraEntidadFormulario extends ContactoFormulario {
  tipo: TipoOtraEntidad | '';
  nit: string;
  razon_social: string;
  descripcion: string;
  web: string;
  matricula_comercio: string;
  dpa: DpaSeleccion;
}

export const MAX_OTRA = { nit: 25, razon_social: 255, descripcion: 500, web: 100, matricula_comercio: 50 } as const;
export const TIPOS: readonly TipoOtraEntidad[] = ['EMBAJADA', 'ONG', 'PERSONAL'];
/** The acronym goes with the type (EMBAJADA↔EMB, ONG↔ONG, PERSONAL↔PER): the form derives it. */
export const siglaDe = (tipo: TipoOtraEntidad | ''): string => (tipo ? SIGLA_DE_TIPO[tipo] : '');
export const NIT = /^\d{5,25}$/;

export const valoresIniciales = (e?: OtraEntidad | null): OtraEntidadFormulario => ({
  ...contactoInicial(e),
  tipo: (e?.tipo as TipoOtraEntidad | undefined) ?? '',
  nit: e?.nit ?? '',
  razon_social: e?.razon_social ?? '',
  descripcion: e?.descripcion ?? '',
  web: e?.web ?? '',
  matricula_comercio: e?.matricula_comercio ?? '',
  dpa: DPA_VACIO,
});

const opcional = (v: string) => v.trim() || null;

/** `POST v1/otros`: the municipality code only; the server names the places. */
export function aAlta(v: OtraEntidadFormulario) {
  return {
    ...aContacto(v),
    tipo: v.tipo || null,
    sigla: siglaDe(v.tipo) || null,
    nit: opcional(v.nit),
    razon_social: opcional(v.razon_social),
    descripcion: opcional(v.descripcion),
    web: opcional(v.web),
    matricula_comercio: opcional(v.matricula_comercio),
    dpa: v.dpa.municipio?.codigo_completo ?? '',
  };
}

/** `PUT v1/otros/` (§7): id, name, address, phones, e-mail, NIT. */
export const aEdicion = (id: number, v: OtraEntidadFormulario) => ({ id, ...aContacto(v), nit: opcional(v.nit) });
