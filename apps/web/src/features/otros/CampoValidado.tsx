import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  maxLength: number;
  /** When the trimmed text is not empty it must pass this check, else `mensaje` is shown. */
  valido: (texto: string) => boolean;
  mensaje: string;
};

/** A text field with the required and length rules plus one format rule (phones digits only, e-mail). */
export function CampoValidado<T extends FieldValues>({ control, name, label, required, maxLength, valido, mensaje, helperText, slotProps, ...props }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: unknown) => {
        const texto = typeof v === 'string' ? v.trim() : '';
        if (!texto) return required ? t('validate.required') : true;
        if (texto.length > maxLength) return t('validate.maxLength', { max: maxLength });
        return valido(texto) ? true : mensaje;
      },
    },
  });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      required={required}
      fullWidth
      autoComplete="off"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined) } }}
    />
  );
}
