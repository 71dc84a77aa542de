import i18n from './core';
import { catalogoCompleto } from './completo';

/**
 * The whole Spanish catalogue on top of core.ts's public sections: the signed-in shell (and every
 * test) imports this module; the pages before sign-in import core.ts only.
 */
i18n.addResourceBundle('es', 'translation', catalogoCompleto, true, false);

export * from './core';
export default i18n;
