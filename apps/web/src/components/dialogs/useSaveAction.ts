import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';

/**
 * The save step of a form dialog: runs the call, and on a refusal keeps the server's message for
 * the dialog to show. Resolves to whether it saved, so the caller closes and notifies only then.
 */
export function useSaveAction() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    async (action: () => Promise<unknown>): Promise<boolean> => {
      setError(null);
      try {
        await action();
        return true;
      } catch (e) {
        setError(errorMessage(e, t('toast.error')));
        return false;
      }
    },
    [t],
  );
  return { error, save };
}
