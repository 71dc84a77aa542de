import { replyText } from '../../api/messages';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rechazarFormularioC31Schema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { FormTextField } from '../../components/FormTextField';
import { formatMoney } from '../../components/money';
import { notify } from '../../shell/notify/store';
import { rechazarFormulario, type FormularioC31 } from './api';

interface Valores {
  observacion: string;
}

/**
 * Rejecting a C31 form (issue 32): the reason is required and kept with the form, which the entity
 * reads in its own list of forms; the payroll goes back to CREADO.
 */
export function RechazarC31Dialog({ formulario, onClose, onRechazado }: { formulario: FormularioC31; onClose: () => void; onRechazado: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { observacion: '' } });
  const { error, save } = useSaveAction<Valores>({ setError, fields: ['observacion'] });
  const onSubmit = handleSubmit(async ({ observacion }) => {
    let mensaje = '';
    const entrada = { idFormulario: formulario.id, observacion };
    const hecho = await save(async () => {
      const r = await rechazarFormulario(formulario.id, observacion);
      mensaje = r ? replyText(r) : '';
    }, { schema: rechazarFormularioC31Schema, input: entrada });
    if (hecho) {
      notify('success', mensaje || t('toast.success'));
      onRechazado();
    }
  });
  return (
    <FormDialog
      id="rechazar-c31"
      title={t('pagosc31.rechazo.titulo', { c31: formulario.c31 })}
      description={t('pagosc31.rechazarPregunta', { c31: formulario.c31, nombre: formulario.nombre, monto: formatMoney(formulario.monto_total) })}
      width={560}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel={t('pagosc31.rechazo.rechazar')}
      submitColor="error"
    >
      <FormTextField control={control} name="observacion" id="rechazar-c31-observacion" label={t('pagosc31.rechazo.motivo')} helperText={t('pagosc31.rechazo.ayuda')} required maxLength={300} multiline minRows={2} autoFocus />
    </FormDialog>
  );
}
