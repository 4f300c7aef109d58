import type { ReactElement } from 'react';
import { renderPage as renderWithKit } from '@esign/ui-kit/testing';

export { serveHttp } from '@esign/api-client/testing';

/** Renders a page at `path` with the app's providers (ui-kit's renderer). */
export function renderPage(element: ReactElement, path: string) {
  return renderWithKit(element, { path });
}
