import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { celularSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { cambiarCelular, nombreCompleto } from '../../shared/trabajadores/api';
import { INDEPENDIENTES_KEY, type TrabajadorBeneficiaria } from './api';

interface Valores {
  movil: string;
}
const CAMPOS = ['movil'];

/**
 * The independent phone change (spec §5): the new number must differ from the current one and have
 * 8 digits (the spec's two texts, checked here first); the server blocks an ACTIVO worker until the
 * new phone is verified.
 */
export function CelularIndependienteDialog({ trabajador, onClose }: { trabajador: TrabajadorBeneficiaria; onClose: () => void }) {
  const { t } = useTranslation();
  const actual = trabajador.beneficiaria_datos_persona_movil ?? '';
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { movil: actual } });
  const { error, save } = useSaveRecord(INDEPENDIENTES_KEY, onClose, { setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (v) => {
    const movil = v.movil.trim();
    if (movil === actual) return setError('movil', { type: 'validate', message: t('independientes.celularIgual') }, { shouldFocus: true });
    if (!/^\d{8}$/.test(movil)) return setError('movil', { type: 'validate', message: t('independientes.celularOchoDigitos') }, { shouldFocus: true });
    const entrada = { personaId: trabajador.beneficiaria_datos_persona_id, movil };
    await save(() => cambiarCelular(entrada.personaId, movil), { schema: celularSchema, input: entrada }, t('servidor.mensajes.celularActualizado'));
  });

  return (
    <FormDialog
      id="celular-independiente"
      title={t('independientes.cambiarCelular')}
      description={t('independientes.cambiarCelularDe', { nombre: nombreCompleto(trabajador) })}
      width={480}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
    >
      <FormTextField control={control} name="movil" id="celular-independiente-movil" label={t('independientes.celular')} required maxLength={25} fullWidth autoFocus autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    </FormDialog>
  );
}
