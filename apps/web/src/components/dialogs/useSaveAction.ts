import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import { fieldsOfError, type RejectedFields } from '../../api/fields';
import { errorMessage } from '../../api/errors';
import { issueText } from '../../api/messages';
import { splitFields } from './formFields';

/** The form whose fields receive the refused fields' messages. */
export interface FormTarget<T extends FieldValues> {
  setError: UseFormSetError<T>;
  /** The form's field names (the keys of its values). */
  fields: readonly string[];
}

/** What the server will receive, checked first with the contract's schema for the same call. */
export interface ContractCheck {
  schema: ZodType;
  input: unknown;
}

function zodRefusals(schema: ZodType, input: unknown): RejectedFields | null {
  const r = schema.safeParse(input);
  if (r.success) return null;
  const fields: RejectedFields = {};
  for (const issue of r.error.issues) fields[issue.path.join('.') || '_'] ??= issueText(issue.message);
  return fields;
}

/**
 * The save step of a form dialog. The input is checked with the contract's schema before it is
 * sent (the server checks it again with the same schema); a refusal, from the schema or from the
 * server, puts each field's message on its field and focuses the first, and keeps any other message
 * for the dialog to show. Resolves to whether it saved, so the caller closes and notifies only then.
 */
export function useSaveAction<T extends FieldValues = FieldValues>(form?: FormTarget<T>) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const save = useCallback(
    async (action: () => Promise<unknown>, contract?: ContractCheck): Promise<boolean> => {
      setError(null);
      const mark = (fields: RejectedFields, message: string) => {
        const { onFields, general } = splitFields(fields, form?.fields ?? []);
        onFields.forEach(([field, text], i) => form!.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: i === 0 }));
        // Everything is said on its field: the general alert would only repeat it.
        if (onFields.length === 0 || general.length > 0) setError(general.length > 0 && onFields.length > 0 ? general.join('\n') : message);
      };
      const refused = contract ? zodRefusals(contract.schema, contract.input) : null;
      if (refused) {
        mark(refused, Object.values(refused)[0] ?? t('toast.error'));
        return false;
      }
      try {
        await action();
        return true;
      } catch (e) {
        mark(fieldsOfError(e), errorMessage(e, t('toast.error')));
        return false;
      }
    },
    [t, form],
  );
  const clear = useCallback(() => setError(null), []);
  return { error, save, clear };
}
