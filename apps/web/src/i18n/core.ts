import { useSyncExternalStore } from 'react';
// Only the sections the pages before sign-in use (landing, login, password recovery and sign-up, error
// pages, the frame); the signed-in shell (index.ts) downloads the rest of Spanish when Spanish is the
// language, never in English or Aymara (decision 076). The server's messages are said by their keys
// (decision 075): English and Aymara hold every key; in Spanish the whole catalogue brings their
// texts (completo.ts), and a public page shows the server's own Spanish text. They stay out of the
// login page's chunk.
import { base, common, cuentas, dialog, errors, http, languages, layout, login, principal, session, toast, validate } from './es.json';

/**
 * The texts of the pages before sign-in, without i18next (about 18 KB gzipped the login page does not
 * download): a lookup in the same catalogues with the same keys and `{{name}}` values. It holds the
 * language: i18next, set up by index.ts in the signed-in shell, follows it and the other way round.
 */
const es = { base, common, cuentas, dialog, errors, http, languages, layout, login, principal, session, toast, validate };
export const PUBLIC_SECTIONS = Object.keys(es);

export const LANGUAGES = ['es', 'en', 'ay'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export type Catalogue = { [key: string]: string | Catalogue };

/** `login.title`, `http.500`…: every text of the public sections. */
type Keys<T, P extends string = ''> = { [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Keys<T[K], `${P}${K}.`> }[keyof T & string];
export type PublicKey = Keys<typeof es>;
export type Translate = (key: PublicKey, values?: Record<string, unknown>) => string;

export const STORAGE_KEY = 'pb.lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

// Spanish ships with the app (it is the fallback of every text); the others are downloaded when
// chosen, so the login page does not carry three catalogues.
const OTHER_CATALOGUES: Record<Exclude<Language, 'es'>, () => Promise<{ default: unknown }>> = {
  en: () => import('./en.json'),
  ay: () => import('./ay.json'),
};

/**
 * The rest of Spanish (every section and the server's messages), which the signed-in shell registers
 * (index.ts): downloaded when Spanish is the language, so a page in English or Aymara never carries it.
 */
let espanolCompleto: (() => Promise<Catalogue>) | undefined;
let espanolEntero = false;
export function usarEspanolCompleto(cargar: () => Promise<Catalogue>): void {
  espanolCompleto ??= cargar;
}

const catalogues: Partial<Record<Language, Catalogue>> = { es };
const loading: Partial<Record<Language, Promise<Catalogue>>> = {};

/** Whether `lng`'s catalogue is all here (Spanish before the shell asks for the rest: its public sections are). */
export function isWhole(lng: Language): boolean {
  return catalogues[lng] !== undefined && (lng !== DEFAULT_LANGUAGE || !espanolCompleto || espanolEntero);
}

/** The catalogue of `lng`, downloaded once (Spanish: the public sections, all of it once the shell asked). */
export function loadCatalogue(lng: Language): Promise<Catalogue> {
  if (isWhole(lng)) return Promise.resolve(catalogues[lng]!);
  const descargar = lng === DEFAULT_LANGUAGE ? espanolCompleto! : () => OTHER_CATALOGUES[lng as Exclude<Language, 'es'>]().then((module) => module.default as Catalogue);
  return (loading[lng] ??= descargar().then(
    (catalogue) => {
      if (lng === DEFAULT_LANGUAGE) espanolEntero = true;
      return (catalogues[lng] = catalogue);
    },
    (error: unknown) => {
      delete loading[lng]; // a download that failed (offline) is tried again next time
      throw error;
    },
  ));
}

export function loadedCatalogue(lng: Language): Catalogue | undefined {
  return catalogues[lng];
}

let current: Language = storedLanguage();
const listeners = new Set<(lng: Language) => void>();

export function currentLanguage(): Language {
  return current;
}

/** Subscribes to language changes; returns the unsubscribe. */
export function onLanguageChanged(listener: (lng: Language) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function syncHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncHtmlLang(current);

/** Switches to a language whose catalogue is loaded: remembered in this browser, `<html lang>` kept right. */
export function setLoadedLanguage(lng: Language) {
  if (!catalogues[lng]) throw new Error(`Catálogo ${lng} no cargado`);
  if (lng === current) return;
  current = lng;
  syncHtmlLang(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
  for (const listener of listeners) listener(lng);
}

export async function changeLanguage(lng: Language): Promise<void> {
  await loadCatalogue(lng);
  setLoadedLanguage(lng);
}

/**
 * Resolves once the chosen language's catalogue is in: the app renders after it, never in the wrong
 * language. If it cannot be downloaded the texts fall back to Spanish, the choice stays (as i18next did).
 */
export const i18nReady: Promise<void> = loadCatalogue(current).then(
  () => undefined,
  () => undefined,
);

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The Spanish text of a key: the public sections', or any once the whole catalogue is in. */
const spanish = (key: string) => lookup(catalogues.es, key);

/** Whether `key` has a text in the current language or in Spanish. */
export function hasText(key: string): boolean {
  return lookup(catalogues[current], key) !== undefined || spanish(key) !== undefined;
}

/** As i18next's t with our options: current language, then Spanish, then the key; given values replace `{{name}}` (or `{{a.b}}`); one not given leaves the placeholder. */
export function translate(key: string, values?: Record<string, unknown>): string {
  const text = lookup(catalogues[current], key) ?? spanish(key);
  if (text === undefined) return key;
  if (!values) return text;
  return text.replace(/{{\s*([^{}]+?)\s*}}/g, (placeholder, name: string) => {
    let value: unknown = values;
    for (const part of name.split('.')) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    if (value === undefined) return Object.hasOwn(values, name) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

/** The public pages' texts: `t` and the language, re-rendering when it changes. */
export function useT(): { t: Translate; language: Language } {
  const language = useSyncExternalStore(onLanguageChanged, currentLanguage);
  return { t: translate as Translate, language };
}
