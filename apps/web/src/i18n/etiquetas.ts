import type { TFunction } from 'i18next';
import type { MenuItem } from '@pb/contract';
// Only the sections of the labels below, from the JSON module the login page's chunk holds already
// (about 1 KB gzip there): in English or Aymara the shell does not download the whole Spanish catalogue
// to recognise a seed's Spanish label (decision 076).
import { estados, menu, nacionalidades, niveles, roles, tiposDocumento } from './es.json';

/**
 * Labels the server sends as data, in the user's language. Modules and roles are rows of the
 * database, so they are keyed by what does not change (a module's route, a role's id of the
 * contract's ROLES); the contract's enums (states, log levels, document types) by their value.
 * Only types come from the contract here: its values would bring zod into the shell's chunk.
 */

type Catalogo = { [clave: string]: string | Catalogo };
const es: Catalogo = { estados, menu, nacionalidades, niveles, roles, tiposDocumento };

/** The Spanish catalogue's text of a key of those sections, if the key exists. */
export function textoEspanol(clave: string): string | undefined {
  const valor = clave.split('.').reduce<string | Catalogo | undefined>((nodo, parte) => (typeof nodo === 'object' ? nodo[parte] : undefined), es);
  return typeof valor === 'string' ? valor : undefined;
}

/** `t` for a key built at run time (the typed `t` only takes literal keys). */
export function traducir(t: TFunction, clave: string, valores?: Record<string, unknown>): string {
  return (t as unknown as (clave: string, valores?: Record<string, unknown>) => string)(clave, valores);
}

/**
 * A label stored in the database is translated while it is still the seed's Spanish text; a label an
 * administrator added or reworded is shown in the administrator's own words, in every language.
 */
function guardada(t: TFunction, clave: string, etiqueta: string): string {
  return textoEspanol(clave) === etiqueta ? traducir(t, clave) : etiqueta;
}

/** A module's label (menu, breadcrumbs, shortcuts, page titles), keyed by its route. */
export function etiquetaModulo(t: TFunction, modulo: { url: string; label: string }): string {
  return guardada(t, `menu.${modulo.url.replace(/^\/+/, '')}`, modulo.label);
}

/** The login response's menu with every label in the user's language. */
export function etiquetarMenu(t: TFunction, menu: readonly MenuItem[]): MenuItem[] {
  return menu.map((item) => ({
    ...item,
    label: etiquetaModulo(t, item),
    submenu: item.submenu.map((hijo) => ({ ...hijo, label: etiquetaModulo(t, hijo) })),
  }));
}

/** A role's name, keyed by its id (fixed by the contract's ROLES); a role added later keeps its stored name. */
export function etiquetaRol(t: TFunction, rol: { id: number; nombre: string | null | undefined }): string {
  const nombre = rol.nombre ?? String(rol.id);
  return guardada(t, `roles.${rol.id}`, nombre);
}

/** A value of one of the contract's enums; a value the catalogue does not know is shown as it is. */
function enumerado(t: TFunction, grupo: string, valor: string): string {
  const clave = `${grupo}.${valor}`;
  return textoEspanol(clave) === undefined ? valor : traducir(t, clave);
}

/** A record's state (ACTIVO, INACTIVO) and the lists' "all states" option (TODOS). */
export const etiquetaEstado = (t: TFunction, estado: string) => enumerado(t, 'estados', estado);

/** A log level (ERROR, INFO, ADVERTENCIA). */
export const etiquetaNivel = (t: TFunction, nivel: string) => enumerado(t, 'niveles', nivel);

/** A person's document type (CI, PASAPORTE, EXTRANJERO). */
export const etiquetaTipoDocumento = (t: TFunction, tipo: string) => enumerado(t, 'tiposDocumento', tipo);

/** A person's nationality (BOLIVIA, OTRO). */
export const etiquetaNacionalidad = (t: TFunction, nacionalidad: string) => enumerado(t, 'nacionalidades', nacionalidad);
