import { useQuery } from '@tanstack/react-query';
import { ACTIVOS_KEY, listarGruposActivos } from './grupos';

/** The active food groups, for the group selects and filters of the food and product screens. */
export function useGruposActivos() {
  const result = useQuery({ queryKey: ACTIVOS_KEY, queryFn: listarGruposActivos, staleTime: 60_000 });
  return result.data ?? [];
}
