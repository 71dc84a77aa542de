/** Either translator (i18next's t, or core.ts's on the pages before sign-in). */
type Translate = (key: 'validate.required' | 'validate.maxLength', values?: { max: number }) => string;

/** The required and max-length rules of a text value, with the catalogue's messages (any input that holds text). */
export function textRules(t: Translate, { required, maxLength }: { required?: boolean; maxLength?: number }) {
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (required && (text === '' || text === null || text === undefined)) return t('validate.required');
      if (maxLength && typeof value === 'string' && value.length > maxLength) return t('validate.maxLength', { max: maxLength });
      return true;
    },
  };
}
