import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import PaymentsIcon from '@mui/icons-material/Payments';
import SyncIcon from '@mui/icons-material/Sync';
import { errorMessage } from '../../api/errors';
import { serverText } from '../../api/serverText';
import { notify } from '../../app/notify/store';
import { descargarPlanilla, sincronizarTrabajadores, subirPlanilla, type ErrorFecha, type ResultadoPlanillaCsv } from './api';

interface Props {
  idUsuario: number;
  idEntidad: number;
  puedeActualizar: boolean;
  onSincronizado: () => void;
  onFechas: (errores: ErrorFecha[]) => void;
  onResultado: (resultado: ResultadoPlanillaCsv) => void;
}

function Paso({ titulo, detalle, children }: { titulo: string; detalle: string; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography variant="h6" component="h3">
        {titulo}
      </Typography>
      <Typography variant="body2" sx={{ my: 1 }}>
        {detalle}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {children}
      </Stack>
    </Paper>
  );
}

/** The three steps of §2.4: fetch workers, CSV out and in, payment code (the next issue). */
export function PasosPlanilla({ idUsuario, idEntidad, puedeActualizar, onSincronizado, onFechas, onResultado }: Props) {
  const { t } = useTranslation();
  const [ocupado, setOcupado] = useState<'sincronizar' | 'descargar' | 'subir' | null>(null);
  const entrada = useRef<HTMLInputElement>(null);

  const sincronizar = async () => {
    setOcupado('sincronizar');
    try {
      const r = await sincronizarTrabajadores(idUsuario, idEntidad);
      notify('success', serverText(r.mensaje));
      if (r.errores && r.errores.length > 0) onFechas(r.errores);
      onSincronizado();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setOcupado(null);
    }
  };

  const descargar = async () => {
    setOcupado('descargar');
    try {
      await descargarPlanilla(idEntidad);
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setOcupado(null);
    }
  };

  const subir = async (e: ChangeEvent<HTMLInputElement>) => {
    const archivo = e.target.files?.[0];
    e.target.value = '';
    if (!archivo) return;
    if (!/\.csv$/i.test(archivo.name)) {
      notify('error', t('servidor.mensajes.archivoSoloCsv'));
      return;
    }
    setOcupado('subir');
    try {
      onResultado(await subirPlanilla(archivo));
    } catch (error) {
      notify('error', errorMessage(error, t('servidor.mensajes.errorSubirArchivo')));
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
        <Paso titulo={t('csvPlanillas.paso2')} detalle={t('csvPlanillas.paso2Detalle')}>
          <Button variant="outlined" startIcon={<CloudDownloadIcon />} disabled={!puedeActualizar || ocupado !== null} onClick={() => void descargar()}>
            {t('csvPlanillas.descargar')}
          </Button>
          <Button variant="contained" startIcon={<CloudUploadIcon />} disabled={!puedeActualizar || ocupado !== null} onClick={() => entrada.current?.click()}>
            {t('csvPlanillas.subir')}
          </Button>
          <input ref={entrada} type="file" accept=".csv,text/csv" hidden data-testid="archivo-planilla" aria-label={t('csvPlanillas.subir')} onChange={(e) => void subir(e)} />
        </Paso>
        <Paso titulo={t('csvPlanillas.paso3')} detalle={t('csvPlanillas.paso3Nota')}>
          <Button variant="outlined" startIcon={<PaymentsIcon />} disabled>
            {t('csvPlanillas.generarCpt')}
          </Button>
        </Paso>
      </Stack>
      {ocupado && ocupado !== 'descargar' && (
        <Stack spacing={0.5} role="status">
          <Typography variant="body2">{ocupado === 'subir' ? t('csvPlanillas.subiendo') : t('common.loading')}</Typography>
          <LinearProgress aria-label={ocupado === 'subir' ? t('csvPlanillas.subiendo') : t('common.loading')} />
        </Stack>
      )}
    </Stack>
  );
}
