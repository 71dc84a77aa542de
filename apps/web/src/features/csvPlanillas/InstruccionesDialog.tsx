import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** The downloaded file's columns, in its order (the server's payroll CSV, modules/csvPlanillas). */
export const COLUMNAS_PLANILLA = ['nro_documento', 'complemento', 'nombre_completo', 'fecha_nacimiento', 'celular', 'sucursal', 'monto_detalle'] as const;
/** The amount rules, in the order the dialog lists them. */
const REGLAS = ['numero', 'bono', 'unaVez', 'errores', 'continuar'] as const;

/**
 * Step 2's "link to filling instructions" (spec part 2 §2.4): how to fill in the downloaded CSV, its
 * columns, formats and amount rules, as the server checks them (csvPlanillas/validacion.ts).
 */
export function InstruccionesDialog({ porcentaje, onClose }: { porcentaje: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth scroll="body" aria-labelledby="instrucciones-titulo" aria-describedby="instrucciones-intro">
      <DialogTitle id="instrucciones-titulo">{t('csvPlanillas.instrucciones.titulo')}</DialogTitle>
      <DialogContent>
        <Typography id="instrucciones-intro" sx={{ mb: 2 }}>
          {t('csvPlanillas.instrucciones.intro')}
        </Typography>
        <Table size="small" aria-label={t('csvPlanillas.instrucciones.columnas')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('csvPlanillas.instrucciones.columna')}</TableCell>
              <TableCell>{t('csvPlanillas.instrucciones.contenido')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {COLUMNAS_PLANILLA.map((c) => (
              <TableRow key={c}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {c}
                </TableCell>
                <TableCell>{t(`csvPlanillas.instrucciones.col.${c}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {t('csvPlanillas.instrucciones.reglasTitulo')}
        </Typography>
        <ul>
          {REGLAS.map((r) => (
            <li key={r}>
              <Typography>{t(`csvPlanillas.instrucciones.reglas.${r}`, { porcentaje: porcentaje ?? 15 })}</Typography>
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
