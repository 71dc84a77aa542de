import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../app/notify/store';
import type { FieldValues } from 'react-hook-form';
import { useSaveAction, type FormularioDestino, type ValidacionDelContrato } from '../../components/dialogs/useSaveAction';

/**
 * Saving one record of a tab: the spec's success toasts ('La operación se realizó correctamente.' on
 * add, 'Se actualizó el registro correctamente' on edit), the list reloaded, the error in the dialog.
 */
export function useGuardar<T extends FieldValues>(clave: readonly unknown[], onClose: () => void, formulario: FormularioDestino<T>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { error, save } = useSaveAction(formulario);
  const guardar = async (editando: boolean, accion: () => Promise<unknown>, contrato: ValidacionDelContrato) => {
    if (!(await save(accion, contrato))) return;
    notify('success', editando ? t('parametros.actualizado') : t('toast.success'));
    onClose();
    await queryClient.invalidateQueries({ queryKey: clave });
  };
  return { error, guardar };
}
