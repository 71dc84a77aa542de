import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { LIMITES, coordenada, type Eje, type SucursalFormulario } from './formulario';

interface Props {
  control: Control<SucursalFormulario>;
  eje: Eje;
}

/**
 * A coordinate typed by hand, for keyboard users (the map click is the main way): a number inside
 * Bolivia's bounding box, the same the server checks.
 */
export function CampoCoordenada({ control, eje }: Props) {
  const { t } = useTranslation();
  const { min, max } = LIMITES[eje];
  const { field, fieldState } = useController({
    control,
    name: eje,
    rules: {
      validate: (texto: string) => {
        if (texto.trim() === '') return t('validate.required');
        return coordenada(texto, eje) !== null || t('sucursales.validar.rango', { min, max });
      },
    },
  });
  return (
    <TextField
      id={`sucursal-${eje}`}
      name={field.name}
      type="number"
      label={t(`sucursales.campos.${eje}`)}
      required
      fullWidth
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? t('sucursales.validar.rango', { min, max })}
      slotProps={{ htmlInput: { min, max, step: 'any', inputMode: 'decimal' } }}
    />
  );
}
