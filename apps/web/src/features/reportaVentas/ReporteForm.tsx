import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { errorMessage } from '../../api/errors';
import { DayFilterField } from '../../components/list/DayFilterField';
import { dayToIso } from '../../components/list/dayText';
import { descargarReportePagos, type TipoReporte } from './api';

/** 'Pagos a entidades' (spec part 2 §2.12): Resumen or Detallado, both dates required, the CSV. */
export function ReporteForm() {
  const { t } = useTranslation();
  const [tipo, setTipo] = useState<TipoReporte>('resumen');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [intentado, setIntentado] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setIntentado(true);
    setError(null);
    const [d, h] = [dayToIso(desde), dayToIso(hasta)];
    if (d === null || h === null) return setError(t('reportaVentas.fechasRequeridas'));
    if (h < d) return setError(t('reportaVentas.fechasInvertidas'));
    setOcupado(true);
    try {
      await descargarReportePagos(d, h, tipo);
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Paper component="form" noValidate aria-label={t('reportaVentas.reporte')} onSubmit={(e) => void onSubmit(e)} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <FormControl>
          <FormLabel id="reporta-ventas-tipo">{t('reportaVentas.tipo')}</FormLabel>
          <RadioGroup row aria-labelledby="reporta-ventas-tipo" value={tipo} onChange={(e) => setTipo(e.target.value as TipoReporte)}>
            <FormControlLabel value="resumen" control={<Radio />} label={t('reportaVentas.resumen')} />
            <FormControlLabel value="detallado" control={<Radio />} label={t('reportaVentas.detallado')} />
          </RadioGroup>
        </FormControl>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DayFilterField label={t('reportaVentas.desde')} text={desde} showError={intentado} onChange={setDesde} />
          <DayFilterField label={t('reportaVentas.hasta')} text={hasta} showError={intentado} onChange={setHasta} />
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <div>
          <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={ocupado}>
            {t('reportaVentas.descargar')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
