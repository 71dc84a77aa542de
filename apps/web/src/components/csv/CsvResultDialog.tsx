import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ErrorFilaPlanilla, ResultadoPlanillaCsv } from '@pb/contract';
import { HttpError, errorMessage } from '../../api/errors';
import { CsvErrorsTable } from './CsvErrorsTable';

interface Props {
  /** The server's check of the file; null while it is being uploaded and checked. */
  result: ResultadoPlanillaCsv | null;
  /** Writes the validated rows; its refusal (the server checks again) is shown here. */
  onContinue: () => Promise<void>;
  onClose: () => void;
}

/** The refused rows a server answer carries (`datos` of a 400 from update_personas). */
function filasDe(error: unknown): ErrorFilaPlanilla[] | null {
  const body = error instanceof HttpError ? (error.body as { datos?: ErrorFilaPlanilla[] } | undefined) : undefined;
  return Array.isArray(body?.datos) ? body.datos : null;
}

/**
 * Spec part 2 §4 "CSV upload flow", for every CSV the employer uploads (the payroll's amounts, the
 * workers' mobiles): progress while the file is checked; then a valid file shows 'Planilla
 * correcta.' and enables Continuar, otherwise the rows with their column and the reason, in the
 * user's language.
 */
export function CsvResultDialog({ result, onContinue, onClose }: Props) {
  const { t } = useTranslation();
  const [guardando, setGuardando] = useState(false);
  const [rechazo, setRechazo] = useState<{ mensaje: string; filas: ErrorFilaPlanilla[] } | null>(null);
  const filas = rechazo?.filas ?? result?.datos ?? [];
  const correcta = result?.finalizado === true && !rechazo;
  const ocupado = guardando || result === null;

  const continuar = async () => {
    setGuardando(true);
    try {
      await onContinue();
    } catch (error) {
      setRechazo({ mensaje: errorMessage(error, t('toast.error')), filas: filasDe(error) ?? [] });
    } finally {
      setGuardando(false);
    }
  };

  const contenido = () => {
    if (result === null) {
      return (
        <Stack spacing={1} role="status">
          <Typography>{t('csv.subiendo')}</Typography>
          <LinearProgress aria-label={t('csv.subiendo')} />
        </Stack>
      );
    }
    if (correcta) {
      return (
        <>
          <Alert severity="success">{t('servidor.mensajes.planillaCorrecta')}</Alert>
          <Typography sx={{ mt: 2 }}>{t('csv.filasCorrectas', { n: result.planillas.length })}</Typography>
        </>
      );
    }
    return (
      <>
        <Alert severity="error">{rechazo?.mensaje ?? t('servidor.mensajes.planillaConErrores')}</Alert>
        {result.errors > filas.length && <Typography sx={{ mt: 1 }}>{t('csv.filasConErrores', { total: result.errors, n: filas.length })}</Typography>}
        <CsvErrorsTable rows={filas} title={t('csv.resultadoTitulo')} />
      </>
    );
  };

  return (
    <Dialog open onClose={ocupado ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="resultado-titulo" aria-busy={ocupado}>
      <DialogTitle id="resultado-titulo">{t('csv.resultadoTitulo')}</DialogTitle>
      <DialogContent>{contenido()}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={ocupado}>
          {t('common.close')}
        </Button>
        {correcta && (
          <Button variant="contained" onClick={() => void continuar()} disabled={guardando} startIcon={guardando ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t('csv.continuar')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
