import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../shell/queryClient';
// The signed-in pages' texts: i18next, with the whole Spanish catalogue (i18n/index.ts).
import '../../i18n';
import { useSession } from '../../shell/session/store';
import { AppLayout } from './AppLayout';
import { PublicFrame } from './PublicFrame';

/**
 * Signed-in pages get the full shell; error pages seen without a session get the public frame.
 * The query cache is provided here, not at the root: only the signed-in pages use it.
 */
export function Shell() {
  const session = useSession();
  return (
    <QueryClientProvider client={queryClient}>
      {session ? (
        <AppLayout session={session}>
          <Outlet />
        </AppLayout>
      ) : (
        <PublicFrame>
          <Outlet />
        </PublicFrame>
      )}
    </QueryClientProvider>
  );
}
