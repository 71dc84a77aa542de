import { TODOS } from '@pb/contract/valores';

/** What a list sends the server for one filter: nothing for TODOS (the lists' "any value" choice) or an empty field, else the value. */
export const filterValue = (value: string | number | undefined) => (value === undefined || value === '' || value === TODOS ? undefined : value);

/** filterValue for a filter the schema takes as text (a name, a state): a number typed in it is sent as its text. */
export const filterText = (value: string | number | undefined) => {
  const v = filterValue(value);
  return v === undefined ? undefined : String(v);
};
