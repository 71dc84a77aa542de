import { replyText } from '../../api/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { crearBeneficiariasSchema } from '@pb/contract';
import { NOMBRE_PLANILLA_MAX } from '@pb/contract/valores';
import { HttpError } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { useSession } from '../../shell/session/store';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { FormTextField } from '../../components/FormTextField';
import { BENEFICIARIAS_KEY, crearBeneficiarias, nombrePlanillaSugerido, type ErrorFilaPlanilla, type ResultadoBeneficiariasCsv } from './api';
import { CsvErrorsTable } from '../../components/csv/CsvErrorsTable';

interface Props {
  resultado: ResultadoBeneficiariasCsv;
  onClose: () => void;
}

interface Valores {
  nombrePlanilla: string;
}
const CAMPOS = ['nombrePlanilla'];

/** The refused rows a server answer carries (`datos` of a 400 from crear_beneficiarias). */
function filasDe(error: unknown): ErrorFilaPlanilla[] {
  const body = error instanceof HttpError ? (error.body as { datos?: ErrorFilaPlanilla[] } | undefined) : undefined;
  return Array.isArray(body?.datos) ? body.datos : [];
}

/** A file with errors: 'Se encontraron los siguientes errores…' and every refused row, by column. */
function ConErrores({ resultado, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="importar-errores-titulo">
      <DialogTitle id="importar-errores-titulo">{t('csv.resultadoTitulo')}</DialogTitle>
      <DialogContent>
        <Alert severity="error">{replyText(resultado)}</Alert>
        {resultado.errors > resultado.datos.length && <Typography sx={{ mt: 1 }}>{t('csv.filasConErrores', { total: resultado.errors, n: resultado.datos.length })}</Typography>}
        <CsvErrorsTable rows={resultado.datos} title={t('csv.resultadoTitulo')} columnsKey="csvBeneficiarias.columnas" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * §2.7 and §4 "CSV upload flow": a valid file says 'Planilla correcta.' and asks the payroll's name
 * (suggested 'PLANILLA <year>-<month>'); confirming registers the rows, which the server checks
 * again. A file with errors lists them and offers nothing to confirm.
 */
export function ImportarDialog({ resultado, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const usuario = useSession()?.usuario.usuario ?? '';
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { nombrePlanilla: nombrePlanillaSugerido() } });
  const { error, save } = useSaveAction<Valores>({ setError, fields: CAMPOS });
  const [rechazadas, setRechazadas] = useState<ErrorFilaPlanilla[]>([]);

  const onSubmit = handleSubmit(async ({ nombrePlanilla }) => {
    setRechazadas([]);
    const entrada = { planillas: resultado.planillas, usuario, nombrePlanilla: nombrePlanilla.trim() };
    let mensaje = '';
    const guardado = await save(
      async () => {
        try {
          mensaje = replyText(await crearBeneficiarias(entrada.planillas, entrada.usuario, entrada.nombrePlanilla));
        } catch (e) {
          setRechazadas(filasDe(e));
          throw e;
        }
      },
      { schema: crearBeneficiariasSchema, input: entrada },
    );
    if (!guardado) return;
    notify('success', mensaje);
    onClose();
    await queryClient.invalidateQueries({ queryKey: BENEFICIARIAS_KEY });
  });

  if (!resultado.finalizado) return <ConErrores resultado={resultado} onClose={onClose} />;
  return (
    <FormDialog
      id="importar-dialogo"
      title={t('csv.resultadoTitulo')}
      description={t('csvBeneficiarias.confirmarDescripcion')}
      width={700}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('csvBeneficiarias.confirmar')}
    >
      <Stack spacing={2}>
        {rechazadas.length === 0 && <Alert severity="success">{t('servidor.mensajes.planillaCorrecta')}</Alert>}
        <Typography>{t('csvBeneficiarias.filasCorrectas', { n: resultado.planillas.length })}</Typography>
        <FormTextField
          control={control}
          name="nombrePlanilla"
          id="importar-nombre-planilla"
          label={t('csvBeneficiarias.nombrePlanilla')}
          required
          maxLength={NOMBRE_PLANILLA_MAX}
          fullWidth
          autoFocus
          autoComplete="off"
          helperText={t('csvBeneficiarias.nombrePlanillaAyuda')}
        />
        {rechazadas.length > 0 && <CsvErrorsTable rows={rechazadas} title={t('csvBeneficiarias.filasRechazadas')} columnsKey="csvBeneficiarias.columnas" />}
      </Stack>
    </FormDialog>
  );
}
