import type { RejectedFields } from '../../api/fields';

/**
 * Where each refused field goes in a form: the server and the contract name a field by its path in
 * the input (`persona.nro_documento`), a form by its own name (`nro_documento`). A path lands on
 * the form field of the same name, else on the field named like its last part; one the form does
 * not have stays a general message.
 */
export function splitFields(fields: RejectedFields, names: readonly string[]): { onFields: Array<[string, string]>; general: string[] } {
  const onFields = new Map<string, string>();
  const general: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const last = path.split('.').at(-1) ?? path;
    const field = names.includes(path) ? path : names.includes(last) ? last : null;
    if (field && !onFields.has(field)) onFields.set(field, message);
    else if (!field) general.push(message);
  }
  return { onFields: [...onFields], general };
}
