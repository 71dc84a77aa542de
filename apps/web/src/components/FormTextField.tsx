import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PasswordField } from './PasswordField';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  maxLength?: number;
  password?: boolean;
};

type T = TFunction;

/** The required and max-length rules of a text value, with the catalogue's messages (any input that holds text). */
export function textRules(t: T, { required, maxLength }: { required?: boolean; maxLength?: number }) {
  return {
    validate: (value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : value;
      if (required && (text === '' || text === null || text === undefined)) return t('validate.required');
      if (maxLength && typeof value === 'string' && value.length > maxLength) return t('validate.maxLength', { max: maxLength });
      return true;
    },
  };
}

/**
 * The one text input of our forms: a visible label, the required and max-length rules with the
 * catalogue's messages, and the error shown under the field.
 */
export function FormTextField<T extends FieldValues>({ control, name, required, maxLength, password, helperText, slotProps, ...props }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name, rules: textRules(t, { required, maxLength }) });
  const Field = password ? PasswordField : TextField;
  return (
    <Field
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
