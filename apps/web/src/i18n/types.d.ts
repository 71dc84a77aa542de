import 'i18next';
import type { catalogoCompleto } from './completo';

// Type-checked translation keys: Spanish is the complete catalogue (the server's messages from the contract).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof catalogoCompleto };
  }
}
