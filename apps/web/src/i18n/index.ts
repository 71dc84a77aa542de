import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogoCompleto } from './completo';
import { currentLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGES, loadCatalogue, loadedCatalogue, onLanguageChanged, setLoadedLanguage, changeLanguage, usarServidorEspanol, type Catalogue } from './core';

usarServidorEspanol(catalogoCompleto.servidor as Catalogue);

/**
 * i18next for the signed-in pages (the shell imports this module, and so does every test): the whole
 * Spanish catalogue, the other languages from core.ts's loader, and core.ts's language, which it
 * follows and keeps up to date, so a choice made before sign-in carries on after it and back.
 */
const catalogueLoader: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return callback(null, language === DEFAULT_LANGUAGE ? catalogoCompleto : {});
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, null),
    );
  },
};

const resources = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, lng === DEFAULT_LANGUAGE ? catalogoCompleto : loadedCatalogue(lng)] as const)
    .filter(([, catalogue]) => catalogue)
    .map(([lng, catalogue]) => [lng, { translation: catalogue! }]),
);

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
  });

// The catalogue is in core.ts already: given to i18next first, the switch is done in the same tick,
// and the texts of both translators change together.
onLanguageChanged((lng) => {
  if (i18n.language === lng) return;
  if (!i18n.hasResourceBundle(lng, 'translation')) i18n.addResourceBundle(lng, 'translation', loadedCatalogue(lng)!);
  void i18n.changeLanguage(lng);
});

// A change made through i18next (tests do) reaches core.ts once the catalogue is in.
i18n.on('languageChanged', (lng) => {
  if (!isLanguage(lng) || lng === currentLanguage()) return;
  if (loadedCatalogue(lng)) setLoadedLanguage(lng);
  else void changeLanguage(lng);
});

export * from './core';
export default i18n;
