import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { celularSchema } from '@pb/contract';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveRecord } from '../../components/dialogs/useSaveRecord';
import { FormTextField } from '../../components/FormTextField';
import { cambiarCelular } from './api';

/** Spec part 2 §5: the edit field holds at most 25 characters; the number itself is 8 digits. */
const MAX = 25;

interface Valores {
  movil: string;
}
const CAMPOS = ['movil'];

/** The worker whose mobile changes: the person the call names, the mobile today and the name the dialog shows. */
export interface PersonaCelular {
  idPersona: number;
  movil: string | null;
  nombre: string;
}

interface Props {
  persona: PersonaCelular;
  /** The list to reload once saved. */
  queryKey: readonly unknown[];
  onClose: () => void;
}

/**
 * Edit a worker's mobile: the contract's rule first, then the server's (taken, unchanged) on the field.
 * `/beneficiariasEditar`, `/listaBeneficiariosPublicos` and `/csv_planillas` open it.
 */
export function CelularDialog({ persona, queryKey, onClose }: Props) {
  const { t } = useTranslation();
  const actual = persona.movil ?? '';
  const { control, handleSubmit, setError, formState } = useForm<Valores>({ defaultValues: { movil: actual } });
  const { error, save } = useSaveRecord(queryKey, onClose, { setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (v) => {
    const movil = v.movil.trim();
    if (movil === actual) {
      setError('movil', { type: 'server', message: t('servidor.mensajes.celularSinCambio') }, { shouldFocus: true });
      return;
    }
    const entrada = { personaId: persona.idPersona, movil };
    await save(() => cambiarCelular(entrada.personaId, movil), { schema: celularSchema, input: entrada }, t('servidor.mensajes.celularActualizado'));
  });

  return (
    <FormDialog
      id="celular-dialogo"
      title={t('trabajadores.editarCelular')}
      description={t('trabajadores.editarCelularDe', { nombre: persona.nombre })}
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
