import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import { HttpError, errorMessage } from '../../api/errors';
import { serverText } from '../../api/serverText';
import { traducir } from '../../i18n/etiquetas';
import type { ErrorFilaPlanilla, ResultadoPlanillaCsv } from './api';

interface Props {
  resultado: ResultadoPlanillaCsv;
  /** Writes the validated rows; its refusal (the server checks again) is shown here. */
  onContinuar: () => Promise<void>;
  onClose: () => void;
}

/** The refused rows a server answer carries (`datos` of a 400 from update_personas). */
function filasDe(error: unknown): ErrorFilaPlanilla[] | null {
  const body = error instanceof HttpError ? (error.body as { datos?: ErrorFilaPlanilla[] } | undefined) : undefined;
  return Array.isArray(body?.datos) ? body.datos : null;
}

/**
 * §4 "CSV upload flow": a valid file shows 'Planilla correcta.' and enables Continuar; otherwise the
 * rows with their column and the reason, in the user's language.
 */
export function ResultadoDialog({ resultado, onContinuar, onClose }: Props) {
  const { t } = useTranslation();
  const [guardando, setGuardando] = useState(false);
  const [rechazo, setRechazo] = useState<{ mensaje: string; filas: ErrorFilaPlanilla[] } | null>(null);
  const filas = rechazo?.filas ?? resultado.datos;
  const correcta = resultado.finalizado && !rechazo;

  const continuar = async () => {
    setGuardando(true);
    try {
      await onContinuar();
    } catch (error) {
      setRechazo({ mensaje: errorMessage(error, t('toast.error')), filas: filasDe(error) ?? [] });
    } finally {
      setGuardando(false);
    }
  };
  const columna = (campo: string) => traducir(t, `csvPlanillas.columnas.${campo}`);

  return (
    <Dialog open onClose={guardando ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby="resultado-titulo">
      <DialogTitle id="resultado-titulo">{t('csvPlanillas.resultadoTitulo')}</DialogTitle>
      <DialogContent>
        {correcta ? (
          <>
            <Alert severity="success">{t('servidor.mensajes.planillaCorrecta')}</Alert>
            <Typography sx={{ mt: 2 }}>{t('csvPlanillas.filasCorrectas', { n: resultado.planillas.length })}</Typography>
          </>
        ) : (
          <>
            <Alert severity="error">{rechazo?.mensaje ?? t('servidor.mensajes.planillaConErrores')}</Alert>
            {resultado.errors > filas.length && <Typography sx={{ mt: 1 }}>{t('csvPlanillas.filasConErrores', { total: resultado.errors, n: filas.length })}</Typography>}
            <Table size="small" sx={{ mt: 1 }} aria-label={t('csvPlanillas.resultadoTitulo')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('csvPlanillas.fila')}</TableCell>
                  <TableCell>{t('csvPlanillas.columna')}</TableCell>
                  <TableCell>{t('csvPlanillas.observacion')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {filas.flatMap((f) =>
                  Object.entries(f.errores).map(([campo, mensaje]) => (
                    <TableRow key={`${f.nro_registro}-${campo}`}>
                      <TableCell>{f.nro_registro}</TableCell>
                      <TableCell>{columna(campo)}</TableCell>
                      <TableCell>{serverText(mensaje)}</TableCell>
                    </TableRow>
                  )),
                )}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={guardando}>
          {t('common.close')}
        </Button>
        {correcta && (
          <Button variant="contained" onClick={() => void continuar()} disabled={guardando} startIcon={guardando ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {t('csvPlanillas.continuar')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
