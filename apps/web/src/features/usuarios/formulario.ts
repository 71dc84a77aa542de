import { fechaIso, PARTES_VACIAS, partesDeIso } from '../../components/dateParts';
import type { UsuarioEntrada } from './api';
import type { ContextoFormulario, Usuario, UsuarioFormulario } from './tipos';

const texto = (v: string | null | undefined) => v ?? '';
const opcional = (v: string) => v.trim() || null;
/** Names are upper-cased and trimmed (spec part 1 §5). */
const nombre = (v: string) => v.trim().toUpperCase();

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's starting values: empty for a new user, the record's for an edit. */
export function valoresIniciales(u?: Usuario | null): UsuarioFormulario {
  return {
    tipo_documento: u?.persona_tipo_documento ?? 'CI',
    nro_documento: texto(u?.persona_nro_documento),
    complemento: texto(u?.persona_complemento),
    fecha_nacimiento: u ? partesDeIso(u.persona_fecha_nacimiento) : { ...PARTES_VACIAS },
    nombres: texto(u?.persona_nombres),
    primer_apellido: texto(u?.persona_primer_apellido),
    segundo_apellido: texto(u?.persona_segundo_apellido),
    // A new person starts as a national; a stored person without one is asked, never given a default.
    nacionalidad: u ? texto(u.persona_nacionalidad) : 'BOLIVIA',
    genero: texto(u?.persona_genero),
    movil: texto(u?.persona_movil),
    telefono: texto(u?.persona_telefono),
    usuario: texto(u?.usuario),
    contrasena: '',
    email: texto(u?.email),
    cargo: texto(u?.cargo),
    entidad: u?.id_entidad ? { id: u.id_entidad, nombre: u.entidad_nombre ?? '' } : null,
    id_sucursal: u?.id_sucursal ? String(u.id_sucursal) : '',
    id_rol: u ? String(u.id_rol) : '',
  };
}

/** The person's contact fields a user clears on purpose: shown filled (the record's), saved empty. */
const VACIABLES = ['movil', 'telefono'] as const;

/**
 * Which of them the user emptied: only those the form showed with the person's value (`inicial`, an
 * edit of the same document). An empty field the form never filled (a new user, SEGIP's data) is
 * "unchanged" for the server, which keeps what the person has (decision 011).
 */
function vaciados(v: UsuarioFormulario, inicial: UsuarioFormulario | undefined) {
  if (!inicial) return [];
  const mismoDocumento = v.tipo_documento === inicial.tipo_documento && v.nro_documento.trim() === inicial.nro_documento.trim() && v.complemento.trim().toUpperCase() === inicial.complemento.trim().toUpperCase();
  return mismoDocumento ? VACIABLES.filter((c) => inicial[c].trim() !== '' && v[c].trim() === '') : [];
}

/**
 * What `usuarioAdd` / `usuarioEdit` receive. A scoped caller sends its own entity and, on create, its
 * own role (the server forces both anyway); nobody sends a role for their own record. `inicial`: the
 * values an edit opened with, so that a mobile the user erased is sent as cleared on purpose.
 */
export function aEntrada(v: UsuarioFormulario, ctx: ContextoFormulario, conSucursales: boolean, inicial?: UsuarioFormulario): UsuarioEntrada {
  const persona = {
    tipo_documento: v.tipo_documento,
    nro_documento: v.nro_documento.trim(),
    complemento: opcional(v.complemento)?.toUpperCase() ?? null,
    fecha_nacimiento: fechaIso(v.fecha_nacimiento),
    nombres: nombre(v.nombres),
    primer_apellido: nombre(v.primer_apellido) || null,
    segundo_apellido: nombre(v.segundo_apellido) || null,
    nacionalidad: v.nacionalidad,
    genero: v.genero,
    movil: opcional(v.movil),
    telefono: opcional(v.telefono),
  };
  const vaciar = vaciados(v, ctx.modo === 'editar' ? inicial : undefined);
  const entrada: UsuarioEntrada = {
    usuario: v.usuario.trim(),
    email: v.email.trim(),
    cargo: opcional(v.cargo),
    id_sucursal: conSucursales && v.id_sucursal ? v.id_sucursal : null,
    persona: vaciar.length ? { ...persona, vaciar } : persona,
  };
  if (ctx.conAlcance) {
    if (ctx.modo === 'crear') entrada.id_entidad = ctx.sesion.id_entidad;
  } else {
    entrada.id_entidad = v.entidad?.id ?? null;
  }
  if (ctx.modo === 'crear') {
    entrada.contrasena = v.contrasena;
    entrada.id_rol = ctx.conAlcance ? ctx.sesion.id_rol : v.id_rol;
  } else if (!ctx.propio && !ctx.conAlcance) {
    entrada.id_rol = v.id_rol;
  }
  return entrada;
}

/** The row's full name, as the list shows it. */
export function nombreCompleto(u: Pick<Usuario, 'persona_nombres' | 'persona_primer_apellido' | 'persona_segundo_apellido'>): string {
  return [u.persona_nombres, u.persona_primer_apellido, u.persona_segundo_apellido].filter(Boolean).join(' ');
}
