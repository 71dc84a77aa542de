import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TipoReporte } from '@pb/contract';
import { DayFilterField } from '../list/DayFilterField';
import { dayToIso } from '../list/dayText';
import { downloadErrorText } from '../../api/download';
import { notify } from '../../shell/notify/store';
import { NotaRetraso } from './NotaRetraso';

export interface DateRange {
  from: string;
  to: string;
}

interface Props {
  id: string;
  /** The page's heading and help; without them the form stands inside a page that has its own. */
  title?: string;
  help?: string;
  /** The form's accessible name when the page has its own heading. */
  label?: string;
  /** Shows the Resumen/Detallado choice. */
  withType?: boolean;
  /** Shows the from/to days (both required, from ≤ to). */
  withDates?: boolean;
  /** Extra fields before the days (a point of sale, a subsidy and the DPA cascade). */
  children?: ReactNode;
  /** Whether the extra fields are complete; the page shows their own errors once `onAttempt` was called. */
  fieldsValid?: boolean;
  onAttempt?: () => void;
  download: (tipo: TipoReporte, rango: DateRange | null) => Promise<void>;
}

/**
 * A report's form (spec part 2 §2.12): the type, the days and a Download button; while the file
 * streams in, a progress bar and the button disabled; a refusal shown as the server says it. The
 * server reads every report of this form where reads may lag: the footnote says how far behind.
 */
export function ReportForm({ id, title, help, label, withType = true, withDates = true, children, fieldsValid = true, onAttempt, download }: Props) {
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
    onAttempt?.();
    setError(null);
    let rango: DateRange | null = null;
    if (withDates) {
      const a = dayToIso(desde);
      const b = dayToIso(hasta);
      if (a === null || b === null || !fieldsValid) return;
      if (a > b) {
        setError(t('servidor.mensajes.reporteRangoInvalido'));
        return;
      }
      rango = { from: a, to: b };
    } else if (!fieldsValid) return;
    setOcupado(true);
    try {
      await download(tipo, rango);
      notify('success', t('reportes.descargado'));
    } catch (err) {
      setError(downloadErrorText(err));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Stack spacing={2}>
      {title && (
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
          {title}
        </Typography>
      )}
      {help && <Typography>{help}</Typography>}
      <Paper component="form" id={id} aria-label={label} noValidate onSubmit={(e) => void onSubmit(e)} sx={{ p: 2 }}>
        <Stack spacing={2}>
          {withType && (
            <FormControl>
              <FormLabel id={`${id}-tipo`}>{t('reportes.tipo')}</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-tipo`} value={tipo} onChange={(e) => setTipo(e.target.value as TipoReporte)}>
                <FormControlLabel value="resumen" control={<Radio />} label={t('reportes.resumen')} />
                <FormControlLabel value="detallado" control={<Radio />} label={t('reportes.detallado')} />
              </RadioGroup>
            </FormControl>
          )}
          {children}
          {withDates && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DayFilterField label={t('reportes.desde')} text={desde} showError={intentado} onChange={setDesde} />
              <DayFilterField label={t('reportes.hasta')} text={hasta} showError={intentado} onChange={setHasta} />
            </Stack>
          )}
          {withDates && intentado && (desde === '' || hasta === '') && <Alert severity="error">{t('reportes.fechasRequeridas')}</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
          {ocupado && (
            <Stack spacing={0.5} role="status">
              <Typography variant="body2">{t('reportes.descargando')}</Typography>
              <LinearProgress aria-label={t('reportes.descargando')} />
            </Stack>
          )}
          <div>
            <Button type="submit" variant="contained" disabled={ocupado}>
              {t('reportes.descargar')}
            </Button>
          </div>
          <NotaRetraso />
        </Stack>
      </Paper>
    </Stack>
  );
}
