import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ListTable, type ListTableProps } from './ListTable';

/** A list page's add button: shown only when `allowed` (usually the user's `create` permission on the screen). */
export interface ListPageAdd {
  label: string;
  allowed: boolean;
  onClick: () => void;
}

export interface ListPageProps<R> extends ListTableProps<R> {
  /**
   * The page's title, its one h1. Without it the list stands alone, unwrapped, inside a page that
   * has its own title (a tab, a section).
   */
  heading?: string;
  /** A button beside the heading (a report, a settlement); given (even `false`), heading and it share a row. */
  headingAction?: ReactNode;
  /** The add button, first in the list's toolbar, before `toolbar`. */
  add?: ListPageAdd;
  /** What the page shows between its heading and the list (a selector, a panel, an alert, the steps). */
  beforeList?: ReactNode;
  /** False leaves the list out (e.g. until a regional is chosen, or without the permission to read it). */
  showList?: boolean;
  /** A new key opens a new list, at its first page and with its filters cleared. */
  listKey?: string | number;
  /** What follows the list: the page's dialogs, another list. */
  children?: ReactNode;
}

const HEADING_SX = { fontSize: { xs: '1.5rem', md: '2.125rem' } };

/**
 * The scaffold of a list page (spec part 1 §2): the title, whatever the page shows above its list,
 * the `ListTable` with its filters and the add button guarded by its permission, and the page's
 * dialogs after it.
 */
export function ListPage<R extends object>({ heading, headingAction, add, beforeList, showList = true, listKey, children, toolbar, ...list }: ListPageProps<R>) {
  const title = heading !== undefined && (
    <Typography variant="h4" component="h1" sx={HEADING_SX}>
      {heading}
    </Typography>
  );
  const addButton = add?.allowed && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={add.onClick}>
      {add.label}
    </Button>
  );
  const body = (
    <>
      {headingAction === undefined ? (
        title
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          {title}
          {headingAction}
        </Stack>
      )}
      {beforeList}
      {showList && (
        <ListTable<R>
          key={listKey}
          {...list}
          toolbar={
            add
              ? (filtros: Record<string, string>) => (
                  <>
                    {addButton}
                    {typeof toolbar === 'function' ? toolbar(filtros) : toolbar}
                  </>
                )
              : toolbar
          }
        />
      )}
      {children}
    </>
  );
  return heading === undefined ? body : <Stack spacing={2}>{body}</Stack>;
}
