import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { notify } from '../../shell/notify/store';
import { formatMoney } from '../../components/money';
import { COMISION_CPT, type CodigoPago } from './api';
import { fechaDia } from '@pb/contract/valores';

/** The generated code (spec part 2 §2.1, §2.4 "generated code", §9): big and copyable, what to pay, until when, and how. */
export function CodigoPagoDialog({ codigo, onClose }: { codigo: CodigoPago; onClose: () => void }) {
  const { t } = useTranslation();
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(codigo.codigo);
      notify('success', t('planillas.codigo.copiado'));
    } catch {
      notify('warning', t('planillas.codigo.noCopiado'));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="codigo-pago-titulo" aria-describedby="codigo-pago-instruccion">
      <DialogTitle id="codigo-pago-titulo">{t('planillas.codigo.titulo')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Box role="group" aria-label={t('planillas.codigo.codigo')}>
            <Typography variant="caption" component="p" color="text.secondary">
              {t('planillas.codigo.codigo')}
            </Typography>
            <Typography data-testid="codigo-pago" component="p" sx={{ fontFamily: 'monospace', fontSize: { xs: '2rem', sm: '2.75rem' }, fontWeight: 700, letterSpacing: '0.12em', userSelect: 'all' }}>
              {codigo.codigo}
            </Typography>
          </Box>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copiar()}>
            {t('planillas.codigo.copiar')}
          </Button>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
            <Box role="group" aria-label={t('planillas.codigo.monto')}>
              <Typography variant="caption" component="p" color="text.secondary">
                {t('planillas.codigo.monto')}
              </Typography>
              <Typography data-testid="codigo-monto" variant="h5" component="p">
                {t('planillas.codigo.bs', { monto: formatMoney(codigo.monto) })}
              </Typography>
            </Box>
            {codigo.vence && (
              <Box role="group" aria-label={t('planillas.codigo.vence')}>
                <Typography variant="caption" component="p" color="text.secondary">
                  {t('planillas.codigo.vence')}
                </Typography>
                <Typography variant="h5" component="p">
                  {fechaDia(codigo.vence)}
                </Typography>
              </Box>
            )}
          </Stack>
          <DialogContentText id="codigo-pago-instruccion">{t('planillas.codigo.instruccion', { monto: formatMoney(codigo.monto), comision: formatMoney(COMISION_CPT) })}</DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
