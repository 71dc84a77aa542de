import type { TFunction } from 'i18next';
import type { GridLocaleText } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { formatoEntero } from '@pb/contract';
import { traducir } from '../../i18n/etiquetas';

/**
 * The data grid's own texts: MUI's Spanish set (English is its default) for what our lists never
 * show, and the pager and sort texts every list shows from our catalogues, so that they follow the
 * user's language, Aymara included.
 */
export function gridLocaleText(t: TFunction, language: string): Partial<GridLocaleText> {
  const base = language === 'en' ? {} : esES.components.MuiDataGrid.defaultProps.localeText;
  const number = (n: number) => formatoEntero(n, language);
  return {
    ...base,
    paginationRowsPerPage: t('list.pager.rowsPerPage'),
    paginationDisplayedRows: ({ from, to, count }) => t('list.pager.displayed', { from: number(from), to: number(to), count: number(count) }),
    paginationItemAriaLabel: (type) => traducir(t, `list.pager.${type}`),
    columnHeaderSortIconLabel: t('list.sort'),
  };
}
