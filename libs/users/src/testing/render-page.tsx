export { serveHttp } from '@esign/api-client/testing';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { runtimeConfig } from '@esign/api-client/testing';
import { RuntimeConfigProvider } from '@esign/session';
import { UiProvider } from '@esign/ui-kit';

/** Renders the page at `path` with the app's providers (runtime config included); returns the router. */
export function renderPage(element: ReactElement, path = '/admin/setting/user') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: path.split('?')[0] ?? path, element }], {
    initialEntries: [path],
  });
  render(
    <UiProvider>
      <RuntimeConfigProvider value={runtimeConfig()}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RuntimeConfigProvider>
    </UiProvider>,
  );
  return { router, client };
}
