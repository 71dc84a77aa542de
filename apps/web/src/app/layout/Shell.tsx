import { Outlet } from 'react-router';
import { useSession } from '../session/store';
import { AppLayout } from './AppLayout';
import { PublicFrame } from './PublicFrame';

/** Signed-in pages get the full shell; error pages seen without a session get the public frame. */
export function Shell() {
  const session = useSession();
  return session ? (
    <AppLayout session={session}>
      <Outlet />
    </AppLayout>
  ) : (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
