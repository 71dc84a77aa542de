/** Either translator (i18next's t, or core.ts's on the pages before sign-in). */
type Translate = (key: 'validate.required' | 'validate.maxLength', values?: { max: number }) => string;

/** A format a non-empty text must have (phones digits only, an e-mail), and the message when it does not. */
export interface Formato {
  valido: (texto: string) => boolean;
  mensaje: string;
}

/**
 * The required and max-length rules of a text value, with the catalogue's messages (any input that
 * holds text), and an optional format checked on the trimmed text when there is one.
 */
export function textRules(t: Translate, { required, maxLength, formato }: { required?: boolean; maxLength?: number; formato?: Formato }) {
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (required && (text === '' || text === null || text === undefined)) return t('validate.required');
      if (maxLength && typeof value === 'string' && value.length > maxLength) return t('validate.maxLength', { max: maxLength });
      if (formato && typeof text === 'string' && text !== '' && !formato.valido(text)) return formato.mensaje;
      return true;
    },
  };
}
