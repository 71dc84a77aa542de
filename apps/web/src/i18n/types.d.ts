import 'i18next';
import type es from './es.json';

// Type-checked translation keys: Spanish is the complete catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}
