import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../shell/session/store';
import { PublicFrame } from '../layout/PublicFrame';

/** Landing and login pages: a signed-in user goes straight to the dashboard. */
export function PublicOnly() {
  const session = useSession();
  if (session) return <Navigate to="/" replace />;
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
