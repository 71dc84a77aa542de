import { useQuery } from '@tanstack/react-query';
import type { MenuItem } from '@pb/contract';
import type { Permisos } from '@pb/contract/valores';
import { http } from '../../api/http';
import { queryClient } from '../queryClient';
import { updateSession } from './store';

interface MenuReply {
  menu: MenuItem[];
  permisos: Permisos;
}

const MENU_QUERY_KEY = ['system', 'menu'] as const;

/**
 * Reloads menu and permissions from the server (`GET /api/system/menu`) when the shell opens,
 * so a stale or revoked session is noticed at once and role changes apply without a new login.
 */
export function useMenuRefresh() {
  useQuery({
    queryKey: MENU_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const reply = await http.get<MenuReply>('/api/system/menu', { signal });
      updateSession({ menu: reply.menu ?? [], permisos: reply.permisos ?? {} });
      return reply;
    },
    staleTime: Infinity,
  });
}

/** Call after changing modules or permissions (spec part 1 §6: "menu and permission set reload"). */
export function refreshMenu() {
  return queryClient.invalidateQueries({ queryKey: MENU_QUERY_KEY });
}
