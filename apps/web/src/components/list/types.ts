import type { ReactNode } from 'react';

/** What every list asks its server for (CONTRACT.md "Lists"). */
export interface ListQuery {
  limit: number;
  page: number;
  /** A field name, `-field` for descending. */
  order?: string;
  [filter: string]: string | number | undefined;
}

export interface ListRows<R> {
  count: number;
  rows: R[];
}

export interface ListColumn<R> {
  field: string;
  headerName: string;
  sortable?: boolean;
  width?: number;
  flex?: number;
  /**
   * The whole text on as many lines as it needs, never cut (issue 32: the names that tell rows apart,
   * such as two payrolls 'PLANILLA ESFUERZO POR BOLIVIA …'); the rows then grow to fit.
   */
  wrap?: boolean;
  render?: (row: R) => ReactNode;
}

export interface ListFilter {
  name: string;
  label: string;
  /** `date` is a day (YYYY-MM-DD). */
  type?: 'text' | 'select' | 'date';
  options?: Array<{ value: string; label: string }>;
  /** The value shown when the list opens (e.g. TODOS). */
  initial?: string;
  maxLength?: number;
}
