/** The lists' "any value" choice of a select filter (the spec's TODOS): the server is sent no value for it. */
export const TODOS = 'TODOS';

/** What a list sends the server for one filter: nothing for TODOS or an empty field, else the value. */
export const filterValue = (value: string | number | undefined) => (value === undefined || value === '' || value === TODOS ? undefined : value);
