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
import type { ErrorFecha } from './api';

/** The documents whose birth date differs between the system and OVT (§2.4), after fetching workers. */
export function FechasDialog({ errores, onClose }: { errores: ErrorFecha[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="fechas-titulo">
      <DialogTitle id="fechas-titulo">{t('csvPlanillas.fechasTitulo')}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('csvPlanillas.ci')}</TableCell>
              <TableCell>{t('csvPlanillas.fechaNacSistema')}</TableCell>
              <TableCell>{t('csvPlanillas.fechaNacOvt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {errores.map((e) => (
              <TableRow key={e.ci}>
                <TableCell>{e.ci}</TableCell>
                <TableCell>{e.fecha_nac_sistema}</TableCell>
                <TableCell>{e.fecha_nac_ovt}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
