import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { SCREEN_PATHS } from '../../shell/routes';
import { textRules } from '../../components/textRules';
import type { ModuloValores } from './formulario';

const MAX = 50;
/** The routes the app has a screen for, as a module stores them (without the slash). */
const RUTAS = SCREEN_PATHS.map((p) => p.replace(/^\//, '')).sort((a, b) => a.localeCompare(b));

/**
 * The module's route: one of the app's screens, offered as the user types. Free text stays
 * possible because sections and permission-only modules (e.g. `config`, `planillas`) have no screen.
 */
export function RutaField({ control }: { control: Control<ModuloValores> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'ruta', rules: textRules(t, { required: true, maxLength: MAX }) });
  return (
    <Autocomplete
      freeSolo
      options={RUTAS}
      inputValue={field.value}
      onInputChange={(_e, valor) => field.onChange(valor)}
      onBlur={field.onBlur}
      openText={t('modulos.form.verRutas')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('modulos.form.ruta')}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t('modulos.form.rutaAyuda')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: MAX } }}
        />
      )}
    />
  );
}
