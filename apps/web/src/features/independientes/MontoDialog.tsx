import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { montoIndependienteSchema } from '@pb/contract';
import { decimalConComa } from '@pb/contract/valores';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { formatMoney } from '../../components/money';
import { INDEPENDIENTES_KEY, bonoDe, cambiarMonto, type Pendiente } from './api';

interface Valores {
  monto: string;
}
const CAMPOS = ['monto'];

/** The modify-amount dialog (spec §2.8): the new year-end total and the bonus it gives, computed as the server will. */
export function MontoDialog({ fila, porcentaje, onClose }: { fila: Pendiente; porcentaje: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { monto: fila.monto_detalle ? decimalConComa(fila.monto_detalle) : '' } });
  const { error, save } = useSaveRecord(INDEPENDIENTES_KEY, onClose, { setError, fields: CAMPOS });
  const monto = useWatch({ control, name: 'monto' });
  const bono = bonoDe(monto ?? '', porcentaje);

  const onSubmit = handleSubmit(async (v) => {
    const entrada = { id: fila.id_beneficiaria, monto: v.monto.trim() };
    await save(() => cambiarMonto(entrada.id, entrada.monto), { schema: montoIndependienteSchema, input: entrada }, t('servidor.mensajes.registroActualizado'));
  });

  return (
    <FormDialog
      id="monto-dialogo"
      title={t('independientes.modificarMonto')}
      description={t('independientes.modificarMontoDe', { nombre: fila.s_beneficiaria_persona_nombre_completo ?? '' })}
      width={480}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
    >
      <FormTextField control={control} name="monto" id="monto-aguinaldo" label={t('independientes.aguinaldo')} helperText={t('independientes.aguinaldoAyuda')} required maxLength={16} fullWidth autoFocus autoComplete="off" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
      <Typography role="status" aria-live="polite">
        {t('independientes.bonoCalculado', { porcentaje: porcentaje ?? '', monto: bono === null ? '—' : formatMoney(bono) })}
      </Typography>
    </FormDialog>
  );
}
