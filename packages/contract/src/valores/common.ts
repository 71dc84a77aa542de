/** A list's "all" choice in a state filter: the same as no filter. */
export const TODOS = 'TODOS';
