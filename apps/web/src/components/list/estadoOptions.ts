import type { TFunction } from 'i18next';
import { ESTADOS, TODOS } from '@pb/contract/valores';
import { etiquetaEstado } from '../../i18n/etiquetas';

/**
 * The options of a state filter: any state (TODOS: no state is sent to the server), then each of
 * `estados` (by default every state of the contract), in the user's language.
 */
export function estadoOptions(t: TFunction, estados: readonly string[] = ESTADOS): Array<{ value: string; label: string }> {
  return [TODOS, ...estados].map((value) => ({ value, label: etiquetaEstado(t, value) }));
}
