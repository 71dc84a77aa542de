import { useRef, useState, type ChangeEvent } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { pagarPlanillaPorC31Schema } from '@pb/contract';
import { MAX_C31 } from '@pb/contract/valores';
import { fieldsOfError } from '../../api/fields';
import { errorMessage } from '../../api/errors';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { formatMoney } from '../../components/money';
import { PLANILLAS_KEY, pagarConC31, subirPdfC31, type Planilla } from './api';

interface Valores {
  c31: string;
  nombre_archivo_c31: string;
}
const CAMPOS = ['c31', 'nombre_archivo_c31'];

/**
 * Pay a CREADO payroll with a C31 form (spec part 2 §2.1, §2.3, §5; max width 640): the form's code
 * and ONE PDF holding the C31 and the cheque. The PDF is uploaded as soon as it is chosen
 * (`subir_pdf`, field c31) so a refused file is said at once; saving sends the code and the stored name.
 */
export function PagoC31Dialog({ planilla, onClose }: { planilla: Planilla; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, clearErrors, formState } = useForm<Valores>({ defaultValues: { c31: '', nombre_archivo_c31: '' } });
  const { error, save } = useSaveRecord(PLANILLAS_KEY, onClose, { setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (v) => {
    const entrada = { c31: v.c31.trim(), idPlanilla: planilla.id, nombre_archivo_c31: v.nombre_archivo_c31 };
    await save(() => pagarConC31(entrada), { schema: pagarPlanillaPorC31Schema, input: entrada }, t('servidor.mensajes.c31Enviado'));
  });

  return (
    <FormDialog
      id="pago-c31"
      title={t('planillas.c31.titulo')}
      description={t('planillas.c31.descripcion', { nombre: planilla.nombre, monto: formatMoney(planilla.monto_total) })}
      width={640}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('planillas.c31.pagar')}
    >
      <FormTextField control={control} name="c31" id="pago-c31-codigo" label={t('planillas.c31.codigo')} required maxLength={MAX_C31} fullWidth autoFocus autoComplete="off" />
      <ArchivoPdf control={control} onSubido={() => clearErrors('nombre_archivo_c31')} onError={(mensaje) => setError('nombre_archivo_c31', { type: 'server', message: mensaje })} />
    </FormDialog>
  );
}

/** The PDF picker: chosen, checked by name, uploaded; its stored name is the field's value. */
function ArchivoPdf({ control, onSubido, onError }: { control: Control<Valores>; onSubido: () => void; onError: (mensaje: string) => void }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'nombre_archivo_c31' });
  const entrada = useRef<HTMLInputElement>(null);
  const [archivo, setArchivo] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  /** Why the upload was refused, as the server said it (not a PDF, over 5 MB…): shown after the spec's sentence, beside the picker (issue 51 §10). */
  const [fallo, setFallo] = useState<string | null>(null);

  const elegido = async (e: ChangeEvent<HTMLInputElement>) => {
    const elegido = e.target.files?.[0];
    e.target.value = '';
    if (!elegido) return;
    field.onChange('');
    setArchivo(elegido.name);
    setFallo(null);
    if (!/\.pdf$/i.test(elegido.name)) {
      onError(t('servidor.mensajes.archivoSoloPdf'));
      return;
    }
    setSubiendo(true);
    try {
      field.onChange((await subirPdfC31(elegido)).nombre);
      onSubido();
    } catch (error) {
      const campo = fieldsOfError(error).c31;
      const motivo = campo ?? errorMessage(error, t('servidor.mensajes.errorSubirArchivo'));
      setFallo(motivo);
      onError(motivo);
    } finally {
      setSubiendo(false);
    }
  };

  return (
    <Stack spacing={1} role="group" aria-labelledby="pago-c31-archivo-etiqueta" aria-describedby="pago-c31-archivo-ayuda">
      <Typography id="pago-c31-archivo-etiqueta" variant="subtitle2" component="p">
        {t('planillas.c31.archivo')} *
      </Typography>
      <Typography id="pago-c31-archivo-ayuda" variant="body2" color="text.secondary">
        {t('planillas.c31.archivoAyuda')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => entrada.current?.click()} loading={subiendo} ref={field.ref}>
          {t('planillas.c31.elegirPdf')}
        </Button>
        <Typography variant="body2" aria-live="polite">
          {archivo && field.value ? t('planillas.c31.subido', { archivo }) : (archivo ?? t('planillas.c31.sinArchivo'))}
        </Typography>
      </Stack>
      <input ref={entrada} type="file" accept=".pdf,application/pdf" hidden name="c31" data-testid="archivo-c31" aria-label={t('planillas.c31.elegirPdf')} onChange={(e) => void elegido(e)} />
      {fallo ? (
        <Alert severity="error">
          {t('servidor.mensajes.errorSubirArchivo')} {fallo !== t('servidor.mensajes.errorSubirArchivo') && fallo}
        </Alert>
      ) : (
        fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>
      )}
    </Stack>
  );
}
