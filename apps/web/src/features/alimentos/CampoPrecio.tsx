import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** A price as typed: required, digits with an optional dot (spec part 2 §5), at most 15 characters. */
const PRECIO = /^\d+(\.\d+)?$/;
const MAX = 15;

export function CampoPrecio<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: FieldPath<T>; label: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (v: string) => {
        const texto = (v ?? '').trim();
        if (!texto) return t('validate.required');
        return PRECIO.test(texto) ? true : t('catalogo.soloNumerosPunto');
      },
    },
  });
  const { ref, ...campo } = field;
  return (
    <TextField
      {...campo}
      value={field.value ?? ''}
      inputRef={ref}
      id="alimento-precio"
      label={label}
      required
      fullWidth
      autoComplete="off"
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? t('productos.precioAyuda')}
      slotProps={{ htmlInput: { maxLength: MAX, inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">{t('productos.moneda')}</InputAdornment> } }}
    />
  );
}
