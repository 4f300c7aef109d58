import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient } from '@esign/api-client';
import { createMockAdapter, type MockHandler } from '@esign/api-client/testing';
import { UiProvider } from '@esign/ui-kit';

// jsdom has no PointerEvent; Ark UI's checkbox dispatches one on blur.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
}

/** Answers every HTTP call of the test from `handler` (the axios adapter boundary). */
export function serveHttp(handler: MockHandler) {
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  return adapter;
}

/** Renders `element` as the route `pattern` at `path`, with the app's providers; returns the router. */
export function renderPage(
  element: ReactElement,
  { path, pattern = path.split('?')[0] ?? path }: { path: string; pattern?: string },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  const view = render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { router, client, ...view };
}
