import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notify } from '../../shell/notify/store';
import { EntidadAutocomplete } from '../../components/EntidadAutocomplete';
import { FormDialog } from '../../components/dialogs/FormDialog';
import { useSaveAction } from '../../components/dialogs/useSaveAction';
import { CLAVE, agregarProveedor, buscarCandidatos, type Candidato } from './api';

interface Props {
  onClose: () => void;
  onAgregado: () => void;
}

/** 'Agregar proveedor': pick a non-provider entity (spec part 1 §2 "Providers", §5 "Add provider requires a selected entity"). */
export function AgregarProveedorDialog({ onClose, onAgregado }: Props) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<{ entidad: Candidato | null }>({ defaultValues: { entidad: null } });
  const { error, save } = useSaveAction();

  const onSubmit = handleSubmit(async ({ entidad }) => {
    if (!entidad || !(await save(() => agregarProveedor(entidad.id)))) return;
    notify('success', t('toast.success'));
    onAgregado();
    onClose();
  });

  return (
    <FormDialog
      id="proveedor-agregar"
      title={t('proveedores.agregar')}
      width={480}
      busy={formState.isSubmitting}
      error={error}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel={t('proveedores.guardar')}
    >
      <EntidadAutocomplete
        control={control}
        name="entidad"
        id="proveedor-entidad"
        label={t('proveedores.entidad')}
        helperText={t('proveedores.entidadAyuda')}
        noOptionsText={t('proveedores.sinCandidatos')}
        openText={t('proveedores.abrirLista')}
        queryKey={[...CLAVE, 'candidatos']}
        search={buscarCandidatos}
        autoFocus
      />
    </FormDialog>
  );
}
