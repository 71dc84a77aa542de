import type { EntidadEntrada } from './api';
import type { Entidad, EntidadFormulario } from './tipos';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The server's URL rule (packages/contract, entity schema). */
export const URL_WEB = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
/** One phone: digits, spaces, +, -, parentheses; 6 to 20 characters (the server's rule). */
export const TELEFONO = /^[0-9+\-\s()]{6,20}$/;

const texto = (v: string | null | undefined) => v ?? '';
const opcional = (v: string) => v.trim() || null;

/** The server's comma-joined phones as the form's tags. */
export function separarTelefonos(valor: string | null | undefined): string[] {
  return (valor ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Typed text as tags: commas or semicolons separate phones; blanks and repeats are dropped. */
export function agregarTelefonos(actuales: string[], escrito: string): string[] {
  const nuevos = escrito
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter(Boolean);
  return [...new Set([...actuales, ...nuevos])];
}

/** The phones that break the server's rule (shown in the form's message). */
export function telefonosInvalidos(telefonos: string[]): string[] {
  return telefonos.filter((t) => !TELEFONO.test(t.trim()));
}

/** The form's starting values: empty for a new entity, the record's for an edit. */
export function valoresIniciales(e?: Entidad | null): EntidadFormulario {
  return {
    nombre: texto(e?.nombre),
    sigla: texto(e?.sigla),
    descripcion: texto(e?.descripcion),
    direccion: texto(e?.direccion),
    email: texto(e?.email),
    telefonos: separarTelefonos(e?.telefonos),
    web: texto(e?.web),
    codigo_portal: texto(e?.codigo_portal),
  };
}

/** What `entidadAdd` / `entidadEdit` receive: trimmed texts, empty ones as null, phones as a list. */
export function aEntrada(v: EntidadFormulario): EntidadEntrada {
  return {
    nombre: v.nombre.trim(),
    sigla: opcional(v.sigla),
    descripcion: v.descripcion.trim(),
    direccion: opcional(v.direccion),
    email: opcional(v.email),
    telefonos: v.telefonos.map((t) => t.trim()).filter(Boolean),
    web: opcional(v.web),
    codigo_portal: opcional(v.codigo_portal),
  };
}

/** The list's phones column: "a, b". */
export function telefonosTexto(valor: string | null | undefined): string {
  return separarTelefonos(valor).join(', ');
}
