import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
// Only the sections the pages before sign-in use (landing, login, error pages, the frame, the server's
// messages); index.ts adds the rest of Spanish, and the signed-in shell imports it.
import { base, common, dialog, errors, http, languages, layout, login, principal, servidor, session, toast, validate } from './es.json';

const es = { base, common, dialog, errors, http, languages, layout, login, principal, servidor, session, toast, validate };
export const PUBLIC_SECTIONS = Object.keys(es);

export const LANGUAGES = ['es', 'en', 'ay'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

const STORAGE_KEY = 'pb.lang';

function isLanguage(value: unknown): value is Language {
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
const OTHER_CATALOGUES: Record<string, () => Promise<{ default: ResourceKey }>> = {
  en: () => import('./en.json'),
  ay: () => import('./ay.json'),
};

const catalogueLoader: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    const load = OTHER_CATALOGUES[language];
    if (!load) return callback(null, language === DEFAULT_LANGUAGE ? es : {});
    load().then(
      (catalogue) => callback(null, catalogue.default),
      (error: Error) => callback(error, null),
    );
  },
};

/** Resolves once the chosen language's catalogue is in: the app renders after it, never in the wrong language. */
export const i18nReady = i18n
  .use(catalogueLoader)
  .use(initReactI18next)
  .init({
    resources: { es: { translation: es } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  });

function syncHtmlLang(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}
syncHtmlLang(i18n.language);

i18n.on('languageChanged', (lng) => {
  syncHtmlLang(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
});

export function changeLanguage(lng: Language) {
  return i18n.changeLanguage(lng);
}

export default i18n;
