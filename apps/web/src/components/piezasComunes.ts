/**
 * The pieces most screens share beyond the list itself (counted in the build's manifest: each is
 * imported by 10 to 30 screens). The shell fetches them with the list code once the first screen is
 * complete and the browser idle (app/layout/precargarListas.ts, decision 076): each is a file of its
 * own, and a screen opened from the menu that still had to ask for them waited for 3 or 4 rounds of
 * requests, six at a time on a phone's network (issue 33). Importing this module only downloads
 * them; nothing here runs on its own.
 */
export { FormDialog } from './dialogs/FormDialog';
export { useSaveAction } from './dialogs/useSaveAction';
export { useSaveRecord } from './dialogs/useSaveRecord';
export { EstadoChip } from './list/EstadoChip';
export { FormTextField } from './FormTextField';
export { textRules } from './textRules';
export { filterValue } from './list/filterValue';
export { estadoOptions } from './list/estadoOptions';
export { formatMoney } from './money';
export { downloadFile } from '../api/download';
export { usePermission } from '../shell/session/usePermission';
export { default as DialogTitle } from '@mui/material/DialogTitle';
export { default as TableRow } from '@mui/material/TableRow';
export { default as TableContainer } from '@mui/material/TableContainer';
export { default as EditIcon } from '@mui/icons-material/Edit';
export { default as DeleteIcon } from '@mui/icons-material/Delete';
export { default as SearchIcon } from '@mui/icons-material/Search';
