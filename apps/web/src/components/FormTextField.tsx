import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { PasswordField } from './PasswordField';
import { textRules, type TextFormat } from './textRules';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'type'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  maxLength?: number;
  password?: boolean;
  /** A format the text must have when it is not empty. */
  format?: TextFormat;
};

/**
 * The one text input of our forms: a visible label, the required and max-length rules with the
 * catalogue's messages, and the error shown under the field.
 */
export function FormTextField<T extends FieldValues>({ control, name, required, maxLength, password, format, helperText, slotProps, ...props }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name, rules: textRules(t, { required, maxLength, format }) });
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
