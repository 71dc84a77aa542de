import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import type { ListColumn } from '../../components/list/types';

/** The actions column (an edit button named after the row), or none without the update permission. */
export function columnaEditar<R>(puede: boolean, encabezado: string, nombreDe: (row: R) => string, onEditar: (row: R) => void): ListColumn<R>[] {
  if (!puede) return [];
  return [
    {
      field: 'acciones',
      headerName: encabezado,
      width: 90,
      render: (row) => (
        <Tooltip title={nombreDe(row)}>
          <IconButton size="small" aria-label={nombreDe(row)} onClick={() => onEditar(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
}
