import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import { errorMessage } from '../../api/errors';
import { FilterPanel } from './FilterPanel';
import { gridLocaleText } from './gridLocaleText';
import type { ListColumn, ListFilter, ListRows, ListQuery } from './types';

export const PAGE_SIZES = [5, 10, 25];

/** The toolbar's buttons, or a function of the filters the list applies (without the empty ones). */
export type ListToolbar = ReactNode | ((filtros: Record<string, string>) => ReactNode);

export interface ListTableProps<R> {
  title: string;
  /** Identifies the list in the query cache; mutations invalidate it to refresh. */
  queryKey: readonly unknown[];
  fetchPage: (query: ListQuery) => Promise<ListRows<R>>;
  columns: ListColumn<R>[];
  filters?: ListFilter[];
  /** Buttons beside the title (add, export…); a function gets the filters applied (an export sends the list's). */
  toolbar?: ListToolbar;
  defaultOrder?: string;
  /** The row's id; without it the grid takes `row.id`, which every list of the API answers. */
  getRowId?: (row: R) => string | number;
}

/**
 * The one list of the app (spec part 1 §2 "Shared list behaviour"): the server pages, sorts and
 * filters, so the table never holds more than one page; page sizes 5, 10, 25 (10 by default);
 * a filter panel toggle; a refresh button; the spec's two empty texts.
 */
export function ListTable<R extends object>({ title, queryKey, fetchPage, columns, filters = [], toolbar, defaultOrder, getRowId }: ListTableProps<R>) {
  const { t, i18n } = useTranslation();
  const initialFilters = useMemo(() => Object.fromEntries(filters.map((f) => [f.name, f.initial ?? ''])), [filters]);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sort, setSort] = useState<GridSortModel>([]);
  const [applied, setApplied] = useState<Record<string, string>>(initialFilters);
  const [showFilters, setShowFilters] = useState(false);

  const order = sort[0] ? `${sort[0].sort === 'desc' ? '-' : ''}${sort[0].field}` : defaultOrder;
  const query: ListQuery = { limit: pagination.pageSize, page: pagination.page + 1, order, ...cleaned(applied) };
  const result = useQuery({ queryKey: [...queryKey, query], queryFn: () => fetchPage(query), placeholderData: keepPreviousData });
  const localeText = useMemo(() => gridLocaleText(t, i18n.language), [t, i18n.language]);
  const filtered = Object.entries(applied).some(([k, v]) => v !== '' && v !== initialFilters[k]);

  const gridColumns: GridColDef[] = columns.map((c) => ({
    field: c.field,
    headerName: c.headerName,
    sortable: c.sortable ?? false,
    width: c.width,
    flex: c.width ? undefined : (c.flex ?? 1),
    minWidth: 100,
    disableColumnMenu: true,
    renderCell: (params) => {
      if (!c.render) return <CellText value={params.formattedValue} wrap={c.wrap} />;
      const content = c.render(params.row as R);
      // Plain text (a formatted date, a translated label) is cut and titled like any text cell.
      return typeof content === 'string' || typeof content === 'number' ? <CellText value={content} wrap={c.wrap} /> : content;
    },
  }));

  // A column whose text wraps makes its rows as tall as their text (at least the usual height).
  const wraps = columns.some((c) => c.wrap);

  const empty = () => (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="text.secondary">{filtered ? t('list.noMatch') : t('list.empty')}</Typography>
    </Stack>
  );

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ p: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {typeof toolbar === 'function' ? toolbar(cleaned(applied)) : toolbar}
          {filters.length > 0 && (
            <Tooltip title={t('list.filters')}>
              <IconButton aria-label={t('list.filters')} aria-expanded={showFilters} onClick={() => setShowFilters((s) => !s)} color={showFilters ? 'primary' : 'default'}>
                <FilterListIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('list.refresh')}>
            <IconButton aria-label={t('list.refresh')} onClick={() => void result.refetch()}>
              <RefreshIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <Collapse in={showFilters} unmountOnExit>
        <FilterPanel
          filters={filters}
          values={applied}
          onApply={(values) => {
            setApplied(values);
            setPagination((p) => ({ ...p, page: 0 }));
          }}
        />
      </Collapse>
      {result.error && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {errorMessage(result.error, t('toast.error'))}
        </Alert>
      )}
      <DataGrid
        aria-label={title}
        rows={result.data?.rows ?? []}
        rowCount={result.data?.count ?? 0}
        columns={gridColumns}
        getRowId={getRowId ? (row) => getRowId(row as R) : undefined}
        loading={result.isFetching}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        sortModel={sort}
        onSortModelChange={(model) => {
          setSort(model);
          setPagination((p) => ({ ...p, page: 0 }));
        }}
        pageSizeOptions={PAGE_SIZES}
        disableRowSelectionOnClick
        disableColumnFilter
        autoHeight
        localeText={localeText}
        slots={{ noRowsOverlay: empty, noResultsOverlay: empty }}
        getRowHeight={wraps ? () => 'auto' : undefined}
        sx={{ border: 0, minHeight: 200, ...(wraps ? { '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' }, '& .MuiDataGrid-row': { minHeight: '52px !important' } } : {}) }}
      />
    </Paper>
  );
}

function cleaned(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

/** A text cell: cut with an ellipsis when too long, the whole text on hover (screen readers read it whole); or, when it wraps, whole on its lines. */
function CellText({ value, wrap }: { value: unknown; wrap?: boolean }) {
  const text = value === null || value === undefined ? '' : String(value);
  if (wrap)
    return (
      <Box component="span" sx={{ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4 }}>
        {text}
      </Box>
    );
  return (
    <Box component="span" title={text} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
