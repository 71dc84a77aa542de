import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { changeLanguage, LANGUAGES, type Language } from '../i18n/core';

/** Language chooser; the choice is remembered in this browser. */
export function LanguageSelect({ color = 'default' }: { color?: 'default' | 'inherit' }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const inherit = color === 'inherit';
  return (
    <FormControl size="small" sx={{ minWidth: 130 }}>
      <InputLabel id={`${id}-label`} sx={inherit ? { color: 'inherit', '&.Mui-focused': { color: 'inherit' } } : undefined}>
        {t('common.language')}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        label={t('common.language')}
        value={(LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'es'}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        sx={inherit ? { color: 'inherit', '.MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.6)' }, '.MuiSvgIcon-root': { color: 'inherit' } } : undefined}
      >
        {LANGUAGES.map((lng) => (
          <MenuItem key={lng} value={lng} lang={lng}>
            {t(`languages.${lng}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
