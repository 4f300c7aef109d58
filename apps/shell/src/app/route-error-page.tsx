import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '@esign/ui-kit';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

/**
 * Error element of the route tree: a failed page chunk reloads the page (once per 60 s);
 * a 404 response shows the 404 page; anything else the 500 page ("middleware failures give 500").
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error) && reloadAfterChunkError()) return null;
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorPage status={404} />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ErrorPage status={403} />;
  console.error(error);
  return <ErrorPage status={500} />;
}
