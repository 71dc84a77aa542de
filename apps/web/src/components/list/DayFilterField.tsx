import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { dayToIso, formatDayInput } from './dayText';

interface Props {
  label: string;
  /** What the user typed, dd/mm/aaaa (the panel reads it when the search is sent). */
  text: string;
  /** The search was sent with this day unreadable. */
  showError: boolean;
  onChange: (text: string) => void;
}

/** A day filter typed as dd/mm/aaaa in every language, never the browser's own (often US) format. */
export function DayFilterField({ label, text, showError, onChange }: Props) {
  const { t } = useTranslation();
  const invalid = (showError || text.length === 10) && text !== '' && dayToIso(text) === null;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={t('list.dayFormat')}
      error={invalid}
      helperText={invalid ? t('list.dayInvalid') : undefined}
      onChange={(e) => onChange(formatDayInput(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10, 'aria-description': t('list.dayFormat') }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    />
  );
}
