import { useTranslation } from 'react-i18next';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { serverText } from '../../api/serverText';
import { traducir } from '../../i18n/etiquetas';
import type { ErrorFilaPlanilla } from './api';

/** The refused rows of a file: its row number, the column (by its template name) and the reason, in the user's language. */
export function ErroresTabla({ filas, titulo }: { filas: ErrorFilaPlanilla[]; titulo: string }) {
  const { t } = useTranslation();
  const columna = (campo: string) => traducir(t, `csvBeneficiarias.columnas.${campo}`);
  return (
    <Table size="small" sx={{ mt: 1 }} aria-label={titulo}>
      <TableHead>
        <TableRow>
          <TableCell>{t('csvBeneficiarias.fila')}</TableCell>
          <TableCell>{t('csvBeneficiarias.columna')}</TableCell>
          <TableCell>{t('csvBeneficiarias.observacion')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {filas.flatMap((f) =>
          Object.entries(f.errores).map(([campo, mensaje]) => (
            <TableRow key={`${f.nro_registro}-${campo}`}>
              <TableCell>{f.nro_registro}</TableCell>
              <TableCell>{columna(campo)}</TableCell>
              <TableCell>{serverText(mensaje)}</TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
