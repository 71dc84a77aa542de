import { diaMesAnio } from '@pb/contract/valores';
import { http } from '../../api/http';
import { buscarEnSegip, type PersonaSegip } from '../../shared/personas/segip';
import { fechaIso, partesCompletas } from '../../components/dateParts';
import type { UsuarioFormulario } from './tipos';

export type { PersonaSegip } from '../../shared/personas/segip';

/** The contrast's flags, in the order the warnings are shown: 0 differs, 1 matches. */
export const CAMPOS_CONTRASTE = ['NumeroDocumento', 'Complemento', 'FechaNacimiento', 'Nombres', 'PrimerApellido', 'SegundoApellido'] as const;
export type CampoContraste = (typeof CAMPOS_CONTRASTE)[number];
export type Contraste = Partial<Record<CampoContraste, number | string>>;

/** The form's fields that take part in the identity check (locked once it succeeds). */
export type CampoPersona = 'tipo_documento' | 'nro_documento' | 'complemento' | 'fecha_nacimiento' | 'nombres' | 'primer_apellido' | 'segundo_apellido' | 'nacionalidad' | 'genero';

type Persona = Pick<UsuarioFormulario, CampoPersona>;

/** Names are upper-cased and trimmed (spec part 1 §5 "Identity check"). */
const nombre = (v: string) => v.trim().toUpperCase();

/** "Verificar con SEGIP" needs a CI with number, all of the birth date and the names (spec part 1 §5). */
export function puedeVerificar(p: Persona): boolean {
  return p.tipo_documento === 'CI' && p.nro_documento.trim() !== '' && partesCompletas(p.fecha_nacimiento) && p.nombres.trim() !== '';
}

/** "Buscar en SEGIP" needs a CI number and all of the birth date. */
export function puedeBuscar(p: Persona): boolean {
  return p.tipo_documento === 'CI' && p.nro_documento.trim() !== '' && partesCompletas(p.fecha_nacimiento);
}

export function tieneApellido(p: Persona): boolean {
  return nombre(p.primer_apellido) !== '' || nombre(p.segundo_apellido) !== '';
}

/** The body of POST system/persona-segip-contrastacion (spec part 1 §7). */
export function datosContraste(p: Persona) {
  return {
    tipo_documento: p.tipo_documento,
    numero_documento: p.nro_documento.trim(),
    complemento: nombre(p.complemento) || null,
    nombres: nombre(p.nombres),
    primer_apellido: nombre(p.primer_apellido) || null,
    segundo_apellido: nombre(p.segundo_apellido) || null,
    nacionalidad: p.nacionalidad,
    fecha_nacimiento: fechaIso(p.fecha_nacimiento) ?? '',
  };
}

/** The fields SEGIP says differ (flag 0), in the spec's order. */
export function noCoinciden(flags: Contraste): CampoContraste[] {
  return CAMPOS_CONTRASTE.filter((c) => Number(flags[c]) === 0);
}

/** "123456" or "123456-1A": the document as GET persona-segip takes it. */
export function documentoConComplemento(p: Persona): string {
  const complemento = nombre(p.complemento);
  return complemento ? `${p.nro_documento.trim()}-${complemento}` : p.nro_documento.trim();
}

/** DD/MM/YYYY, as the look-up's query parameter. */
export function fechaDdMmYyyy(p: Persona): string {
  return diaMesAnio(fechaIso(p.fecha_nacimiento));
}

export async function contrastar(p: Persona): Promise<Contraste> {
  return http.post<Contraste>('/api/system/persona-segip-contrastacion', datosContraste(p));
}

/** The person, or null when SEGIP has none (an empty answer). */
export const buscar = (p: Persona): Promise<PersonaSegip | null> => buscarEnSegip(documentoConComplemento(p), fechaIso(p.fecha_nacimiento) ?? '');
