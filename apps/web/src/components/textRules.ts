/** Either translator (i18next's t, or core.ts's on the pages before sign-in). */
interface Translate {
  (key: 'validate.required'): string;
  (key: 'validate.maxLength', values: { max: number }): string;
}

/** A format a non-empty text must have (phones digits only, an e-mail), and the message when it does not. */
export interface TextFormat {
  valid: (text: string) => boolean;
  message: string;
}

/**
 * The required and max-length rules of a text value, with the catalogue's messages (any input that
 * holds text), and an optional format checked on the trimmed text when there is one.
 */
export function textRules(t: Translate, { required, maxLength, format }: { required?: boolean; maxLength?: number; format?: TextFormat }) {
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (required && (text === '' || text === null || text === undefined)) return t('validate.required');
      if (maxLength && typeof value === 'string' && value.length > maxLength) return t('validate.maxLength', { max: maxLength });
      if (format && typeof text === 'string' && text !== '' && !format.valid(text)) return format.message;
      return true;
    },
  };
}
