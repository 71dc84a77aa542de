import { useEffect, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

/** Waits this long after the last key before asking the server. */
const WAIT_MS = 300;

export interface EntidadOpcion {
  id: number;
  nombre: string;
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  /** A form field holding an `EntidadOpcion` or null. */
  name: FieldPath<T>;
  id: string;
  label: string;
  helperText: string;
  noOptionsText: string;
  /** The open button's accessible name. */
  openText: string;
  /** Cache key of the searches; the search term is appended. */
  queryKey: readonly unknown[];
  search: (term: string, signal?: AbortSignal) => Promise<EntidadOpcion[]>;
  onChange?: () => void;
  autoFocus?: boolean;
}

/**
 * A required entity, searched on the server as the user types: there may be ~100,000 entities, so
 * the server returns at most a page of matches by name or acronym instead of all of them.
 */
export function EntidadAutocomplete<T extends FieldValues>({ control, name, id, label, helperText, noOptionsText, openText, queryKey, search, onChange, autoFocus }: Props<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name, rules: { validate: (v) => (v ? true : t('validate.required')) } });
  const value = field.value as EntidadOpcion | null;
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), WAIT_MS);
    return () => clearTimeout(timer);
  }, [text]);
  // While the chosen entity's name is shown, list from the start rather than only that one.
  const searched = value && text === value.nombre ? '' : term;
  const options = useQuery({
    queryKey: [...queryKey, searched],
    queryFn: ({ signal }) => search(searched, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return (
    <Autocomplete<EntidadOpcion>
      id={id}
      value={value}
      onChange={(_e, chosen) => {
        field.onChange(chosen);
        onChange?.();
      }}
      inputValue={text}
      onInputChange={(_e, typed) => setText(typed)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options.data ?? []}
      loading={options.isFetching}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nombre}
      getOptionKey={(o) => o.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={noOptionsText}
      loadingText={t('common.loading')}
      clearText={t('list.clear')}
      openText={openText}
      closeText={t('common.close')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 100 } }}
          inputRef={field.ref}
          label={label}
          required
          autoFocus={autoFocus}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
