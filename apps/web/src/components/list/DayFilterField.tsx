import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { dayToIso, formatDayInput, isoToDay } from './dayText';

interface Props {
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  onChange: (iso: string) => void;
}

/**
 * A day filter typed as dd/mm/aaaa in every language, never the browser's own (often US) format.
 * Only a complete, real day reaches the filter; anything else is said under the field.
 */
export function DayFilterField({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => isoToDay(value));
  // The panel was cleared (or filled) from outside: show that day.
  if (value !== dayToIso(text) && !(value === '' && dayToIso(text) === null)) setText(isoToDay(value));
  const invalid = text.length > 0 && dayToIso(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={t('list.dayFormat')}
      error={invalid && text.length === 10}
      helperText={invalid && text.length === 10 ? t('list.dayInvalid') : undefined}
      onChange={(e) => {
        const next = formatDayInput(e.target.value);
        setText(next);
        onChange(dayToIso(next) ?? '');
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'aria-description': t('list.dayFormat') }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    />
  );
}
