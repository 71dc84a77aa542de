import { useQueryClient } from '@tanstack/react-query';
import type { FieldValues } from 'react-hook-form';
import { notify } from '../../shell/notify/store';
import { useSaveAction, type FormTarget, type ContractCheck } from './useSaveAction';

/**
 * Saving one record from a list's add/edit dialog: the save step of `useSaveAction` (contract check,
 * refusals on their fields), then the screen's success text, the dialog closed and its list reloaded.
 */
export function useSaveRecord<T extends FieldValues>(queryKey: readonly unknown[], onClose: () => void, form: FormTarget<T>) {
  const queryClient = useQueryClient();
  const { error, save: check } = useSaveAction(form);
  /** Answers whether it was saved. */
  const save = async (action: () => Promise<unknown>, contract: ContractCheck, successText: string): Promise<boolean> => {
    if (!(await check(action, contract))) return false;
    notify('success', successText);
    onClose();
    await queryClient.invalidateQueries({ queryKey });
    return true;
  };
  return { error, save };
}
