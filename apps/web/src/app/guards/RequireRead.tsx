import { Outlet } from 'react-router';
import { ForbiddenPage } from '../errors/ErrorPage';
import { canOpen } from '../../shell/session/permissions';
import { useSession } from '../../shell/session/store';

/** A screen whose module the user may not read shows the 403 page (spec part 1 §6). */
export function RequireRead({ path }: { path: string }) {
  const session = useSession();
  return canOpen(session?.permisos, path) ? <Outlet /> : <ForbiddenPage />;
}
