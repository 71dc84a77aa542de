import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { CIFRAS_Y_SEPARADORES, leerMonto } from '@pb/contract/valores';

/**
 * A price as typed: required, at most 15 characters, read as every amount is (`leerMonto`: "12,50"
 * or "12.50", issue 32); the spec's message (§5) for a text that is not made of digits at all.
 */
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
        if (!CIFRAS_Y_SEPARADORES.test(texto)) return t('catalogo.soloNumerosPunto');
        return leerMonto(texto) === null ? t('servidor.mensajes.montoCifras') : true;
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
