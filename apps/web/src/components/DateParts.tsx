import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { cerrarAnio, limpiarAnio, limpiarDia, limpiarMes, type DateParts as Partes } from './dateParts';

interface Props {
  /** Prefix of the three inputs' ids. */
  id: string;
  label: string;
  value: Partes;
  onChange: (value: Partes) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  /** Receives the day input, so that a form can focus it when the date is wrong. */
  inputRef?: Ref<HTMLInputElement>;
  /** A date that may be ahead (a start date): next year's is accepted too. */
  futura?: boolean;
}

/**
 * A date typed as day, month and year (spec part 1 §5): digits only, each part cleared when it breaks
 * its rule (see `dateParts.ts`). A group with a visible legend; each part has its own label.
 */
export function DateParts({ id, label, value, onChange, onBlur, required, disabled, error, inputRef, futura = false }: Props) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const parte = (campo: keyof Partes, etiqueta: string, placeholder: string, max: number, limpiar: (texto: string) => string, ancho: number) => (
    <TextField
      id={`${id}-${campo}`}
      label={etiqueta}
      value={value[campo]}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      placeholder={placeholder}
      inputRef={campo === 'dia' ? inputRef : undefined}
      onChange={(e) => onChange({ ...value, [campo]: limpiar(e.target.value) })}
      onBlur={() => {
        if (campo === 'anio' && value.anio !== '') {
          const cerrado = cerrarAnio(value.anio, new Date(), futura);
          if (cerrado !== value.anio) onChange({ ...value, anio: cerrado });
        }
        onBlur?.();
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: max, autoComplete: 'off', 'aria-describedby': error ? errorId : undefined },
        inputLabel: { shrink: true },
      }}
      sx={{ width: ancho }}
    />
  );
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" required={required} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={1}>
        {parte('dia', t('dateParts.dia'), t('dateParts.placeholderDia'), 2, limpiarDia, 80)}
        {parte('mes', t('dateParts.mes'), t('dateParts.placeholderMes'), 2, limpiarMes, 80)}
        {parte('anio', t('dateParts.anio'), t('dateParts.placeholderAnio'), 4, (texto) => limpiarAnio(texto, new Date(), futura), 110)}
      </Stack>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
