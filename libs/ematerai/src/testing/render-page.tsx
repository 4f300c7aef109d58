import type { ReactElement } from 'react';
import { renderPage as renderWithKit } from '@esign/ui-kit/testing';

export { serveHttp } from '@esign/api-client/testing';

/** Renders a page at `path` (as the route `pattern`) with the app's providers (ui-kit's renderer). */
export function renderPage(element: ReactElement, path: string, pattern?: string) {
  return renderWithKit(element, pattern === undefined ? { path } : { path, pattern });
}
