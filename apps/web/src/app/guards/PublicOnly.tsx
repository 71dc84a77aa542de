import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useSession } from '../../shell/session/store';
import { destinoTrasLogin } from '../../shared/auth/useLogin';
import { PublicFrame } from '../layout/PublicFrame';

/**
 * Landing and login pages: a signed-in user goes straight to the dashboard, or to the same-site page
 * the landing asked the login for (`?destino=`, decision 043).
 */
export function PublicOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session) return <Navigate to={destinoTrasLogin(undefined, params.get('destino'), session.menu)} replace />;
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
