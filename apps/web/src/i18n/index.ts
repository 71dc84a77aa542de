import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage, DEFAULT_LANGUAGE, isLanguage, isWhole, LANGUAGES, loadCatalogue, loadedCatalogue, onLanguageChanged, setLoadedLanguage, changeLanguage, usarEspanolCompleto, type Catalogue, type Language } from './core';

// The whole Spanish catalogue is a chunk of its own, downloaded only while Spanish is the language
// (decision 076): in English or Aymara the shell carries that language's catalogue alone.
usarEspanolCompleto(() => import('./completo').then((m) => m.catalogoCompleto as unknown as Catalogue));

/** What i18next holds of each language: Spanish is given again once its whole catalogue is in. */
const dados = new Map<Language, Catalogue>();
function darCatalogo(lng: Language) {
  const catalogue = loadedCatalogue(lng);
  if (!catalogue || dados.get(lng) === catalogue) return;
  dados.set(lng, catalogue);
  i18n.addResourceBundle(lng, 'translation', catalogue, true, true);
}

const catalogueLoader: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    loadCatalogue(language).then(
      (catalogue) => {
        dados.set(language, catalogue);
        callback(null, catalogue);
      },
      (error: Error) => callback(error, null),
    );
  },
};

/**
 * Each language whose whole catalogue is here; the others i18next asks the loader for. Spanish is
 * every text's fallback: while another language is shown, i18next has its public sections (in the
 * login page's chunk already), and the rest is downloaded only if Spanish is chosen.
 */
const resources = Object.fromEntries(
  LANGUAGES.flatMap((lng) => {
    const catalogue = isWhole(lng) || (lng === DEFAULT_LANGUAGE && currentLanguage() !== DEFAULT_LANGUAGE) ? loadedCatalogue(lng) : undefined;
    if (catalogue) dados.set(lng, catalogue);
    return catalogue ? [[lng, { translation: catalogue }] as const] : [];
  }),
);

/**
 * i18next for the signed-in pages (the shell imports this module, and so does every test): the
 * current language's whole catalogue through core.ts's loader, and core.ts's language, which it
 * follows and keeps up to date, so a choice made before sign-in carries on after it and back.
 */
export const i18nReady = i18n
  .use(catalogueLoader)
  .use(initReactI18next)
  .init({
    resources,
    partialBundledLanguages: true,
    lng: currentLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  })
  .then((t) => {
    // Another language that could not be downloaded falls back to Spanish (core.ts); Spanish itself
    // has nothing to fall back to: the page says it could not load, and a reload tries again.
    if (currentLanguage() === DEFAULT_LANGUAGE && !isWhole(DEFAULT_LANGUAGE)) throw new Error('Catálogo es no cargado');
    return t;
  });

// The catalogue is in core.ts already: given to i18next first, the switch is done in the same tick,
// and the texts of both translators change together.
onLanguageChanged((lng) => {
  darCatalogo(lng);
  if (i18n.language !== lng) void i18n.changeLanguage(lng);
});

// A change made through i18next (tests do) reaches core.ts once the catalogue is in.
i18n.on('languageChanged', (lng) => {
  if (!isLanguage(lng) || (lng === currentLanguage() && isWhole(lng))) return;
  if (isWhole(lng)) setLoadedLanguage(lng);
  else void changeLanguage(lng).then(() => darCatalogo(lng));
});

export * from './core';
export default i18n;
