import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { notify } from '../../shell/notify/store';
import { useSaveAction, type FormularioDestino, type ValidacionDelContrato } from './useSaveAction';

/**
 * Saving one record from a list's add/edit dialog: the save step of `useSaveAction` (contract check,
 * refusals on their fields), then the screen's success text, the dialog closed and its list reloaded.
 */
export function useGuardarRegistro<T extends FieldValues>(clave: readonly unknown[], onClose: () => void, formulario: FormularioDestino<T>) {
  const queryClient = useQueryClient();
  const { error, save } = useSaveAction(formulario);
  /** Answers whether it was saved. */
  const guardar = async (accion: () => Promise<unknown>, contrato: ValidacionDelContrato, aviso: string): Promise<boolean> => {
    if (!(await save(accion, contrato))) return false;
    notify('success', aviso);
    onClose();
    await queryClient.invalidateQueries({ queryKey: clave });
    return true;
  };
  return { error, guardar };
}
