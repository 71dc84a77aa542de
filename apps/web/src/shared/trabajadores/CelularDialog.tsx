import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { celularSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { cambiarCelular, nombreCompleto, type TrabajadorBeneficiaria } from './api';

/** Spec part 2 §5: the edit field holds at most 25 characters; the number itself is 8 digits. */
const MAX = 25;

interface Valores {
  movil: string;
}
const CAMPOS = ['movil'];

interface Props {
  trabajador: TrabajadorBeneficiaria;
  /** The list to reload once saved. */
  queryKey: readonly unknown[];
  onClose: () => void;
}

/** Edit a worker's mobile: the contract's rule first, then the server's (taken, unchanged) on the field. */
export function CelularDialog({ trabajador, queryKey, onClose }: Props) {
  const { t } = useTranslation();
  const actual = trabajador.beneficiaria_datos_persona_movil ?? '';
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { movil: actual } });
  const { error, save } = useSaveRecord(queryKey, onClose, { setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (v) => {
    const movil = v.movil.trim();
    if (movil === actual) {
      setError('movil', { type: 'server', message: t('servidor.mensajes.celularSinCambio') }, { shouldFocus: true });
      return;
    }
    const entrada = { personaId: trabajador.beneficiaria_datos_persona_id, movil };
    await save(() => cambiarCelular(entrada.personaId, movil), { schema: celularSchema, input: entrada }, t('servidor.mensajes.celularActualizado'));
  });

  return (
    <FormDialog
      id="celular-dialogo"
      title={t('trabajadores.editarCelular')}
      description={t('trabajadores.editarCelularDe', { nombre: nombreCompleto(trabajador) })}
      width={500}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('catalogo.guardar')}
    >
      <FormTextField
        control={control}
        name="movil"
        id="celular-movil"
        label={t('trabajadores.campos.movil')}
        required
        maxLength={MAX}
        fullWidth
        autoFocus
        autoComplete="off"
        helperText={t('trabajadores.celularAyuda')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
