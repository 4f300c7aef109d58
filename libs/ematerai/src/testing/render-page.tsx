import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '@esign/api-client';
import { createMockAdapter, type MockHandler } from '@esign/api-client/testing';
import { UiProvider } from '@esign/ui-kit';

/** Answers every HTTP call of the test from `handler` (the axios adapter boundary). */
export function serveHttp(handler: MockHandler) {
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  return adapter;
}

/** Renders a page at `path` (as the route `pattern`) with the app's providers. */
export function renderPage(element: ReactElement, path: string, pattern = path.split('?')[0]) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: pattern, element }], {
    initialEntries: [path],
  });
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, client };
}
