import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { camposDelError, type CamposRechazados } from '../../api/campos';
import { errorMessage } from '../../api/errors';
import { serverText } from '../../api/serverText';
import { repartirCampos } from './camposDelFormulario';

/** The form whose fields receive the refused fields' messages. */
export interface FormularioDestino<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The form's field names (the keys of its values). */
  campos: readonly string[];
}

/** What the server will receive, checked first with the contract's schema for the same call. */
export interface ValidacionDelContrato {
  esquema: ZodType;
  entrada: unknown;
}

function camposDeZod(esquema: ZodType, entrada: unknown): CamposRechazados | null {
  const r = esquema.safeParse(entrada);
  if (r.success) return null;
  const campos: CamposRechazados = {};
  for (const issue of r.error.issues) campos[issue.path.join('.') || '_'] ??= issue.message;
  return campos;
}

/**
 * The save step of a form dialog. The input is checked with the contract's schema before it is
 * sent (the server checks it again with the same schema); a refusal, from the schema or from the
 * server, puts each field's message on its field and focuses the first, and keeps any other message
 * for the dialog to show. Resolves to whether it saved, so the caller closes and notifies only then.
 */
export function useSaveAction<T extends FieldValues = FieldValues>(formulario?: FormularioDestino<T>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    async (action: () => Promise<unknown>, contrato?: ValidacionDelContrato): Promise<boolean> => {
      setError(null);
      const marcar = (campos: CamposRechazados, mensaje: string) => {
        const { enCampos, generales } = repartirCampos(campos, formulario?.campos ?? []);
        enCampos.forEach(([campo, texto], i) => formulario!.setError(campo as Path<T>, { type: 'server', message: serverText(texto) }, { shouldFocus: i === 0 }));
        // Everything is said on its field: the general alert would only repeat it.
        if (enCampos.length === 0 || generales.length > 0) setError(generales.length > 0 && enCampos.length > 0 ? generales.map(serverText).join('\n') : serverText(mensaje));
      };
      const rechazados = contrato ? camposDeZod(contrato.esquema, contrato.entrada) : null;
      if (rechazados) {
        marcar(rechazados, Object.values(rechazados)[0] ?? t('toast.error'));
        return false;
      }
      try {
        await action();
        return true;
      } catch (e) {
        marcar(camposDelError(e), errorMessage(e, t('toast.error')));
        return false;
      }
    },
    [t, formulario],
  );
  const limpiar = useCallback(() => setError(null), []);
  return { error, save, limpiar };
}
