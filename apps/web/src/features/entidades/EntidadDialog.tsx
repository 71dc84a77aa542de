import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { entidadAddSchema, entidadEditSchema } from '@pb/contract';
import { notify } from '../../shell/notify/store';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { crearEntidad, editarEntidad } from '../../shared/entidades/api';
import { CamposEntidad } from './CamposEntidad';
import { aEntrada, valoresIniciales } from '../../shared/entidades/formulario';
import type { Entidad, EntidadFormulario } from '../../shared/entidades/tipos';

/** One of the dialog widths of spec part 1 §9. */
const ANCHO = 640;
const CAMPOS = Object.keys(valoresIniciales());

interface Props {
  /** null: a new entity. */
  entidad: Entidad | null;
  onClose: () => void;
  onGuardado: () => void;
}

/** Add or edit an entity from the list (roles 1 and 2); full screen on phones. */
export function EntidadDialog({ entidad, onClose, onGuardado }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm<EntidadFormulario>({ defaultValues: valoresIniciales(entidad) });
  const { error, save } = useSaveAction({ setError, fields: CAMPOS });

  const onSubmit = handleSubmit(async (valores) => {
    const entrada = aEntrada(valores);
    const guardado = await save(() => (entidad ? editarEntidad(entidad.id, entrada) : crearEntidad(entrada)), { schema: entidad ? entidadEditSchema : entidadAddSchema, input: entrada });
    if (!guardado) return;
    notify('success', entidad ? t('entidades.actualizado') : t('toast.success'));
    onGuardado();
    onClose();
  });

  return (
    <FormDialog
      id="entidad-dialogo"
      title={entidad ? t('entidades.editar') : t('entidades.agregar')}
      width={ANCHO}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('entidades.guardar')}
    >
      <CamposEntidad control={control} codigo={entidad?.id} codigoPortalRequerido={false} />
    </FormDialog>
  );
}
