import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import RefreshIcon from '@mui/icons-material/Refresh';
import { formatoEntero } from '@pb/contract/valores';
import { errorMessage } from '../../api/errors';
import { traducir } from '../../i18n/etiquetas';
import { BarraProgreso } from '../BarraProgreso';
import { FilterPanel } from './FilterPanel';
import { anchosColumnas, siguienteOrden, type Orden } from './columnas';
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
  /** The row's id; without it the list takes `row.id`, which every list of the API answers. */
  getRowId?: (row: R) => string | number;
}

// Cells as the data grid had them (10 px each side, rows at least 52 px tall, a text of one line in the middle),
// so that the columns' widths, written for it, hold their content as before.
const CELDA = { px: 1.25, py: 0.5 } as const;
const ENCABEZADO = { px: 1.25, py: 1, overflowWrap: 'break-word' } as const;
// Narrow screens: the pager's parts wrap onto a second line instead of widening the page.
const PAGINADOR = { '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 2 }, '& .MuiTablePagination-spacer': { display: 'none' } } as const;

/**
 * The one list of the app (spec part 1 §2 "Shared list behaviour"): the server pages, sorts and
 * filters, so the table never holds more than one page; page sizes 5, 10, 25 (10 by default);
 * a filter panel toggle; a refresh button; the spec's two empty texts. A plain table of MUI's
 * pieces (decision 077): one page of rows needs no virtual scrolling, and the data grid was the
 * largest part of every list route.
 */
export function ListTable<R extends object>({ title, queryKey, fetchPage, columns, filters = [], toolbar, defaultOrder, getRowId }: ListTableProps<R>) {
  const { t, i18n } = useTranslation();
  const initialFilters = useMemo(() => Object.fromEntries(filters.map((f) => [f.name, f.initial ?? ''])), [filters]);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [sort, setSort] = useState<Orden | null>(null);
  const [applied, setApplied] = useState<Record<string, string>>(initialFilters);
  const [showFilters, setShowFilters] = useState(false);

  const order = sort ? `${sort.desc ? '-' : ''}${sort.field}` : defaultOrder;
  const query: ListQuery = { limit: pageSize, page: page + 1, order, ...cleaned(applied) };
  const result = useQuery({ queryKey: [...queryKey, query], queryFn: () => fetchPage(query), placeholderData: keepPreviousData });
  const filtered = Object.entries(applied).some(([k, v]) => v !== '' && v !== initialFilters[k]);
  const rows = result.data?.rows ?? [];
  const count = result.data?.count;

  // A page past the end (its last rows deleted, or fewer rows since): back to the last page there is.
  useEffect(() => {
    if (count !== undefined && page > 0 && page * pageSize >= count) setPage(Math.max(0, Math.ceil(count / pageSize) - 1));
  }, [count, page, pageSize]);

  const number = (n: number) => formatoEntero(n, i18n.language);
  const contenedor = useRef<HTMLDivElement>(null);
  const disponible = useAncho(contenedor);
  const { anchos, minimo } = anchosColumnas(columns, disponible);
  const rowKey = (row: R, i: number) => (getRowId ? getRowId(row) : ((row as { id?: string | number }).id ?? i));

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
            setPage(0);
          }}
        />
      </Collapse>
      {result.error && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {errorMessage(result.error, t('toast.error'))}
        </Alert>
      )}
      {/* The bar over the table's top edge while a page loads: the page before stays in sight under it. */}
      <Box sx={{ position: 'relative' }}>
        {result.isFetching && (
          <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 3 }}>
            <BarraProgreso etiqueta={t('common.loading')} />
          </Box>
        )}
        <TableContainer ref={contenedor}>
          <Table aria-label={title} aria-busy={result.isFetching} sx={{ tableLayout: 'fixed', minWidth: minimo }}>
            <colgroup>
              {anchos.map((ancho, i) => (
                <col key={columns[i]!.field} style={{ width: ancho }} />
              ))}
            </colgroup>
            <TableHead>
              <TableRow>
                {columns.map((c) => {
                  const direccion = sort?.field === c.field ? (sort.desc ? 'desc' : 'asc') : undefined;
                  return (
                    <TableCell key={c.field} sortDirection={direccion ?? false} sx={ENCABEZADO}>
                      {c.sortable ? (
                        // The title is the button's description: screen readers say "Ordenar" after the column's name.
                        <TableSortLabel
                          active={direccion !== undefined}
                          direction={direccion ?? 'asc'}
                          title={t('list.sort')}
                          onClick={() => {
                            setSort((s) => siguienteOrden(s, c.field));
                            setPage(0);
                          }}
                        >
                          {c.headerName}
                        </TableSortLabel>
                      ) : (
                        c.headerName
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={rowKey(row, i)} hover sx={{ height: 52 }}>
                  {columns.map((c) => (
                    <TableCell key={c.field} sx={CELDA}>
                      {contenido(c, row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {/* No rows yet while the first page loads: the bar alone says so, without an empty text. */}
              {result.data && rows.length === 0 && (
                <TableRow data-vacia="">
                  <TableCell colSpan={columns.length} align="center" sx={{ height: 104, borderBottom: 0 }}>
                    <Typography component="span" color="text.secondary">
                      {filtered ? t('list.noMatch') : t('list.empty')}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
      <TablePagination
        component="div"
        count={count ?? 0}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setPageSize(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('list.pager.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: total }) => t('list.pager.displayed', { from: number(from), to: number(to), count: number(total) })}
        getItemAriaLabel={(type) => traducir(t, `list.pager.${type}`)}
        sx={{ borderTop: 1, borderColor: 'divider', ...PAGINADOR }}
      />
    </Paper>
  );
}

/** The element's inner width, measured before the first paint and again whenever it changes (undefined where nothing is laid out). */
function useAncho(ref: RefObject<HTMLElement | null>): number | undefined {
  const [ancho, setAncho] = useState<number>();
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => setAncho(el.clientWidth || undefined);
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    return () => observador.disconnect();
  }, [ref]);
  return ancho;
}

function cleaned(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ''));
}

/** A cell's content: the field's text, or what the column renders (plain text is cut and titled like any text cell). */
function contenido<R>(c: ListColumn<R>, row: R): ReactNode {
  if (!c.render) return <CellText value={(row as Record<string, unknown>)[c.field]} wrap={c.wrap} />;
  const content = c.render(row);
  return typeof content === 'string' || typeof content === 'number' ? <CellText value={content} wrap={c.wrap} /> : content;
}

/** A text cell: cut with an ellipsis when too long, the whole text on hover (screen readers read it whole); or, when it wraps, whole on its lines. */
function CellText({ value, wrap }: { value: unknown; wrap?: boolean }) {
  const text = value === null || value === undefined ? '' : String(value);
  if (wrap)
    return (
      <Box component="span" sx={{ display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.4, py: 0.5 }}>
        {text}
      </Box>
    );
  return (
    <Box component="span" title={text} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {text}
    </Box>
  );
}
