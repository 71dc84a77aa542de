import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import PaymentsIcon from '@mui/icons-material/Payments';
import SyncIcon from '@mui/icons-material/Sync';
import { downloadErrorText } from '../../api/download';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { CsvUpload } from '../../components/csv/CsvUpload';
import { PLANILLAS_KEY, planillasParaCpt } from '../../shared/planillas/api';
import { useGenerarCpt } from '../../shared/planillas/useGenerarCpt';
import { actualizarMontos, descargarPlanilla, sincronizarTrabajadores, subirPlanilla, type ErrorFecha } from './api';
import { InstruccionesDialog } from './InstruccionesDialog';
import { formatCount } from '../../components/money';

interface Props {
  idUsuario: number;
  idEntidad: number;
  /** The matrícula the list shows: the file to fill in has its workers only (null: all of them). */
  matricula: string | null;
  puedeActualizar: boolean;
  /** `planillas:create`: the payment code's key on the server (the spec names beneficiarias:update too). */
  puedeGenerarCpt: boolean;
  /** After a sync or a write: the list reloads. */
  onCambio: () => void;
  onFechas: (errores: ErrorFecha[]) => void;
  /** The bonus percentage the filling instructions name. */
  porcentaje?: number;
}

function Paso({ titulo, detalle, extra, children }: { titulo: string; detalle: string; extra?: ReactNode; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="h6" component="h3">
        {titulo}
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {detalle}
      </Typography>
      {extra}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The three steps of §2.4: fetch workers (every matrícula), CSV out and in, and one payment code for
 * the entity's CREADO payrolls (disabled while there are none; the CSV's Continuar creates them).
 */
export function PasosPlanilla({ idUsuario, idEntidad, matricula, puedeActualizar, puedeGenerarCpt, onCambio, onFechas, porcentaje }: Props) {
  const { t } = useTranslation();
  const [ocupado, setOcupado] = useState<'sincronizar' | 'descargar' | null>(null);
  const [instrucciones, setInstrucciones] = useState(false);
  const puedeCpt = puedeActualizar && puedeGenerarCpt;
  const creadas = useQuery({ queryKey: [...PLANILLAS_KEY, 'cpts', 'cuenta'], queryFn: () => planillasParaCpt(1), enabled: puedeCpt });
  const sinPlanillas = creadas.data?.total === 0;
  const cpt = useGenerarCpt();

  const sincronizar = async () => {
    setOcupado('sincronizar');
    try {
      const r = await sincronizarTrabajadores(idUsuario, idEntidad);
      // §8: a list (an object result) opens the dialog of the documents left out; the others came in.
      if (Array.isArray(r)) {
        notify('warning', t('csvPlanillas.sincronizadoConErrores'));
        if (r.length > 0) onFechas(r);
      } else notify('success', r);
      onCambio();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setOcupado(null);
    }
  };

  const descargar = async () => {
    setOcupado('descargar');
    try {
      await descargarPlanilla(idEntidad, matricula);
    } catch (error) {
      notify('error', downloadErrorText(error));
    } finally {
      setOcupado(null);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('csvPlanillas.pasos')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Paso titulo={t('csvPlanillas.paso1')} detalle={t('csvPlanillas.paso1Detalle')}>
          <Button variant="contained" startIcon={<SyncIcon />} disabled={!puedeActualizar || ocupado !== null} onClick={() => void sincronizar()}>
            {t('csvPlanillas.obtenerTrabajadores')}
          </Button>
        </Paso>
        <Paso
          titulo={t('csvPlanillas.paso2')}
          detalle={t('csvPlanillas.paso2Detalle')}
          extra={
            <Link component="button" type="button" variant="body2" onClick={() => setInstrucciones(true)} sx={{ mb: 1, display: 'block' }}>
              {t('csvPlanillas.instrucciones.boton')}
            </Link>
          }
        >
          <Button variant="outlined" startIcon={<CloudDownloadIcon />} disabled={!puedeActualizar || ocupado !== null} onClick={() => void descargar()}>
            {t('csvPlanillas.descargar')}
          </Button>
          <CsvUpload
            label={t('csvPlanillas.subir')}
            testId="archivo-planilla"
            disabled={!puedeActualizar || ocupado !== null}
            upload={subirPlanilla}
            save={(r) => actualizarMontos(r.planillas, idEntidad)}
            onSaved={onCambio}
          />
        </Paso>
        <Paso titulo={t('csvPlanillas.paso3')} detalle={sinPlanillas ? t('servidor.mensajes.sinPlanillasParaCpt') : t('csvPlanillas.paso3Detalle', { count: creadas.data?.total ?? 0, n: formatCount(creadas.data?.total ?? 0) })}>
          <Button variant="contained" startIcon={<PaymentsIcon />} disabled={!puedeCpt || sinPlanillas || ocupado !== null} loading={cpt.buscando} onClick={cpt.abrir}>
            {t('csvPlanillas.generarCpt')}
          </Button>
        </Paso>
      </Stack>
      {cpt.dialogos}
      {instrucciones && <InstruccionesDialog porcentaje={porcentaje} onClose={() => setInstrucciones(false)} />}
      {ocupado === 'sincronizar' && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">{t('common.loading')}</Typography>
          <LinearProgress aria-label={t('common.loading')} />
        </Stack>
      )}
    </Stack>
  );
}
