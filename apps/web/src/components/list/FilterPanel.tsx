import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayFilterField } from './DayFilterField';
import type { ListFilter } from './types';

interface Props {
  filters: ListFilter[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}

/** The filter panel a list shows when its filter button is pressed; filters apply on "Buscar". */
export function FilterPanel({ filters, values, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const initial = Object.fromEntries(filters.map((f) => [f.name, f.initial ?? '']));
    setDraft(initial);
    onApply(initial);
  };
  return (
    <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, flexWrap: 'wrap' }} role="search" aria-label={t('list.filters')}>
      {filters.map((f) =>
        f.type === 'date' ? (
          <DayFilterField key={f.name} label={f.label} value={draft[f.name] ?? ''} onChange={(iso) => setDraft((d) => ({ ...d, [f.name]: iso }))} />
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
