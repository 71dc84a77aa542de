import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { agregarTelefonos, telefonosInvalidos } from '../../shared/entidades/formulario';
import { MAX, type EntidadFormulario } from '../../shared/entidades/tipos';

interface Props {
  control: Control<EntidadFormulario>;
  id: string;
  disabled?: boolean;
}

/**
 * Phones as free tags (spec part 1 §3, §5): Enter, a comma or leaving the field turns the typed text
 * into a chip; each chip can be removed. Each phone must follow the server's rule.
 */
export function TelefonosField({ control, id, disabled }: Props) {
  const { t } = useTranslation();
  const [escrito, setEscrito] = useState('');
  const { field, fieldState } = useController({
    control,
    name: 'telefonos',
    rules: {
      validate: (v) => {
        const malos = telefonosInvalidos(v);
        return malos.length === 0 ? true : t('entidades.telefonoInvalido', { telefonos: malos.join(', ') });
      },
    },
  });
  const confirmar = (texto: string) => {
    if (!texto.trim()) return;
    field.onChange(agregarTelefonos(field.value, texto));
    setEscrito('');
  };
  return (
    <Autocomplete<string, true, false, true>
      id={id}
      multiple
      freeSolo
      disabled={disabled}
      options={[]}
      value={field.value}
      onChange={(_e, valor) => field.onChange(agregarTelefonos([], valor.join(',')))}
      inputValue={escrito}
      onInputChange={(_e, valor, motivo) => {
        // A typed comma closes a tag.
        if (motivo === 'input' && /[,;]/.test(valor)) confirmar(valor);
        else setEscrito(valor);
      }}
      onBlur={() => {
        confirmar(escrito);
        field.onBlur();
      }}
      clearText={t('list.clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX.telefono, inputMode: 'tel' } }}
          inputRef={field.ref}
          label={t('entidades.campos.telefonos')}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t('entidades.telefonosAyuda')}
        />
      )}
    />
  );
}
