import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
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
import { formatMoney } from '../../components/money';
import { SUBSIDIOS_KEY, obtenerSubsidio, type Subsidio } from './api';

/** The view-distribution dialog (spec part 2 §2.11): the amounts per year and each distribution with its groups, read only. */
export function VerDistribucionDialog({ subsidio, onClose }: { subsidio: Subsidio; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isLoading } = useQuery({ queryKey: [...SUBSIDIOS_KEY, 'detalle', subsidio.id], queryFn: () => obtenerSubsidio(subsidio.id) });
  const partes = data?.distribuciones ?? [];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="ver-distribucion-titulo">
      <DialogTitle id="ver-distribucion-titulo">{t('subsidios.verDistribucionDe', { nombre: subsidio.nombre })}</DialogTitle>
      <DialogContent>
        {!isLoading && partes.length === 0 && <Typography>{t('subsidios.sinDistribucion')}</Typography>}
        {partes.map((d) => (
          <Table key={d.id} size="small" sx={{ mb: 2 }} aria-label={t('subsidios.distribucionTabla', { nombre: d.nombre, porcentaje: d.porcentaje })}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
              {t('subsidios.distribucionTabla', { nombre: d.nombre, porcentaje: d.porcentaje })}
              {d.credito === '1' ? ` · ${t('subsidios.credito')}` : ''}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('subsidios.campos.grupo')}</TableCell>
                <TableCell align="right">{t('subsidios.campos.porcentaje')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.detalle.map((g) => (
                <TableRow key={g.id_grupo_alimenticio}>
                  <TableCell>{g.grupo.nombre}</TableCell>
                  <TableCell align="right">{g.porcentaje}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
        {(data?.montos.length ?? 0) > 0 && (
          <Table size="small" aria-label={t('subsidios.montosTabla')}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{t('subsidios.montosTabla')}</caption>
            <TableHead>
              <TableRow>
                <TableCell>{t('subsidios.campos.gestion')}</TableCell>
                <TableCell align="right">{t('subsidios.campos.monto')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data!.montos.map((m) => (
                <TableRow key={m.gestion}>
                  <TableCell>{m.gestion}</TableCell>
                  <TableCell align="right">{formatMoney(m.monto)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
