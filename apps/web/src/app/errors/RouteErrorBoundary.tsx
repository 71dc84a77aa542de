import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n/core';
import { getSession } from '../../shell/session/store';
import { PublicFrame } from '../layout/PublicFrame';
import { ErrorPage } from './ErrorPage';

/**
 * Last resort for errors thrown while rendering or loading a route (including a code chunk that
 * failed to download). Shows the 500 page; internals go to the console only.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  console.error(error);
  const page =
    isRouteErrorResponse(error) && error.status === 404 ? <ErrorPage code={404} /> : <ErrorPage code={500} detail={t('toast.error')} />;
  // Rendered outside the shell, so keep a frame around it.
  return getSession() ? page : <PublicFrame>{page}</PublicFrame>;
}
