import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import type { ModuloValores } from './formulario';

const MAX = 3;

/** The module's menu order: required, up to three digits (spec part 1 §3 "Module"); non-digits are not typed. */
export function OrdenField({ control }: { control: Control<ModuloValores> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    control,
    name: 'orden',
    rules: {
      validate: (value: string) => {
        if (value.trim() === '') return t('validate.required');
        if (value.length > MAX) return t('validate.maxLength', { max: MAX });
        if (!/^\d+$/.test(value)) return t('modulos.form.soloNumeros');
        return true;
      },
    },
  });
  return (
    <TextField
      fullWidth
      required
      label={t('modulos.form.orden')}
      name={field.name}
      value={field.value}
      onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { maxLength: MAX, inputMode: 'numeric' } }}
    />
  );
}
