import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { changeLanguage, LANGUAGES, type Language, useT } from '../i18n/core';
import { languageSx } from './languageSx';

export interface LanguageSelectMenuProps {
  color?: 'default' | 'inherit';
  /** Mounted in place of LanguageSelect's closed field: take over its focus, and open if it was asked to. */
  autoFocus?: boolean;
  defaultOpen?: boolean;
}

/** The language chooser with MUI's Select and its menu; LanguageSelect loads it when first used. */
export default function LanguageSelectMenu({ color = 'default', autoFocus, defaultOpen }: LanguageSelectMenuProps) {
  const { t, language } = useT();
  const id = useId();
  const inherit = color === 'inherit';
  return (
    <FormControl size="small" sx={languageSx.root}>
      <InputLabel id={`${id}-label`} sx={inherit ? languageSx.label : undefined}>
        {t('common.language')}
      </InputLabel>
      <Select
        labelId={`${id}-label`}
        label={t('common.language')}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        sx={inherit ? languageSx.input : undefined}
        autoFocus={autoFocus}
        defaultOpen={defaultOpen}
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
