import { replyText } from '../../api/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/errors';
import { notify } from '../../shell/notify/store';
import { confirmDialog } from './dialogStore';

/**
 * A change the user confirms first (a state moved back, a device reset): asked, sent, the server's
 * message shown as it answers, then `onHecho` (the record is read again); busy while it runs.
 */
export function useAccionConfirmada(onHecho: () => void) {
  const { t } = useTranslation();
  const [ocupado, setOcupado] = useState(false);
  const hacer = async (pregunta: string, accion: () => Promise<{ mensaje: string }>) => {
    if (!(await confirmDialog(pregunta))) return;
    setOcupado(true);
    try {
      notify('success', replyText(await accion()));
      onHecho();
    } catch (error) {
      notify('error', errorMessage(error, t('toast.error')));
    } finally {
      setOcupado(false);
    }
  };
  return { ocupado, hacer };
}
