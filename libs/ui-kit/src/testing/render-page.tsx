import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UiProvider } from '../provider/ui-provider';

// jsdom has no PointerEvent; Ark UI's checkbox dispatches one on blur.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
}

/**
 * Renders a page `element` as the route `pattern` at `path` with the app's providers (the kit's
 * theme, a query client that does not retry, a data router); returns the router and the client.
 */
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
