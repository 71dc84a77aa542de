import { useQuery } from '@tanstack/react-query';
import { ROLE_DEFINITIONS } from '@pb/contract/valores';
import { usePermission } from '../../shell/session/usePermission';
import { CLAVE, listarRoles } from './api';
import type { Opcion } from './tipos';

const FIJOS: Opcion[] = ROLE_DEFINITIONS.map((r) => ({ id: r.id, nombre: r.nombre }));

/**
 * The roles of the role filter and selector: the `roles` query for whoever may read it (`roles:read`),
 * otherwise the fixed list of the contract. `puedeLeer` says whether the list came from the server.
 */
export function useRoles(): { roles: Opcion[]; puedeLeer: boolean } {
  const puedeLeer = usePermission('roles', 'read');
  const result = useQuery({ queryKey: [...CLAVE, 'roles'], queryFn: listarRoles, enabled: puedeLeer, staleTime: 5 * 60_000 });
  return { roles: puedeLeer ? (result.data ?? []) : FIJOS, puedeLeer };
}
