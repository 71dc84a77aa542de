import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayFilterField } from './DayFilterField';
import { dayToIso, isoToDay } from './dayText';
import type { ListFilter } from './types';

interface Props {
  filters: ListFilter[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}

/** The filter panel a list shows when its filter button is pressed; filters apply on "Buscar". */
export function FilterPanel({ filters, values, onApply }: Props) {
  const { t } = useTranslation();
  // Day filters are held as typed (dd/mm/aaaa) and read when "Buscar" is pressed.
  const [draft, setDraft] = useState(() => Object.fromEntries(filters.map((f) => [f.name, f.type === 'date' ? isoToDay(values[f.name] ?? '') : (values[f.name] ?? '')])));
  const [tried, setTried] = useState(false);
  const badDay = (f: ListFilter) => f.type === 'date' && (draft[f.name] ?? '') !== '' && dayToIso(draft[f.name]!) === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    // A day that is not one is said under its field; nothing is searched until it is mended.
    if (filters.some(badDay)) return;
    onApply(Object.fromEntries(filters.map((f) => [f.name, f.type === 'date' && draft[f.name] ? dayToIso(draft[f.name]!)! : (draft[f.name] ?? '')])));
  };
  const clear = () => {
    const initial = Object.fromEntries(filters.map((f) => [f.name, f.initial ?? '']));
    setDraft(initial);
    setTried(false);
    onApply(initial);
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, flexWrap: 'wrap' }} role="search" aria-label={t('list.filters')}>
      {filters.map((f) =>
        f.type === 'date' ? (
          <DayFilterField key={f.name} label={f.label} text={draft[f.name] ?? ''} showError={tried && badDay(f)} onChange={(text) => setDraft((d) => ({ ...d, [f.name]: text }))} />
        ) : (
          <TextField
            key={f.name}
            size="small"
            label={f.label}
            select={f.type === 'select'}
            value={draft[f.name] ?? ''}
            onChange={(e) => setDraft({ ...draft, [f.name]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: f.maxLength ?? 100 } }}
            sx={{ minWidth: 200 }}
          >
            {f.options?.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        ),
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained">
          {t('list.search')}
        </Button>
        <Button onClick={clear}>{t('list.clear')}</Button>
      </Stack>
    </Stack>
  );
}
