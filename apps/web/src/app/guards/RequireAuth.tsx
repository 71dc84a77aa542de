import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { clearSession, useSession } from '../../shell/session/store';

/** Without a session, anything but the public pages sends the user to the landing page. */
export function RequireAuth() {
  const session = useSession();
  useEffect(() => {
    if (!session) clearSession(); // drop any half-written leftovers
  }, [session]);
  return session ? <Outlet /> : <Navigate to="/principal" replace />;
}
