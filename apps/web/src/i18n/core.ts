import { useSyncExternalStore } from 'react';
// Only the sections the pages before sign-in use (landing, login, password recovery and sign-up, error
// pages, the frame); index.ts gives i18next the rest of Spanish, and the signed-in shell imports it.
// The server's messages are said by their keys (decision 075): English and Aymara hold every key;
// in Spanish the signed-in shell brings their texts (index.ts, from completo.ts), and a public page
// shows the server's own Spanish text. They stay out of the login page's chunk.
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

const STORAGE_KEY = 'pb.lang';

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

/** The server's messages in Spanish (`servidor`), once the signed-in shell has been loaded. */
let servidorEs: Catalogue | undefined;
/** The signed-in shell brings the whole Spanish catalogue: its server messages say a key in Spanish. */
export function usarServidorEspanol(servidor: Catalogue): void {
  servidorEs = servidor;
}


const catalogues: Partial<Record<Language, Catalogue>> = { es };
const loading: Partial<Record<Language, Promise<Catalogue>>> = {};

/** The catalogue of `lng`, downloaded once (Spanish: the public sections). */
export function loadCatalogue(lng: Language): Promise<Catalogue> {
  const loaded = catalogues[lng];
  if (loaded) return Promise.resolve(loaded);
  return (loading[lng] ??= OTHER_CATALOGUES[lng as Exclude<Language, 'es'>]().then(
    (module) => (catalogues[lng] = module.default as Catalogue),
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

/** The Spanish text of a key: the public sections', or a server message's once loaded. */
const spanish = (key: string) => lookup(es, key) ?? (servidorEs ? lookup({ servidor: servidorEs }, key) : undefined);

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
