import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ErrorFilaPlanilla } from '@pb/contract';
import { keyedText } from '../../api/messages';
import { traducir } from '../../i18n/etiquetas';

interface Props {
  rows: ErrorFilaPlanilla[];
  /** The table's accessible name. */
  title: string;
  /** Where the catalogue names the file's columns (each CSV has its own template). */
  columnsKey?: string;
}

/** The refused rows of an uploaded CSV: its row number, the column and the reason, in the user's language. */
export function CsvErrorsTable({ rows, title, columnsKey = 'csv.columnas' }: Props) {
  const { t } = useTranslation();
  return (
    // A wide table scrolls inside its card on a phone, not the page.
    <TableContainer sx={{ mt: 1 }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{t('csv.fila')}</TableCell>
            <TableCell>{t('csv.columna')}</TableCell>
            <TableCell>{t('csv.observacion')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.flatMap((f) =>
            Object.entries(f.errores).map(([campo, mensaje]) => (
              <TableRow key={`${f.nro_registro}-${campo}`}>
                <TableCell>{f.nro_registro}</TableCell>
                <TableCell>{traducir(t, `${columnsKey}.${campo}`)}</TableCell>
                {/* The column's message by its key (decision 075); the Spanish text as it came when there is none. */}
                <TableCell>{keyedText(f.claves?.[campo], mensaje)}</TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
