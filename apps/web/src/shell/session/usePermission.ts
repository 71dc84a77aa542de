import type { Accion } from '@pb/contract/valores';
import { can } from './permissions';
import { useSession } from './store';

/** Hides buttons the user may not use; the server checks again on every call. */
export function usePermission(ruta: string, accion: Accion): boolean {
  return can(useSession()?.permisos, ruta, accion);
}
