import type { TFunction } from 'i18next';
import { ESTADOS } from '@pb/contract';
import { etiquetaEstado } from '../../i18n/etiquetas';

/** The lists' "any state" filter value (the spec's TODOS): no state is sent to the server. */
const TODOS = 'TODOS';

/** The options of a state filter: any state, then every state of the contract, in the user's language. */
export function estadoOptions(t: TFunction): Array<{ value: string; label: string }> {
  return [TODOS, ...ESTADOS].map((value) => ({ value, label: etiquetaEstado(t, value) }));
}
