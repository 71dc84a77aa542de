import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { traerDialogosPendientes } from '../../components/perezoso';
import { queryClient } from '../../shell/queryClient';
import { enReposo } from './enReposo';
import { pantallaAsentada } from './precargarListas';

/**
 * Each screen's dialogs come with their first opening (`perezoso`, decision 081); once a screen has
 * settled (its first requests answered) and the browser is idle, the shell asks for the code of the
 * dialogs its modules declare, so the person who opens one does not wait for it on a slow line. The
 * screen's own requests never share the line with it.
 */
export function usePrecargarDialogos() {
  const ruta = useLocation().pathname;
  useEffect(() => {
    let cancelar: (() => void) | undefined;
    let desmontado = false;
    void pantallaAsentada(queryClient).then(() => {
      if (!desmontado) cancelar = enReposo(() => void traerDialogosPendientes());
    });
    return () => {
      desmontado = true;
      cancelar?.();
    };
  }, [ruta]);
}
