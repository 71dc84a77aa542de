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
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';

export interface DateRange {
  desde: string;
  hasta: string;
}

interface Props {
  id: string;
  /** The page's heading and help; without them the form stands inside a page that has its own. */
  titulo?: string;
  ayuda?: string;
  /** The form's accessible name when the page has its own heading. */
  etiqueta?: string;
  /** Shows the Resumen/Detallado choice. */
  conTipo?: boolean;
  /** Shows the from/to days (both required, from ≤ to). */
  conFechas?: boolean;
  /** Extra fields before the days (a point of sale, a subsidy and the DPA cascade). */
  children?: ReactNode;
  /** Whether the extra fields are complete; the page shows their own errors once `intentado`. */
  camposValidos?: boolean;
  onIntentado?: () => void;
  descargar: (tipo: TipoReporte, rango: DateRange | null) => Promise<void>;
}

/**
 * A report's form (spec part 2 §2.12): the type, the days and a Download button; while the file
 * streams in, a progress bar and the button disabled; a refusal shown as the server says it.
 */
export function ReportForm({ id, titulo, ayuda, etiqueta, conTipo = true, conFechas = true, children, camposValidos = true, onIntentado, descargar }: Props) {
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
    onIntentado?.();
    setError(null);
    let rango: DateRange | null = null;
    if (conFechas) {
      const a = dayToIso(desde);
      const b = dayToIso(hasta);
      if (a === null || b === null || !camposValidos) return;
      if (a > b) {
        setError(t('servidor.mensajes.reporteRangoInvalido'));
        return;
      }
      rango = { desde: a, hasta: b };
    } else if (!camposValidos) return;
    setOcupado(true);
    try {
      await descargar(tipo, rango);
      notify('success', t('reportes.descargado'));
    } catch (err) {
      setError(errorMessage(err, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Stack spacing={2}>
      {titulo && (
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
          {titulo}
        </Typography>
      )}
      {ayuda && <Typography>{ayuda}</Typography>}
      <Paper component="form" id={id} aria-label={etiqueta} noValidate onSubmit={(e) => void onSubmit(e)} sx={{ p: 2 }}>
        <Stack spacing={2}>
          {conTipo && (
            <FormControl>
              <FormLabel id={`${id}-tipo`}>{t('reportes.tipo')}</FormLabel>
              <RadioGroup row aria-labelledby={`${id}-tipo`} value={tipo} onChange={(e) => setTipo(e.target.value as TipoReporte)}>
                <FormControlLabel value="resumen" control={<Radio />} label={t('reportes.resumen')} />
                <FormControlLabel value="detallado" control={<Radio />} label={t('reportes.detallado')} />
              </RadioGroup>
            </FormControl>
          )}
          {children}
          {conFechas && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DayFilterField label={t('reportes.desde')} text={desde} showError={intentado} onChange={setDesde} />
              <DayFilterField label={t('reportes.hasta')} text={hasta} showError={intentado} onChange={setHasta} />
            </Stack>
          )}
          {conFechas && intentado && (desde === '' || hasta === '') && <Alert severity="error">{t('reportes.fechasRequeridas')}</Alert>}
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
        </Stack>
      </Paper>
    </Stack>
  );
}
