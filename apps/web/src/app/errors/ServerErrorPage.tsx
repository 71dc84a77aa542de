import { useLocation } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** The 500 page shows the message the failing screen left in the router state, if any. */
export function ServerErrorPage() {
  const state: unknown = useLocation().state;
  const message = state && typeof state === 'object' && 'message' in state && typeof state.message === 'string' ? state.message : null;
  return <ErrorPage code={500} detail={message} />;
}
